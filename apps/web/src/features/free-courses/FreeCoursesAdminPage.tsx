import { useMutation } from '@tanstack/react-query'
import { FREE_COURSE_MESSAGES } from '@tutorat/contracts'
import { ExternalLink, FileText, Library, Pencil, Plus, Power, PowerOff, Trash2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { toast } from 'sonner'
import { cn } from '../../lib/cn.ts'
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
import { useLeaveOnRefusal, useSuperAdminErrors } from '../admins/super-admin.ts'
import { errorText } from '../courses/feedback.ts'
import { plural } from '../courses/format.ts'
import { setFreeCourseActive } from './api.ts'
import { distinct, type FreeCourse, groupByCategory } from './catalogue.ts'
import { CATEGORY_ICONS } from './FreeCourseCard.tsx'
import { FreeCourseFormDialog } from './FreeCourseFormDialog.tsx'

const LIST_ERROR = 'Erreur lors du chargement des ressources.'
const DELETE_ERROR = 'Erreur lors de la suppression de la ressource'

type Editing = { mode: 'create' } | { mode: 'edit'; course: FreeCourse } | null

/** /admin/cours-gratuits: the resources of the public /cours-gratuits page, by category. */
export function FreeCoursesAdminPage() {
  useDocumentTitle('Cours gratuits')
  const utils = trpc.useUtils()
  const list = trpc.freeCourses.adminList.useQuery()
  useSuperAdminErrors(list.error)
  const leave = useLeaveOnRefusal()
  const [editing, setEditing] = useState<Editing>(null)
  const [toDelete, setToDelete] = useState<FreeCourse | null>(null)
  const refresh = () => Promise.all([utils.freeCourses.adminList.invalidate(), utils.freeCourses.list.invalidate(), utils.dashboard.stats.invalidate()])

  const toggle = useMutation({
    mutationFn: (course: FreeCourse) => setFreeCourseActive(course.id, !course.is_active),
    onSuccess: async (saved) => {
      await refresh()
      toast.success(saved.is_active ? 'Ressource visible sur le site.' : 'Ressource masquée du site.')
    },
    onError: (error) => {
      if (!leave(error)) toast.error(errorText(error, 'Erreur lors de la modification du statut'))
    },
  })
  const remove = trpc.freeCourses.delete.useMutation({
    onSuccess: async () => {
      await refresh()
      toast.success(FREE_COURSE_MESSAGES.deleted)
      closeDelete()
    },
    onError: (error) => void leave(error),
  })
  function closeDelete() {
    remove.reset()
    setToDelete(null)
  }

  const courses = useMemo(() => list.data ?? [], [list.data])
  const groups = useMemo(() => groupByCategory(courses), [courses])
  const schools = useMemo(() => distinct(courses, 'school'), [courses])
  const levels = useMemo(() => distinct(courses, 'level'), [courses])
  const active = courses.filter((course) => course.is_active).length

  return (
    <div className="space-y-6">
      <PageHeader
        title="Cours gratuits"
        description="Cours, travaux dirigés, examens corrigés et ressources de concours de la page publique « Cours et Concours Gratuit »."
        actions={
          <Button className="w-full sm:w-auto" onClick={() => setEditing({ mode: 'create' })}>
            <Plus className="size-4" aria-hidden="true" />
            Nouvelle ressource
          </Button>
        }
      />

      <section aria-label="Liste des ressources" aria-busy={list.isFetching || undefined} className="space-y-6">
        {list.isPending ? (
          <ListLoading label="Chargement des ressources…" count={4} className="space-y-3">
            <Card className="flex items-center gap-3 p-4">
              <Skeleton className="size-11 shrink-0" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
              </div>
            </Card>
          </ListLoading>
        ) : list.isError ? (
          <ListError title={LIST_ERROR} list={list} />
        ) : courses.length === 0 ? (
          <EmptyState
            Icon={Library}
            title="Aucune ressource gratuite pour l’instant"
            action={
              <Button onClick={() => setEditing({ mode: 'create' })}>
                <Plus className="size-4" aria-hidden="true" />
                Ajouter une ressource
              </Button>
            }
          >
            Ajoutez un PDF ou un lien : il apparaîtra sur la page publique, rangé par catégorie.
          </EmptyState>
        ) : (
          <>
            <ListStatus>{plural(courses.length, 'ressource')}, dont {plural(active, 'active')}</ListStatus>
            {groups.map((group) => (
              <section key={group.category} aria-labelledby={`admin-${group.category}-title`} className="space-y-3">
                <h2 id={`admin-${group.category}-title`} className="text-lg font-bold text-brand-950">
                  {group.label} <span className="text-sm font-normal text-muted">({group.courses.length})</span>
                </h2>
                <ul className="space-y-3">
                  {group.courses.map((course) => (
                    <li key={course.id}>
                      <FreeCourseRow
                        course={course}
                        toggling={toggle.isPending && toggle.variables.id === course.id}
                        onEdit={() => setEditing({ mode: 'edit', course })}
                        onToggle={() => toggle.mutate(course)}
                        onDelete={() => setToDelete(course)}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </section>

      <FreeCourseFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        course={editing?.mode === 'edit' ? editing.course : undefined}
        schools={schools}
        levels={levels}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : closeDelete())}
        title="Supprimer cette ressource ?"
        description={
          toDelete ? (
            <>
              <p>
                <strong className="text-ink">« {toDelete.title} »</strong>
                {toDelete.file_url ? ' et son fichier PDF seront supprimés' : ' sera supprimée'} et disparaîtra de la page publique.
              </p>
              <p>Pour simplement la masquer, désactivez-la plutôt. Cette action est irréversible.</p>
            </>
          ) : null
        }
        confirmLabel="Supprimer la ressource"
        pending={remove.isPending}
        error={remove.error ? errorText(remove.error, DELETE_ERROR) : undefined}
        onConfirm={() => toDelete && remove.mutate({ id: toDelete.id })}
      />
    </div>
  )
}

interface FreeCourseRowProps {
  course: FreeCourse
  toggling: boolean
  onEdit: () => void
  onToggle: () => void
  onDelete: () => void
}

function FreeCourseRow({ course, toggling, onEdit, onToggle, onDelete }: FreeCourseRowProps) {
  const { Icon, tone } = CATEGORY_ICONS[course.category]
  const titleId = `admin-free-course-${course.id}`
  return (
    <Card className={cn(!course.is_active && 'bg-slate-50')}>
      <article aria-labelledby={titleId} className="flex flex-col gap-3 p-4 md:flex-row md:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-control', tone)}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 space-y-1.5">
            <h3 id={titleId} className="leading-snug font-bold text-brand-950">
              {course.title}
            </h3>
            <div className="flex flex-wrap items-center gap-1.5">
              {course.is_active ? <Badge tone="success">Active</Badge> : <Badge tone="neutral">Inactive</Badge>}
              {course.school ? <Badge tone="brand">{course.school}</Badge> : null}
              {course.level ? <Badge tone="neutral">{course.level}</Badge> : null}
            </div>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
              {course.file_url ? (
                <a
                  href={course.file_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`PDF de « ${course.title} » (nouvel onglet)`}
                  className="inline-flex items-center gap-1 font-medium text-brand-800 hover:underline">
                  <FileText className="size-4" aria-hidden="true" />
                  PDF
                </a>
              ) : null}
              {course.external_url ? (
                <a
                  href={course.external_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Lien de « ${course.title} » (nouvel onglet)`}
                  className="inline-flex items-center gap-1 font-medium text-brand-800 hover:underline">
                  <ExternalLink className="size-4" aria-hidden="true" />
                  Lien
                </a>
              ) : null}
              <span>
                Ajoutée le <time dateTime={course.created_at}>{formatDate(course.created_at)}</time>
              </span>
            </p>
          </div>
        </div>
        <div className="grid grid-cols-3 gap-2 md:flex md:shrink-0">
          <Button variant="secondary" size="sm" aria-label={`Modifier « ${course.title} »`} onClick={onEdit}>
            <Pencil className="hidden size-4 min-[400px]:block" aria-hidden="true" />
            Modifier
          </Button>
          <Button variant="secondary" size="sm" loading={toggling} aria-label={`${course.is_active ? 'Désactiver' : 'Activer'} « ${course.title} »`} onClick={onToggle}>
            {toggling ? null : course.is_active ? (
              <PowerOff className="hidden size-4 min-[400px]:block" aria-hidden="true" />
            ) : (
              <Power className="hidden size-4 min-[400px]:block" aria-hidden="true" />
            )}
            {course.is_active ? 'Désactiver' : 'Activer'}
          </Button>
          <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" aria-label={`Supprimer « ${course.title} »`} onClick={onDelete}>
            <Trash2 className="hidden size-4 min-[400px]:block" aria-hidden="true" />
            Supprimer
          </Button>
        </div>
      </article>
    </Card>
  )
}
