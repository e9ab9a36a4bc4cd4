import { ANNOUNCEMENT_MESSAGES } from '@tutorat/contracts'
import { Megaphone } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { formatDate } from '../../lib/dates.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { AddButton } from '../../ui/AddButton.tsx'
import { Badge } from '../../ui/Badge.tsx'
import { type DataColumn, DataList, editAction, toggleAction } from '../../ui/DataList.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { AnnouncementImage } from '../announcements/AnnouncementImage.tsx'
import { useLeaveOnRefusal, useSuperAdminErrors } from '../admins/super-admin.ts'
import { errorText } from '../courses/feedback.ts'
import { plural } from '../courses/format.ts'
import { AnnouncementFormDialog } from './AnnouncementFormDialog.tsx'
import type { AdminAnnouncement } from './api.ts'

const LIST_ERROR = 'Erreur lors du chargement des annonces.'
const DELETE_ERROR = 'Erreur lors de la suppression de l’annonce'

type Editing = { mode: 'create' } | { mode: 'edit'; announcement: AdminAnnouncement } | null

/** The formations shown on the home carousel and on /courses (SPEC §2, §7). */
export function AnnouncementsAdminPage() {
  useDocumentTitle('Annonces')
  const utils = trpc.useUtils()
  const list = trpc.announcements.adminList.useQuery()
  useSuperAdminErrors(list.error)
  const leave = useLeaveOnRefusal()
  const [editing, setEditing] = useState<Editing>(null)
  const refresh = () => Promise.all([utils.announcements.adminList.invalidate(), utils.announcements.list.invalidate()])

  const toggle = trpc.announcements.toggle.useMutation({
    onSuccess: async () => {
      await refresh()
      toast.success(ANNOUNCEMENT_MESSAGES.toggled)
    },
    onError: (error) => {
      if (!leave(error)) toast.error(errorText(error, 'Erreur lors de la modification du statut'))
    },
  })

  return (
    <div className="space-y-6">
      <PageHeader
        title="Annonces"
        description="Les formations présentées dans le carrousel de l’accueil et sur la page « Nos Cours »."
        actions={
          <AddButton className="w-full sm:w-auto" onClick={() => setEditing({ mode: 'create' })}>
            Nouvelle annonce
          </AddButton>
        }
      />

      <DataList
        query={list}
        columns={COLUMNS}
        rowName={(announcement) => announcement.title}
        actions={[
          editAction((announcement: AdminAnnouncement) => setEditing({ mode: 'edit', announcement })),
          toggleAction({
            isActive: (announcement: AdminAnnouncement) => announcement.is_active,
            onClick: (announcement) => toggle.mutate({ id: announcement.id }),
            pending: (announcement) => toggle.isPending && toggle.variables.id === announcement.id,
          }),
        ]}
        remove={{
          title: 'Supprimer cette annonce ?',
          description: (announcement) => (
            <>
              <p>
                L’annonce <strong className="text-ink">« {announcement.title} »</strong> et son image seront supprimées
                {announcement.is_active ? ' ; elle disparaîtra de l’accueil et de la page « Nos Cours »' : ''}.
              </p>
              <p>Pour simplement la masquer, désactivez-la plutôt. Cette action est irréversible.</p>
            </>
          ),
          confirmLabel: 'Supprimer l’annonce',
          run: (announcement) => utils.client.announcements.delete.mutate({ id: announcement.id }),
          onDeleted: async () => {
            await refresh()
            toast.success(ANNOUNCEMENT_MESSAGES.deleted)
          },
          onError: (error) => void leave(error),
          errorText: (error) => errorText(error, DELETE_ERROR),
        }}
        label="Liste des annonces"
        caption="Annonces"
        // the table needs the 1280 px of a laptop (sidebar, thumbnail, two action buttons): cards below
        breakpoint="xl"
        cardsClassName="md:grid-cols-2"
        loadingLabel="Chargement des annonces…"
        errorTitle={LIST_ERROR}
        skeletonCount={3}
        status={(rows) => `${plural(rows.length, 'annonce')}, dont ${plural(rows.filter((row) => row.is_active).length, 'active')}`}
        empty={
          <EmptyState
            Icon={Megaphone}
            title="Aucune annonce pour l’instant"
            action={
              <AddButton onClick={() => setEditing({ mode: 'create' })}>
                Créer une annonce
              </AddButton>
            }
          >
            Présentez vos formations : elles apparaîtront sur l’accueil et sur la page « Nos Cours ».
          </EmptyState>
        }
      />

      <AnnouncementFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        announcement={editing?.mode === 'edit' ? editing.announcement : undefined}
      />
    </div>
  )
}

/** Which course a payment opens; a formation whose course was deleted is no longer sold. */
function SaleBadge({ announcement }: { announcement: AdminAnnouncement }) {
  // a sentence, not a badge: a course title is long and must wrap on a phone
  if (announcement.course_title) return <span className="block text-xs font-semibold text-brand-800">Liée au cours « {announcement.course_title} »</span>
  if (announcement.amount_mad !== null) return <Badge tone="warning">Cours supprimé : vente suspendue</Badge>
  return null
}

function Price({ announcement }: { announcement: AdminAnnouncement }) {
  return <p className="font-semibold whitespace-nowrap text-brand-800">{announcement.price || 'Prix non indiqué'}</p>
}

const COLUMNS: DataColumn<AdminAnnouncement>[] = [
  {
    id: 'image',
    header: 'Image',
    hideHeader: true,
    card: 'media',
    className: 'w-28',
    cell: (announcement) => (
      <div className="w-24 overflow-hidden rounded-control border border-line">
        <AnnouncementImage picture={announcement} sizes="96px" className="aspect-[4/3]" />
      </div>
    ),
  },
  {
    id: 'title',
    header: 'Annonce',
    rowHeader: true,
    sortValue: (announcement) => announcement.title,
    cell: (announcement) => (
      <>
        <p className="line-clamp-2 font-semibold text-ink">{announcement.title}</p>
        {announcement.description ? <p className="line-clamp-2 text-muted">{announcement.description}</p> : null}
      </>
    ),
    cardCell: (announcement) => <span className="line-clamp-2">{announcement.title}</span>,
  },
  // in the table, the sale sits under the price it sells at: one column less, so 1280 px hold the table
  { id: 'sale', header: 'Vente en ligne', card: 'body', tableHidden: true, cell: (announcement) => <SaleBadge announcement={announcement} /> },
  { id: 'state', header: 'Statut', card: 'body', cell: (announcement) => (announcement.is_active ? <Badge tone="success">Active</Badge> : <Badge tone="neutral">Inactive</Badge>) },
  {
    id: 'price',
    header: 'Prix',
    card: 'body',
    className: 'min-w-40 space-y-1',
    cell: (announcement) => (
      <>
        <Price announcement={announcement} />
        <SaleBadge announcement={announcement} />
      </>
    ),
    cardCell: (announcement) => <Price announcement={announcement} />,
  },
  {
    id: 'description',
    header: 'Description',
    card: 'body',
    tableHidden: true,
    cell: (announcement) => (announcement.description ? <p className="line-clamp-2">{announcement.description}</p> : null),
  },
  {
    id: 'created',
    header: 'Créée le',
    card: 'body',
    className: 'whitespace-nowrap',
    sortValue: (announcement) => announcement.created_at,
    cell: (announcement) => <time dateTime={announcement.created_at}>{formatDate(announcement.created_at)}</time>,
    cardCell: (announcement) => (
      <span className="text-xs">
        Créée le <time dateTime={announcement.created_at}>{formatDate(announcement.created_at)}</time>
      </span>
    ),
  },
]
