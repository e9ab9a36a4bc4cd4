import { getRouteApi, Link } from '@tanstack/react-router'
import { type Application, LIMITS } from '@tutorat/contracts'
import { Download, Eye, FileDown, Inbox } from 'lucide-react'
import { useMemo, useState } from 'react'
import { toast } from 'sonner'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { DataList, type DeleteAction, type RowAction } from '../../ui/DataList.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { NoMatch } from '../../ui/NoMatch.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { columns } from './application-columns.tsx'
import { ApplicationFilters } from './ApplicationFilters.tsx'
import { CvPreviewDialog, previewable } from './CvPreviewDialog.tsx'
import { errorText, statusOf, useLeaveOnRefusal, useSignOut } from './feedback.ts'
import { plural } from './format.ts'
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
  const [previewOf, setPreviewOf] = useState<Application | null>(null)
  const downloadCv = (application: Application) => void download(`cv-${application.id}`, application.cv_url, application.cv_original_name || 'cv', CV_ERROR)

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
        actions={cvActions(setPreviewOf, downloadCv, (application) => pending === `cv-${application.id}`)}
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
      <CvPreviewDialog application={previewOf} onClose={() => setPreviewOf(null)} />
    </div>
  )
}

/** « Voir le CV » for a PDF or a picture (in a dialog), « Télécharger le CV » for every CV. */
function cvActions(onView: (application: Application) => void, onDownload: (application: Application) => void, pending: (application: Application) => boolean): RowAction<Application>[] {
  return [
    { id: 'cv-view', label: 'Voir le CV', ariaLabel: (application) => `Voir le CV de ${application.full_name}`, Icon: Eye, hidden: (application) => !previewable(application), onClick: onView },
    { id: 'cv', label: 'Télécharger le CV', ariaLabel: (application) => `Télécharger le CV de ${application.full_name}`, Icon: Download, pending, onClick: onDownload },
  ]
}

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
