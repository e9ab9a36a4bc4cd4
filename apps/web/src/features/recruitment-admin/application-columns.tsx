import { type Application, APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, OTHER_APPLICATIONS_CAP } from '@tutorat/contracts'
import { Mail, Phone, Repeat } from 'lucide-react'
import { formatDate, formatDateTime } from '../../lib/dates.ts'
import { Badge } from '../../ui/Badge.tsx'
import { EmailText } from '../../ui/EmailText.tsx'
import type { DataColumn } from '../../ui/DataList.tsx'
import { Options, Select } from '../../ui/Select.tsx'
import { STATUS_TONES } from './format.ts'
import type { ApplicationStatus } from './search.ts'

export type OnStatus = (application: Application, status: ApplicationStatus) => void

function StatusSelect({ application, onStatus }: { application: Application; onStatus: OnStatus }) {
  return (
    <Select
      label={`Statut de la candidature de ${application.full_name}`}
      hideLabel
      value={application.status}
      onChange={(event) => onStatus(application, event.target.value as ApplicationStatus)}
      className="min-w-40"
    >
      <Options values={APPLICATION_STATUSES} label={(status) => APPLICATION_STATUS_LABELS[status]} />
    </Select>
  )
}

/** « A déjà postulé (N) »: the same email or phone on other applications, to any offer. */
export function RepeatBadge({ application }: { application: Application }) {
  if (application.other_applications === 0) return null
  return (
    <Badge tone="warning">
      <Repeat className="size-3" aria-hidden="true" />A déjà postulé ({application.other_applications >= OTHER_APPLICATIONS_CAP ? `${OTHER_APPLICATIONS_CAP}+` : application.other_applications})
    </Badge>
  )
}

function Contact({ application }: { application: Application }) {
  return (
    <div className="space-y-0.5 text-sm">
      <a href={`mailto:${application.email}`} title={application.email} className="flex items-center gap-1.5 text-brand-800 hover:underline">
        <Mail className="size-3.5 shrink-0" aria-hidden="true" />
        <EmailText email={application.email} />
      </a>
      {application.phone ? (
        <a href={`tel:${application.phone.replace(/[^\d+]/g, '')}`} className="flex items-center gap-1.5 text-muted hover:underline">
          <Phone className="size-3.5 shrink-0" aria-hidden="true" />
          {application.phone}
        </a>
      ) : null}
    </div>
  )
}

function Message({ application }: { application: Application }) {
  if (!application.message) return null
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer font-medium text-brand-800 hover:underline">Lire le message</summary>
      <p className="mt-1 max-w-prose break-words whitespace-pre-line text-ink">{application.message}</p>
    </details>
  )
}

export const columns = (onStatus: OnStatus): DataColumn<Application>[] => [
  {
    id: 'name',
    header: 'Candidat',
    rowHeader: true,
    className: 'align-top space-y-1',
    cell: (application) => (
      <>
        <p className="font-semibold text-ink">{application.full_name}</p>
        <RepeatBadge application={application} />
        <Contact application={application} />
        <Message application={application} />
      </>
    ),
    cardCell: (application) => application.full_name,
  },
  {
    id: 'status-badge',
    header: 'Statut',
    tableHidden: true,
    card: 'aside',
    cell: (application) => <Badge tone={STATUS_TONES[application.status]}>{APPLICATION_STATUS_LABELS[application.status]}</Badge>,
  },
  {
    id: 'offer',
    header: 'Offre',
    card: 'body',
    className: 'align-top',
    cell: (application) => (
      <>
        <p className="font-medium text-ink">{application.job_offer_title}</p>
        <p className="text-muted">{application.company}</p>
      </>
    ),
    cardCell: (application) => `${application.job_offer_title} · ${application.company}`,
  },
  { id: 'repeat', header: 'Candidatures précédentes', tableHidden: true, card: 'body', cell: (application) => <RepeatBadge application={application} /> },
  { id: 'contact', header: 'Contact', tableHidden: true, card: 'body', cell: (application) => <Contact application={application} /> },
  { id: 'school', header: 'École', className: 'align-top', cell: (application) => application.school || '-' },
  {
    id: 'received',
    header: 'Reçue le',
    className: 'align-top whitespace-nowrap',
    cell: (application) => <span title={formatDateTime(application.created_at)}>{formatDate(application.created_at)}</span>,
    cardCell: (application) => formatDate(application.created_at),
  },
  { id: 'message', header: 'Message', tableHidden: true, card: 'body', cell: (application) => <Message application={application} /> },
  { id: 'status', header: 'Statut', card: 'body', className: 'align-top', cell: (application) => <StatusSelect application={application} onStatus={onStatus} /> },
]

