import { Link } from '@tanstack/react-router'
import { type AdminPayment, dirhams } from '@tutorat/contracts'
import { Eye, FileSearch } from 'lucide-react'
import { formatDate, formatDateTime } from '../../lib/dates.ts'
import type { DataColumn, RowAction } from '../../ui/DataList.tsx'
import { PaymentStatusBadge } from '../payments/PaymentStatusBadge.tsx'
import type { PaymentsSearch } from './search.ts'
import { StudentContact } from './StudentContact.tsx'

/** The student's badge: a status looks the same on both sides. */
export const statusBadge = (payment: Pick<AdminPayment, 'status'>) => <PaymentStatusBadge status={payment.status} />

/** Back in the queue after a refusal that allowed a new proof (the earlier reason stays on the request). */
const resubmitted = (payment: AdminPayment) => payment.status === 'preuve_envoyee' && payment.refusal_reason !== null

/** « TM-7K3Q9P (Amina El Idrissi) »: what the row's action names. */
export const paymentName = (payment: AdminPayment) => `${payment.reference} (${payment.student_name})`

const toReview = (payment: AdminPayment) => payment.status === 'preuve_envoyee'
const openLabel = (payment: AdminPayment) => (toReview(payment) ? 'Examiner' : 'Voir')

/** Opens the request in the panel; a link, so the URL names it (shareable, back button closes it). */
export const openAction: RowAction<AdminPayment> = {
  id: 'open',
  label: openLabel,
  ariaLabel: (payment) => `${openLabel(payment)} la demande ${paymentName(payment)}`,
  Icon: (payment: AdminPayment) => (toReview(payment) ? FileSearch : Eye),
  render: (payment, props) => <Link to="/admin/payments" search={(previous: PaymentsSearch) => ({ ...previous, id: payment.id })} {...props} />,
}

/**
 * The row's header: a request's reference with a date under it (the table fits the admin's width
 * at 1280 px); the phone card shows the reference alone.
 */
export function referenceColumn<Row extends { reference: string }>(header: string, at: (row: Row) => string, label = ''): DataColumn<Row> {
  return {
    id: 'reference',
    header,
    rowHeader: true,
    className: 'align-top whitespace-nowrap',
    cell: (row) => (
      <>
        <p className="font-mono font-semibold text-ink">{row.reference}</p>
        <p className="text-muted" title={formatDateTime(at(row))}>
          {label}
          {formatDate(at(row))}
        </p>
      </>
    ),
    cardCell: (row) => <span className="font-mono">{row.reference}</span>,
  }
}

export const PAYMENT_COLUMNS: DataColumn<AdminPayment>[] = [
  referenceColumn('Référence', (payment) => payment.created_at),
  { id: 'status-badge', header: 'Statut', tableHidden: true, card: 'aside', cell: statusBadge },
  {
    id: 'student',
    header: 'Étudiant',
    card: 'body',
    className: 'align-top min-w-48',
    cell: (payment) => (
      <>
        <p className="font-semibold text-ink">{payment.student_name}</p>
        <StudentContact payment={payment} />
      </>
    ),
  },
  {
    id: 'formation',
    header: 'Formation',
    card: 'body',
    className: 'align-top min-w-40',
    cell: (payment) => (
      <>
        <p className="font-medium text-ink">{payment.formation_title}</p>
        <p className="text-muted">{payment.course_title}</p>
      </>
    ),
    cardCell: (payment) => `Formation : ${payment.formation_title}`,
  },
  { id: 'amount', header: 'Montant', className: 'align-top whitespace-nowrap tabular-nums', cell: (payment) => dirhams(payment.amount_mad) },
  {
    id: 'status',
    header: 'Statut',
    card: 'none',
    className: 'align-top',
    cell: (payment) => (
      <>
        {statusBadge(payment)}
        {resubmitted(payment) ? <p className="mt-1 text-xs text-muted">Nouvelle preuve après refus</p> : null}
      </>
    ),
  },
  { id: 'created', header: 'Créée le', tableHidden: true, cell: (payment) => formatDate(payment.created_at) },
]
