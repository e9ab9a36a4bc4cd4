import { SESSION_REQUEST_KIND_LABELS, SESSION_REQUEST_STATUS_LABELS, type SessionRequest, type SessionRequestStatus, whatsappLink } from '@tutorat/contracts'
import { CalendarPlus, Eye, Mail, MessageCircle, Phone } from 'lucide-react'
import { SITE_NAME } from '../../lib/brand.ts'
import { formatDate, formatDateTime } from '../../lib/dates.ts'
import { Badge, type BadgeTone } from '../../ui/Badge.tsx'
import type { DataColumn, RowAction } from '../../ui/DataList.tsx'

const STATUS_TONES: Record<SessionRequestStatus, BadgeTone> = { nouvelle: 'accent', contactee: 'brand', planifiee: 'success', close: 'neutral' }

export const RequestStatusBadge = ({ request }: { request: Pick<SessionRequest, 'status'> }) => (
  <Badge tone={STATUS_TONES[request.status]}>{SESSION_REQUEST_STATUS_LABELS[request.status]}</Badge>
)

/** « Lycée Ibn Sina · Intermédiaire · Mathématiques » */
export const requestProfile = (request: SessionRequest) => `${request.school} · ${request.level} · ${request.subject}`

/** The first WhatsApp message, ready to send: who we are, what they asked for, when they are free. */
export function whatsappMessage(request: SessionRequest): string {
  const what = request.kind === 'evaluation' ? 'votre séance d’évaluation gratuite' : 'votre séance solo'
  return `Bonjour ${request.name}, ici l’équipe ${SITE_NAME}. Nous avons bien reçu votre demande pour ${what} en ${request.subject}. Quel créneau vous conviendrait le mieux ?`
}

const LINK = 'inline-flex min-h-6 items-center gap-1.5 wrap-anywhere hover:underline'

/** Phone, WhatsApp (a prefilled message) and e-mail of the person who asked. */
export function RequestContact({ request }: { request: SessionRequest }) {
  return (
    <span className="flex flex-col gap-0.5 text-sm">
      <span className="flex flex-wrap items-center gap-x-3">
        <a href={`tel:${request.phone}`} className={`${LINK} text-muted`}>
          <Phone className="size-3.5 shrink-0" aria-hidden="true" />
          {request.phone}
        </a>
        <a
          href={whatsappLink(request.phone, whatsappMessage(request))}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Écrire à ${request.name} sur WhatsApp (nouvel onglet)`}
          className={`${LINK} font-medium text-emerald-800`}
        >
          <MessageCircle className="size-3.5 shrink-0" aria-hidden="true" />
          WhatsApp
        </a>
      </span>
      <a href={`mailto:${request.email}`} className={`${LINK} text-brand-800`}>
        <Mail className="size-3.5 shrink-0" aria-hidden="true" />
        {request.email}
      </a>
    </span>
  )
}

/** The row's two actions: read and follow up, or plan the session straight away. */
export function requestActions(onOpen: (request: SessionRequest) => void, onSchedule: (request: SessionRequest) => void): RowAction<SessionRequest>[] {
  return [
    { id: 'open', label: 'Voir', ariaLabel: (request) => `Voir la demande de ${request.name}`, Icon: Eye, onClick: onOpen },
    {
      id: 'schedule',
      label: 'Planifier',
      ariaLabel: (request) => `Planifier une séance solo pour ${request.name}`,
      Icon: CalendarPlus,
      hidden: (request) => request.session_id !== null,
      onClick: onSchedule,
    },
  ]
}

export const REQUEST_COLUMNS: DataColumn<SessionRequest>[] = [
  {
    id: 'name',
    header: 'Demande',
    rowHeader: true,
    className: 'align-top min-w-44',
    cell: (request) => (
      <>
        <p className="font-semibold text-ink">{request.name}</p>
        <p className="text-muted">{SESSION_REQUEST_KIND_LABELS[request.kind]}</p>
        <p className="text-muted" title={formatDateTime(request.created_at)}>
          {formatDate(request.created_at)}
        </p>
        {/* the status here, not in a column of its own: the table fits beside the sidebar at 1280 px */}
        <span className="mt-1 block">
          <RequestStatusBadge request={request} />
        </span>
      </>
    ),
    cardCell: (request) => request.name,
  },
  { id: 'status-badge', header: 'Statut', tableHidden: true, card: 'aside', cell: (request) => <RequestStatusBadge request={request} /> },
  { id: 'kind', header: 'Type', tableHidden: true, card: 'body', cell: (request) => `${SESSION_REQUEST_KIND_LABELS[request.kind]} · reçue le ${formatDate(request.created_at)}` },
  { id: 'contact', header: 'Contact', card: 'body', className: 'align-top min-w-56', cell: (request) => <RequestContact request={request} /> },
  {
    id: 'profile',
    header: 'Profil et disponibilités',
    card: 'body',
    className: 'align-top min-w-52',
    cell: (request) => (
      <>
        <p className="text-ink">{requestProfile(request)}</p>
        <p className="break-words whitespace-pre-line text-muted">Disponibilités : {request.preferred_times || 'non indiquées'}</p>
      </>
    ),
    cardCell: requestProfile,
  },
  { id: 'times', header: 'Disponibilités', tableHidden: true, cell: (request) => request.preferred_times || <span className="text-muted">Non indiquées</span> },
]
