import { getRouteApi, Link } from '@tanstack/react-router'
import { type Application, APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, LIMITS } from '@tutorat/contracts'
import { Download, FileDown, Inbox, Mail, Phone, SearchX, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { formatDate, formatDateTime } from '../../lib/dates.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Badge } from '../../ui/Badge.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { ListStatus } from '../../ui/ListStatus.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { Select } from '../../ui/Select.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { ListError } from '../admin/ListError.tsx'
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
  const [deleting, setDeleting] = useState<Application | null>(null)
  useLeaveOnRefusal(list.error, offers.error)

  const applications = list.data?.pages.flat() ?? []
  const filtered = Boolean(filter.offer || filter.status || filter.search)
  const actions: RowActions = {
    onStatus: (application, status) => changeStatus.mutate({ id: application.id, status }),
    onCv: (application) =>
      void download(`cv-${application.id}`, application.cv_url, application.cv_original_name || 'cv', CV_ERROR),
    onDelete: setDeleting,
    downloading: pending,
  }

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

      <section aria-label="Liste des candidatures" aria-busy={list.isFetching || undefined} className="space-y-4">
        {list.isPending ? (
          <>
            <ListStatus>Chargement des candidatures…</ListStatus>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-20 w-full" />
            ))}
          </>
        ) : list.isError && applications.length === 0 ? (
          <ListError title={LIST_ERROR} list={list} />
        ) : applications.length === 0 ? (
          filtered ? (
            <EmptyState
              Icon={SearchX}
              title="Aucune candidature ne correspond à ces filtres"
              action={
                <Link to="/admin/applications" search={{}} className={buttonClasses('secondary')}>
                  Effacer les filtres
                </Link>
              }
            >
              Essayez une autre offre, un autre statut ou un autre nom.
            </EmptyState>
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
        ) : (
          <>
            <ListStatus>
              {list.hasNextPage ? `Les ${applications.length} candidatures les plus récentes` : plural(applications.length, 'candidature')}
            </ListStatus>
            <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
              <ApplicationsTable applications={applications} {...actions} />
              <ApplicationCards applications={applications} {...actions} />
            </div>
            {list.hasNextPage ? (
              <div className="flex justify-center">
                <Button variant="secondary" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
                  Afficher plus de candidatures
                </Button>
              </div>
            ) : null}
            {list.isError ? <Alert tone="error">{LIST_ERROR}</Alert> : null}
          </>
        )}
      </section>

      <DeleteApplicationDialog application={deleting} onClose={() => setDeleting(null)} />
    </div>
  )
}

interface RowActions {
  onStatus: (application: Application, status: ApplicationStatus) => void
  onCv: (application: Application) => void
  onDelete: (application: Application) => void
  /** `cv-{id}` while that CV downloads. */
  downloading: string | null
}

function StatusSelect({ application, onStatus }: { application: Application } & Pick<RowActions, 'onStatus'>) {
  return (
    <Select
      label={`Statut de la candidature de ${application.full_name}`}
      hideLabel
      value={application.status}
      onChange={(event) => onStatus(application, event.target.value as ApplicationStatus)}
      className="min-w-40"
    >
      {APPLICATION_STATUSES.map((status) => (
        <option key={status} value={status}>
          {APPLICATION_STATUS_LABELS[status]}
        </option>
      ))}
    </Select>
  )
}

function RowButtons({ application, onCv, onDelete, downloading }: { application: Application } & Omit<RowActions, 'onStatus'>) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <Button
        variant="secondary"
        size="sm"
        loading={downloading === `cv-${application.id}`}
        onClick={() => onCv(application)}
        aria-label={`Télécharger le CV de ${application.full_name}`}
        title={application.cv_original_name}
      >
        {downloading === `cv-${application.id}` ? null : <Download className="size-4" aria-hidden="true" />}
        CV
      </Button>
      <Button
        variant="secondary"
        size="sm"
        className="border-red-200 text-red-700 hover:bg-red-50"
        onClick={() => onDelete(application)}
        aria-label={`Supprimer la candidature de ${application.full_name}`}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Supprimer</span>
      </Button>
    </div>
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

function ApplicationsTable({ applications, onStatus, ...actions }: RowActions & { applications: Application[] }) {
  return (
    <Card className="hidden overflow-x-auto xl:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Candidatures</caption>
        <thead className="border-b border-line bg-slate-50 text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Candidat</th>
            <th scope="col" className="px-4 py-3 font-semibold">Offre</th>
            <th scope="col" className="px-4 py-3 font-semibold">École</th>
            <th scope="col" className="px-4 py-3 font-semibold">Reçue le</th>
            <th scope="col" className="px-4 py-3 font-semibold">Statut</th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {applications.map((application) => (
            <tr key={application.id} className="align-top hover:bg-slate-50/60">
              <th scope="row" className="space-y-1 px-4 py-3 font-normal">
                <p className="font-semibold text-ink">{application.full_name}</p>
                <Contact application={application} />
                <Message application={application} />
              </th>
              <td className="px-4 py-3">
                <p className="font-medium text-ink">{application.job_offer_title}</p>
                <p className="text-muted">{application.company}</p>
              </td>
              <td className="px-4 py-3">{application.school || '-'}</td>
              <td className="px-4 py-3 whitespace-nowrap" title={formatDateTime(application.created_at)}>
                {formatDate(application.created_at)}
              </td>
              <td className="px-4 py-3">
                <StatusSelect application={application} onStatus={onStatus} />
              </td>
              <td className="px-4 py-3">
                <RowButtons application={application} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  )
}

/** Phones and tablets: one card per application instead of a table too wide to read. */
function ApplicationCards({ applications, onStatus, ...actions }: RowActions & { applications: Application[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2 xl:hidden" aria-label="Candidatures">
      {applications.map((application) => (
        <li key={application.id}>
          <Card className="flex h-full flex-col gap-3 p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-bold break-words text-ink">{application.full_name}</p>
                <p className="text-sm break-words text-muted">
                  {application.job_offer_title} · {application.company}
                </p>
              </div>
              <Badge tone={STATUS_TONES[application.status]}>{APPLICATION_STATUS_LABELS[application.status]}</Badge>
            </div>
            <Contact application={application} />
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-xs text-muted">École</dt>
                <dd className="break-words">{application.school || '-'}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Reçue le</dt>
                <dd>{formatDate(application.created_at)}</dd>
              </div>
            </dl>
            <Message application={application} />
            <div className="mt-auto flex flex-wrap items-end justify-between gap-2 border-t border-line pt-3">
              <StatusSelect application={application} onStatus={onStatus} />
              <RowButtons application={application} {...actions} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  )
}

function DeleteApplicationDialog({ application, onClose }: { application: Application | null; onClose: () => void }) {
  const utils = trpc.useUtils()
  const signOut = useSignOut()
  const remove = trpc.applications.delete.useMutation({
    onSuccess: async ({ message }) => {
      // the list, and the counts on the offers page
      await Promise.all([utils.applications.list.invalidate(), utils.recruitment.adminList.invalidate(), utils.recruitment.stats.invalidate()])
      toast.success(message)
      close()
    },
    onError: (error) => {
      if (statusOf(error) === 401) signOut()
    },
  })
  function close() {
    remove.reset()
    onClose()
  }
  return (
    <ConfirmDialog
      open={application !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Supprimer cette candidature ?"
      description={
        application ? (
          <>
            <p>
              La candidature de <strong className="text-ink">{application.full_name}</strong> pour « {application.job_offer_title} » et son CV seront
              supprimés définitivement.
            </p>
            <p>Cette action est irréversible.</p>
          </>
        ) : null
      }
      confirmLabel="Supprimer la candidature"
      pending={remove.isPending}
      error={remove.error ? errorText(remove.error, 'Erreur lors de la suppression') : undefined}
      onConfirm={() => application && remove.mutate({ id: application.id })}
    />
  )
}
