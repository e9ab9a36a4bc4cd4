import { type CardRefund, CARD_REFUND_STATE_LABELS, DATE_LOCALE } from '@tutorat/contracts'
import { formatDateTime } from '../../lib/dates.ts'
import { Badge } from '../../ui/Badge.tsx'
import type { DataColumn } from '../../ui/DataList.tsx'
import { referenceColumn } from './columns.tsx'

/** « 1 200,00 MAD »: what the gateway took, in its own unit (it may differ from the request's price). */
export const paidAmount = (refund: Pick<CardRefund, 'amount_centimes' | 'currency'>) =>
  `${new Intl.NumberFormat(DATE_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(refund.amount_centimes / 100)} ${refund.currency}`

/** « TM-7K3Q9P (Amina El Idrissi) »: what the row's action names. */
export const refundName = (refund: CardRefund) => `${refund.reference} (${refund.student_name})`

const refundState = (refund: CardRefund) => (refund.refunded_at ? 'rembourse' : 'a_rembourser')

export const REFUND_COLUMNS: DataColumn<CardRefund>[] = [
  referenceColumn('Demande', (refund) => refund.paid_at, 'Payé le '),
  {
    id: 'state',
    header: 'Statut',
    card: 'aside',
    className: 'align-top',
    cell: (refund) => <Badge tone={refund.refunded_at ? 'success' : 'warning'}>{CARD_REFUND_STATE_LABELS[refundState(refund)]}</Badge>,
  },
  {
    id: 'student',
    header: 'Étudiant',
    card: 'body',
    className: 'align-top min-w-48',
    cell: (refund) => (
      <>
        <p className="font-semibold text-ink">{refund.student_name}</p>
        <p className="text-muted">{refund.student_email}</p>
        <p className="text-muted">{refund.formation_title}</p>
      </>
    ),
  },
  { id: 'amount', header: 'Montant payé', className: 'align-top whitespace-nowrap tabular-nums', cell: paidAmount },
  {
    id: 'why',
    header: 'Raison',
    card: 'body',
    className: 'align-top min-w-56',
    cell: (refund) => (
      <>
        <p>{refund.note ?? 'Paiement reçu sans accès ouvert.'}</p>
        <p className="text-muted">Transaction {refund.transaction_id}</p>
      </>
    ),
  },
  {
    id: 'refunded',
    header: 'Remboursé',
    className: 'align-top whitespace-nowrap',
    cell: (refund) => (refund.refunded_at ? `le ${formatDateTime(refund.refunded_at)} par ${refund.refunded_by_name ?? 'un administrateur supprimé'}` : '—'),
  },
]
