import { getRouteApi, Link } from '@tanstack/react-router'
import { type Application, APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, LIMITS } from '@tutorat/contracts'
import { Download, FileDown, Inbox, Mail, Phone} from 'lucide-react'
import { useMemo } from 'react'
import { toast } from 'sonner'
import { formatDate, formatDateTime } from '../../lib/dates.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Badge } from '../../ui/Badge.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { type DataColumn, DataList, type DeleteAction } from '../../ui/DataList.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { NoMatch } from '../../ui/NoMatch.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { Options, Select } from '../../ui/Select.tsx'
import { ApplicationFilters } from './ApplicationFilters.tsx'
import { errorText, statusOf, useLeaveOnRefusal, useSignOut } from './feedback.ts'
import { plural, STATUS_TONES } from './format.ts'
import type { ApplicationStatus } from './routes.ts'
import { CV_ERROR, EXPORT_ERROR, exportUrl, useAdminDownload, useApplicationList, useChangeStatus } from './use-applications.ts'

const route = getRouteApi('/admin/applications')
const LIST_ERROR = 'Erreur lors du chargement des candidatures.'

/** SPEC §2 /admin/applications: review, status, CV, CSV. */
export function ApplicationsPage() {
  useDocumentTitle('Candidatures')
  const filter = route.useSearch()
  const offers = trpc.recruitment.adminList.useQuery({ limit: LIMITS.listMaxLimit })
  const list = useApplicationList(filter)
  const changeStatus = useChangeStatus()
  const { pending, download } = useAdminDownload()
  const remove = useDeleteApplication()
  useLeaveOnRefusal(list.error, offers.error)
  const filtered = Boolean(filter.offer || filter.status || filter.search)
  const { mutate: setStatus } = changeStatus
  const tableColumns = useMemo(() => columns((application, status) => setStatus({ id: application.id, status })), [setStatus])

  return (
    <div className="space-y-6">
      <PageHeader
        title="Candidatures"
        description="Les candidatures reçues pour vos offres d’emploi : CV, statut et export."
        actions={
          <Button
            variant="secondary"
            className="w-full sm:w-auto"
            loading={pending === 'export'}
            onClick={() => void download('export', exportUrl(filter), 'candidatures.csv', EXPORT_ERROR, 'Export CSV téléchargé')}
          >
            {pending === 'export' ? null : <FileDown className="size-4" aria-hidden="true" />}
            {filtered ? 'Exporter la sélection (CSV)' : 'Exporter en CSV'}
          </Button>
        }
      />

      <ApplicationFilters offers={offers.data} />

      <DataList
        query={list}
        columns={tableColumns}
        rowName={(application) => application.full_name}
        actions={[
          {
            id: 'cv',
            label: 'CV',
            ariaLabel: (application: Application) => `Télécharger le CV de ${application.full_name}`,
            Icon: Download,
            pending: (application) => pending === `cv-${application.id}`,
            onClick: (application) => void download(`cv-${application.id}`, application.cv_url, application.cv_original_name || 'cv', CV_ERROR),
          },
        ]}
        remove={remove}
        label="Liste des candidatures"
        caption="Candidatures"
        loadingLabel="Chargement des candidatures…"
        errorTitle={LIST_ERROR}
        breakpoint="xl"
        cardsClassName="md:grid-cols-2"
        moreLabel="Afficher plus de candidatures"
        status={(rows, more) => (more ? `Les ${rows.length} candidatures les plus récentes` : plural(rows.length, 'candidature'))}
        empty={
          filtered ? (
            <NoMatch title="Aucune candidature ne correspond à ces filtres" clearTo="/admin/applications">
              Essayez une autre offre, un autre statut ou un autre nom.
            </NoMatch>
          ) : (
            <EmptyState
              Icon={Inbox}
              title="Aucune candidature pour le moment"
              action={
                <Link to="/admin/recruitment" className={buttonClasses('secondary')}>
                  Gérer les offres
                </Link>
              }
            >
              Les candidatures envoyées depuis la page Recrutement du site apparaîtront ici, avec leur CV.
            </EmptyState>
          )
        }
      />
    </div>
  )
}

type OnStatus = (application: Application, status: ApplicationStatus) => void

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

function Contact({ application }: { application: Application }) {
  return (
    <div className="space-y-0.5 text-sm">
      <a href={`mailto:${application.email}`} className="flex items-center gap-1.5 break-all text-brand-800 hover:underline">
        <Mail className="size-3.5 shrink-0" aria-hidden="true" />
        {application.email}
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

const columns = (onStatus: OnStatus): DataColumn<Application>[] => [
  {
    id: 'name',
    header: 'Candidat',
    rowHeader: true,
    className: 'align-top space-y-1',
    cell: (application) => (
      <>
        <p className="font-semibold text-ink">{application.full_name}</p>
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

function useDeleteApplication(): DeleteAction<Application> {
  const utils = trpc.useUtils()
  const signOut = useSignOut()
  return {
    ariaLabel: (application) => `Supprimer la candidature de ${application.full_name}`,
    title: 'Supprimer cette candidature ?',
    description: (application) => (
      <>
        <p>
          La candidature de <strong className="text-ink">{application.full_name}</strong> pour « {application.job_offer_title} » et son CV seront
          supprimés définitivement.
        </p>
        <p>Cette action est irréversible.</p>
      </>
    ),
    confirmLabel: 'Supprimer la candidature',
    run: (application) => utils.client.applications.delete.mutate({ id: application.id }),
    onDeleted: async (result) => {
      // the list, and the counts on the offers page
      await Promise.all([utils.applications.list.invalidate(), utils.recruitment.adminList.invalidate(), utils.recruitment.stats.invalidate()])
      toast.success((result as { message: string }).message)
    },
    onError: (error) => {
      if (statusOf(error) === 401) signOut()
    },
    errorText: (error) => errorText(error, 'Erreur lors de la suppression'),
  }
}
