import { getRouteApi, Link } from '@tanstack/react-router'
import { Banknote, CreditCard } from 'lucide-react'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { buttonClasses } from '../../ui/Button.tsx'
import { DataList } from '../../ui/DataList.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { FilterDisclosure } from '../../ui/FilterDisclosure.tsx'
import { NoMatch } from '../../ui/NoMatch.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { useSuperAdminErrors } from '../admins/super-admin.ts'
import { plural } from '../courses/format.ts'
import { ExportCsvButton } from '../admin/ExportCsvButton.tsx'
import { openAction, PAYMENT_COLUMNS, paymentName } from './columns.tsx'
import { activeFilters, exportUrl, isFiltered, PAYMENTS_PAGE_SIZE, type PaymentFilter, paymentFilter } from './payment-filter.ts'
import { PaymentDetailDialog } from './PaymentDetailDialog.tsx'
import { PaymentFilters } from './PaymentFilters.tsx'
import { PaymentStats } from './PaymentStats.tsx'
import { LIST_ERROR, usePaymentList } from './use-payments.ts'

const route = getRouteApi('/admin/payments')
const EXPORT_ERROR = 'Erreur lors de l’export des paiements'

/** DESIGN §11: the transfers to check, validate or refuse, the month's revenue, and the CSV. */
export function PaymentsAdminPage() {
  useDocumentTitle('Paiements')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const filter = paymentFilter(search)
  const { page, list } = usePaymentList(filter)
  const stats = trpc.payments.stats.useQuery()
  const formations = trpc.announcements.adminList.useQuery()
  useSuperAdminErrors(page.error, stats.error, formations.error)
  const filtered = isFiltered(filter)

  return (
    <div className="space-y-6">
      <PageHeader
        title="Paiements"
        description="Les virements des étudiants : vérifiez chaque preuve, validez pour ouvrir l’accès au cours ou refusez avec un motif."
        actions={
          <>
            <Link to="/admin/payments/refunds" className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}>
              <CreditCard className="size-4" aria-hidden="true" />
              Cartes à rembourser
            </Link>
            <ExportButton filter={filter} />
          </>
        }
      />

      <FilterDisclosure active={activeFilters(filter)}>
        <PaymentStats stats={stats.data} failed={stats.isError} />
        <PaymentFilters filter={filter} formations={formations.data} />
      </FilterDisclosure>

      <DataList
        query={list}
        columns={PAYMENT_COLUMNS}
        rowName={paymentName}
        actions={[openAction]}
        pages={{ page: filter.page, size: PAYMENTS_PAGE_SIZE, onPage: (next) => void navigate({ search: (previous) => ({ ...previous, page: next || undefined }) }) }}
        label="Demandes de paiement"
        caption="Paiements"
        loadingLabel="Chargement des paiements…"
        errorTitle={LIST_ERROR}
        breakpoint="xl"
        cardsClassName="md:grid-cols-2"
        status={() => plural(page.data?.total ?? 0, 'demande')}
        empty={
          filtered ? (
            <NoMatch title="Aucun paiement ne correspond à ces filtres" clearTo="/admin/payments">
              Essayez un autre statut, une autre formation, d’autres dates ou une autre recherche.
            </NoMatch>
          ) : (
            <EmptyState Icon={Banknote} title="Aucune demande de paiement pour le moment">
              Quand un étudiant s’inscrit à une formation payante, sa demande apparaît ici avec sa référence ; vous la validez dès que sa preuve de virement est vérifiée.
            </EmptyState>
          )
        }
      />

      <PaymentDetailDialog id={search.id} onClose={() => void navigate({ search: (previous) => ({ ...previous, id: undefined }) })} />
    </div>
  )
}

/** The CSV of every request the filters select (all pages), in the applications' format. */
function ExportButton({ filter }: { filter: PaymentFilter }) {
  return <ExportCsvButton url={exportUrl(filter)} fileName="paiements.csv" failure={EXPORT_ERROR} />
}
