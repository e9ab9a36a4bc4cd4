import { getRouteApi } from '@tanstack/react-router'
import { type Coupon, COUPON_SOURCES, LIMITS } from '@tutorat/contracts'
import { TicketPercent } from 'lucide-react'
import { useState } from 'react'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { AddButton } from '../../ui/AddButton.tsx'
import { DataList, editAction } from '../../ui/DataList.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { FilterSelect } from '../../ui/FilterSelect.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { useSuperAdminErrors } from '../admins/super-admin.ts'
import { plural } from '../courses/format.ts'
import { ExportCsvButton } from '../admin/ExportCsvButton.tsx'
import { COUPON_COLUMNS } from './columns.tsx'
import { CouponFormDialog } from './CouponFormDialog.tsx'
import { useDeleteCoupon } from './delete-coupon.tsx'
import { exportUrl, SOURCE_LABELS } from './search.ts'

const route = getRouteApi('/admin/coupons')
const LIST_ERROR = 'Erreur lors du chargement des codes promo.'

/** DESIGN §18: promo codes and referral codes, what each brought, the CSV; a new code in thirty seconds. */
export function CouponsAdminPage() {
  useDocumentTitle('Codes promo')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const list = trpc.coupons.list.useQuery({ limit: LIMITS.listMaxLimit, ...(search.source ? { source: search.source } : {}) })
  useSuperAdminErrors(list.error)
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null)
  const remove = useDeleteCoupon()

  const newCode = (
    <AddButton onClick={() => setEditing('new')} className="w-full sm:w-auto">
      Nouveau code
    </AddButton>
  )
  return (
    <div className="space-y-6">
      <PageHeader
        title="Codes promo"
        description="Créez un code de remise pour une formation ou pour toutes, suivez ses utilisations et ce qu’il a rapporté. Les codes de parrainage des étudiants sont ici aussi."
        actions={
          <>
            {newCode}
            <ExportCsvButton url={exportUrl(search)} fileName="codes-promo.csv" failure="Erreur lors de l’export des codes promo" />
          </>
        }
      />
      <div className="max-w-xs">
        <FilterSelect
          label="Type de code"
          all="Tous les codes"
          values={COUPON_SOURCES}
          labels={SOURCE_LABELS}
          value={search.source}
          onChange={(source) => void navigate({ search: source ? { source } : {} })}
        />
      </div>
      <DataList
        query={list}
        columns={COUPON_COLUMNS}
        rowName={(coupon) => coupon.code}
        actions={[editAction((coupon: Coupon) => setEditing(coupon))]}
        remove={remove}
        label="Codes promo"
        caption="Codes promo"
        loadingLabel="Chargement des codes promo…"
        errorTitle={LIST_ERROR}
        breakpoint="lg"
        cardsClassName="md:grid-cols-2"
        status={(rows) => plural(rows.length, 'code')}
        empty={
          <EmptyState Icon={TicketPercent} title="Aucun code pour l’instant" action={newCode}>
            Un code promo donne une remise en pourcentage ou en dirhams au moment de l’inscription, sur une formation ou sur toutes.
          </EmptyState>
        }
      />
      <CouponFormDialog target={editing} onClose={() => setEditing(null)} />
    </div>
  )
}
