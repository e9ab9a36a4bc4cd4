import { ANNOUNCEMENT_MESSAGES } from '@tutorat/contracts'
import { Megaphone, Pencil, Plus, Power, PowerOff, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { formatDate } from '../../lib/dates.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Badge } from '../../ui/Badge.tsx'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { ListLoading, ListStatus } from '../../ui/ListStatus.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { ListError } from '../admin/ListError.tsx'
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
  const [toDelete, setToDelete] = useState<AdminAnnouncement | null>(null)
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
  const remove = trpc.announcements.delete.useMutation({
    onSuccess: async () => {
      await refresh()
      toast.success(ANNOUNCEMENT_MESSAGES.deleted)
      closeDelete()
    },
    onError: (error) => void leave(error),
  })
  function closeDelete() {
    remove.reset()
    setToDelete(null)
  }

  const announcements = list.data ?? []
  const active = announcements.filter((announcement) => announcement.is_active).length

  return (
    <div className="space-y-6">
      <PageHeader
        title="Annonces"
        description="Les formations présentées dans le carrousel de l’accueil et sur la page « Nos Cours »."
        actions={
          <Button className="w-full sm:w-auto" onClick={() => setEditing({ mode: 'create' })}>
            <Plus className="size-4" aria-hidden="true" />
            Nouvelle annonce
          </Button>
        }
      />

      <section aria-label="Liste des annonces" aria-busy={list.isFetching || undefined} className="space-y-4">
        {list.isPending ? (
          <ListLoading label="Chargement des annonces…" count={3} className="space-y-3">
            <Card className="flex gap-4 p-3">
              <Skeleton className="aspect-[4/3] w-24 shrink-0 sm:w-36" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-9 w-full" />
              </div>
            </Card>
          </ListLoading>
        ) : list.isError ? (
          <ListError title={LIST_ERROR} list={list} />
        ) : announcements.length === 0 ? (
          <EmptyState
            Icon={Megaphone}
            title="Aucune annonce pour l’instant"
            action={
              <Button onClick={() => setEditing({ mode: 'create' })}>
                <Plus className="size-4" aria-hidden="true" />
                Créer une annonce
              </Button>
            }
          >
            Présentez vos formations : elles apparaîtront sur l’accueil et sur la page « Nos Cours ».
          </EmptyState>
        ) : (
          <>
            <ListStatus>{plural(announcements.length, 'annonce')}, dont {plural(active, 'active')}</ListStatus>
            <ul className="space-y-3">
              {announcements.map((announcement) => (
                <li key={announcement.id}>
                  <AnnouncementRow
                    announcement={announcement}
                    toggling={toggle.isPending && toggle.variables.id === announcement.id}
                    onEdit={() => setEditing({ mode: 'edit', announcement })}
                    onToggle={() => toggle.mutate({ id: announcement.id })}
                    onDelete={() => setToDelete(announcement)}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <AnnouncementFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        announcement={editing?.mode === 'edit' ? editing.announcement : undefined}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : closeDelete())}
        title="Supprimer cette annonce ?"
        description={
          toDelete ? (
            <>
              <p>
                L’annonce <strong className="text-ink">« {toDelete.title} »</strong> et son image seront supprimées
                {toDelete.is_active ? ' ; elle disparaîtra de l’accueil et de la page « Nos Cours »' : ''}.
              </p>
              <p>Pour simplement la masquer, désactivez-la plutôt. Cette action est irréversible.</p>
            </>
          ) : null
        }
        confirmLabel="Supprimer l’annonce"
        pending={remove.isPending}
        error={remove.error ? errorText(remove.error, DELETE_ERROR) : undefined}
        onConfirm={() => toDelete && remove.mutate({ id: toDelete.id })}
      />
    </div>
  )
}

interface AnnouncementRowProps {
  announcement: AdminAnnouncement
  toggling: boolean
  onEdit: () => void
  onToggle: () => void
  onDelete: () => void
}

function AnnouncementRow({ announcement, toggling, onEdit, onToggle, onDelete }: AnnouncementRowProps) {
  const { id, title, description, price, is_active, created_at } = announcement
  const titleId = `announcement-${id}-title`
  return (
    <Card className="overflow-hidden">
      <article aria-labelledby={titleId} className="flex flex-col sm:flex-row">
        <div className="flex gap-3 p-3 sm:flex-1 sm:gap-4">
          <div className="w-24 shrink-0 self-start overflow-hidden rounded-control border border-line sm:w-36">
            <AnnouncementImage picture={announcement} sizes="(min-width: 640px) 144px, 96px" className="aspect-[4/3]" />
          </div>
          <div className="min-w-0 flex-1 space-y-1">
            <h2 id={titleId} className="line-clamp-2 font-bold text-brand-950">
              {title}
            </h2>
            <div className="flex flex-wrap items-center gap-1.5">
              {is_active ? <Badge tone="success">Active</Badge> : <Badge tone="neutral">Inactive</Badge>}
              <span className="text-sm font-semibold text-brand-800">{price || 'Prix non indiqué'}</span>
            </div>
            {description ? <p className="line-clamp-2 text-sm text-muted">{description}</p> : null}
            <p className="text-xs text-muted">
              Créée le <time dateTime={created_at}>{formatDate(created_at)}</time>
            </p>
          </div>
        </div>
        <div className="grid grid-cols-3 gap-2 border-t border-line p-3 sm:w-44 sm:grid-cols-1 sm:content-start sm:border-t-0 sm:border-l">
          <Button variant="secondary" size="sm" aria-label={`Modifier « ${title} »`} onClick={onEdit}>
            <Pencil className="hidden size-4 min-[400px]:block" aria-hidden="true" />
            Modifier
          </Button>
          <Button
            variant="secondary"
            size="sm"
            loading={toggling}
            aria-label={`${is_active ? 'Désactiver' : 'Activer'} « ${title} »`}
            onClick={onToggle}
          >
            {toggling ? null : is_active ? (
              <PowerOff className="hidden size-4 min-[400px]:block" aria-hidden="true" />
            ) : (
              <Power className="hidden size-4 min-[400px]:block" aria-hidden="true" />
            )}
            {is_active ? 'Désactiver' : 'Activer'}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            aria-label={`Supprimer « ${title} »`}
            onClick={onDelete}
          >
            <Trash2 className="hidden size-4 min-[400px]:block" aria-hidden="true" />
            Supprimer
          </Button>
        </div>
      </article>
    </Card>
  )
}
