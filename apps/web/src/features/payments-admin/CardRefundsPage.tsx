import { getRouteApi } from '@tanstack/react-router'
import { type CardRefund, CARD_REFUND_STATE_LABELS, LIMITS } from '@tutorat/contracts'
import { CircleCheck, CreditCard } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { errorMessage, errorText, statusOf } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { BackLink } from '../../ui/BackLink.tsx'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { DataList, type RowAction } from '../../ui/DataList.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { FilterSelect } from '../../ui/FilterSelect.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { useLeaveOnRefusal, useSuperAdminErrors } from '../admins/super-admin.ts'
import { plural } from '../courses/format.ts'
import { paidAmount, REFUND_COLUMNS, refundName } from './refund-columns.tsx'

const route = getRouteApi('/admin/payments/refunds')
const LIST_ERROR = 'Erreur lors du chargement des paiements par carte à rembourser.'
const MARK_ERROR = 'Erreur lors de l’enregistrement du remboursement'
const DONE_ONLY = ['rembourse'] as const

/**
 * DESIGN §18, cards: a payment YouCan Pay confirmed that opened no access (a different amount, a
 * request cancelled or already paid, a deleted account) is owed back; once refunded from YouCan
 * Pay's dashboard, a super admin marks it here (who and when are kept).
 */
export function CardRefundsPage() {
  useDocumentTitle('Cartes à rembourser')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const list = trpc.cardPayments.refunds.useQuery({ limit: LIMITS.listMaxLimit, state: search.state ?? 'a_rembourser' })
  useSuperAdminErrors(list.error)
  const [marking, setMarking] = useState<CardRefund | null>(null)
  const mark = useMarkRefunded(() => setMarking(null))
  const markAction: RowAction<CardRefund> = {
    id: 'refunded',
    label: 'Marquer remboursé',
    primary: true,
    Icon: CircleCheck,
    hidden: (refund) => refund.refunded_at !== null,
    onClick: (refund) => {
      mark.reset()
      setMarking(refund)
    },
  }

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={<BackLink to="/admin/payments">Paiements</BackLink>}
        title="Cartes à rembourser"
        description="Les paiements par carte confirmés par YouCan Pay qui n’ont ouvert aucun accès. Remboursez-les depuis votre espace YouCan Pay, puis marquez-les remboursés ici."
      />
      <div className="max-w-xs">
        <FilterSelect
          label="Statut du remboursement"
          all={CARD_REFUND_STATE_LABELS.a_rembourser}
          values={DONE_ONLY}
          labels={{ rembourse: 'Remboursés' }}
          value={search.state}
          onChange={(state) => void navigate({ search: state ? { state } : {} })}
        />
      </div>
      <DataList
        query={{ ...list, data: list.data?.items }}
        columns={REFUND_COLUMNS}
        rowName={refundName}
        actions={[markAction]}
        label="Paiements par carte à rembourser"
        caption="Paiements par carte à rembourser"
        loadingLabel="Chargement des paiements par carte…"
        errorTitle={LIST_ERROR}
        // six fields and a worded action do not fit a table beside the menu at 1280 px: cards until 1536
        breakpoint="2xl"
        cardsClassName="md:grid-cols-2"
        status={() => plural(list.data?.total ?? 0, 'transaction')}
        empty={
          <EmptyState Icon={CreditCard} title={search.state ? 'Aucun remboursement enregistré' : 'Aucun paiement par carte à rembourser'}>
            Quand YouCan Pay confirme un paiement qui ne peut ouvrir aucun accès, il apparaît ici avec la raison.
          </EmptyState>
        }
      />
      <ConfirmDialog
        open={marking !== null}
        onOpenChange={(open) => (open ? undefined : setMarking(null))}
        title="Marquer ce paiement remboursé ?"
        description={
          marking ? (
            <p>
              Confirmez que les <strong className="text-ink">{paidAmount(marking)}</strong> payés pour la demande {refundName(marking)} ont été remboursés depuis YouCan Pay. Votre nom et
              l’heure seront enregistrés.
            </p>
          ) : null
        }
        confirmLabel="Marquer remboursé"
        tone="primary"
        pending={mark.isPending}
        error={mark.error && statusOf(mark.error) !== 409 ? errorText(mark.error, MARK_ERROR) : undefined}
        onConfirm={() => marking && mark.mutate({ id: marking.id })}
      />
    </div>
  )
}

/** The server's sentence in a toast; a 409 (someone marked it first) says so and refreshes the list. */
function useMarkRefunded(done: () => void) {
  const utils = trpc.useUtils()
  const leave = useLeaveOnRefusal()
  return trpc.cardPayments.markRefunded.useMutation({
    onSuccess: async ({ message }) => {
      toast.success(message)
      done()
      await utils.cardPayments.refunds.invalidate()
    },
    onError: async (error) => {
      if (leave(error) || statusOf(error) !== 409) return
      toast.error(errorMessage(error, MARK_ERROR))
      done()
      await utils.cardPayments.refunds.invalidate()
    },
  })
}
