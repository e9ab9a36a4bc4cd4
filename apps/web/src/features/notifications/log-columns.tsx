import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_STATUS_LABELS,
  NOTIFICATION_TEMPLATE_LABELS,
  type NotificationLogEntry,
  type NotificationStatus,
} from '@tutorat/contracts'
import { RotateCcw } from 'lucide-react'
import { formatDateTime } from '../../lib/dates.ts'
import { Badge, type BadgeTone } from '../../ui/Badge.tsx'
import type { DataColumn, RowAction } from '../../ui/DataList.tsx'

export const STATUS_TONES: Record<NotificationStatus, BadgeTone> = { pending: 'brand', sent: 'success', failed: 'warning', dead: 'danger', no_channel: 'neutral' }

/** Who the message was for: the student's name, else the address (a candidate), else its number. */
export const recipientName = (row: NotificationLogEntry) => row.student_name ?? row.recipient ?? `Message n° ${row.id}`

/** A message held back for want of a channel goes again one by one, once a channel is configured. */
const isRetriable = (row: NotificationLogEntry) => row.status === 'failed' || row.status === 'dead' || row.status === 'no_channel'

/** When the worker tries again: only a message still on its way has one. */
const nextAttempt = (row: NotificationLogEntry) => (row.next_attempt_at && (row.status === 'pending' || row.status === 'failed') ? formatDateTime(row.next_attempt_at) : null)

const address = (row: NotificationLogEntry) => (row.channel === 'in_app' ? 'Dans l’application' : (row.recipient ?? '-'))

const statusBadge = (row: NotificationLogEntry) => <Badge tone={STATUS_TONES[row.status]}>{NOTIFICATION_STATUS_LABELS[row.status]}</Badge>

/**
 * The table fits the admin's content width at 1280 px by pairing fields in a cell (the model with
 * its channel and date, the attempts with the next one); the phone cards list each field apart.
 */
export const LOG_COLUMNS: DataColumn<NotificationLogEntry>[] = [
  {
    id: 'recipient',
    header: 'Destinataire',
    rowHeader: true,
    className: 'align-top min-w-44',
    cell: (row) => (
      <>
        <p className="font-semibold wrap-anywhere text-ink">{recipientName(row)}</p>
        {row.student_name ? <p className="wrap-anywhere text-muted">{address(row)}</p> : null}
      </>
    ),
    // an address is one long word: let it break anywhere, or it widens the list
    cardCell: (row) => <span className="wrap-anywhere">{recipientName(row)}</span>,
  },
  { id: 'status-badge', header: 'Statut', tableHidden: true, card: 'aside', cell: statusBadge },
  { id: 'address', header: 'Adresse', tableHidden: true, card: 'body', cell: (row) => (row.student_name ? <span className="wrap-anywhere">{address(row)}</span> : null) },
  {
    id: 'message',
    header: 'Message',
    card: 'none',
    className: 'align-top min-w-44',
    cell: (row) => (
      <>
        <p className="font-medium text-ink">{NOTIFICATION_TEMPLATE_LABELS[row.template]}</p>
        <p className="text-muted">
          {NOTIFICATION_CHANNEL_LABELS[row.channel]} · <span className="whitespace-nowrap">{formatDateTime(row.created_at)}</span>
        </p>
      </>
    ),
  },
  { id: 'created', header: 'Date', tableHidden: true, cell: (row) => formatDateTime(row.created_at) },
  { id: 'channel', header: 'Canal', tableHidden: true, cell: (row) => NOTIFICATION_CHANNEL_LABELS[row.channel] },
  { id: 'template', header: 'Modèle', tableHidden: true, cell: (row) => NOTIFICATION_TEMPLATE_LABELS[row.template] },
  { id: 'status', header: 'Statut', card: 'none', className: 'align-top', cell: statusBadge },
  {
    id: 'attempts',
    header: 'Tentatives',
    className: 'align-top',
    cell: (row) => {
      const next = nextAttempt(row)
      return (
        <>
          <p className="tabular-nums">{row.attempts}</p>
          {next ? (
            <p className="text-muted">
              prochaine : <span className="whitespace-nowrap">{next}</span>
            </p>
          ) : null}
        </>
      )
    },
    cardCell: (row) => row.attempts,
  },
  { id: 'next', header: 'Prochaine tentative', tableHidden: true, cell: (row) => nextAttempt(row) ?? '-' },
  { id: 'error', header: 'Erreur', className: 'align-top min-w-40', cell: (row) => <span className="wrap-anywhere">{row.last_error ?? '-'}</span> },
]

export function retryAction(run: (row: NotificationLogEntry) => void, pending: (row: NotificationLogEntry) => boolean): RowAction<NotificationLogEntry> {
  return {
    id: 'retry',
    label: 'Renvoyer',
    ariaLabel: (row) => `Renvoyer le message « ${NOTIFICATION_TEMPLATE_LABELS[row.template]} » à ${recipientName(row)}`,
    Icon: RotateCcw,
    onClick: run,
    pending,
    hidden: (row) => !isRetriable(row),
  }
}
