import { useMutation } from '@tanstack/react-query'
import { FREE_COURSE_MESSAGES } from '@tutorat/contracts'
import { ExternalLink, FileText, Library } from 'lucide-react'
import { useMemo, useState } from 'react'
import { toast } from 'sonner'
import { cn } from '../../lib/cn.ts'
import { formatDate } from '../../lib/dates.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { AddButton } from '../../ui/AddButton.tsx'
import { Badge } from '../../ui/Badge.tsx'
import { type DataColumn, DataList, editAction, toggleAction } from '../../ui/DataList.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { useLeaveOnRefusal, useSuperAdminErrors } from '../admins/super-admin.ts'
import { errorText } from '../courses/feedback.ts'
import { plural } from '../courses/format.ts'
import { setFreeCourseActive } from './api.ts'
import { distinct, type FreeCourse, groupByCategory } from './catalogue.ts'
import { CATEGORY_ICONS } from './category-icons.ts'
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
  const courses = useMemo(() => list.data ?? [], [list.data])
  const schools = useMemo(() => distinct(courses, 'school'), [courses])
  const levels = useMemo(() => distinct(courses, 'level'), [courses])

  return (
    <div className="space-y-6">
      <PageHeader
        title="Cours gratuits"
        description="Cours, travaux dirigés, examens corrigés et ressources de concours de la page publique « Cours et Concours Gratuit »."
        actions={
          <AddButton className="w-full sm:w-auto" onClick={() => setEditing({ mode: 'create' })}>
            Nouvelle ressource
          </AddButton>
        }
      />

      <DataList
        query={list}
        columns={COLUMNS}
        rowName={(course) => course.title}
        actions={[
          editAction((course: FreeCourse) => setEditing({ mode: 'edit', course })),
          toggleAction({
            isActive: (course: FreeCourse) => course.is_active,
            onClick: (course) => toggle.mutate(course),
            pending: (course) => toggle.isPending && toggle.variables.id === course.id,
          }),
        ]}
        remove={{
          title: 'Supprimer cette ressource ?',
          description: (course) => (
            <>
              <p>
                <strong className="text-ink">« {course.title} »</strong>
                {course.file_url ? ' et son fichier PDF seront supprimés' : ' sera supprimée'} et disparaîtra de la page publique.
              </p>
              <p>Pour simplement la masquer, désactivez-la plutôt. Cette action est irréversible.</p>
            </>
          ),
          confirmLabel: 'Supprimer la ressource',
          run: (course) => utils.client.freeCourses.delete.mutate({ id: course.id }),
          onDeleted: async () => {
            await refresh()
            toast.success(FREE_COURSE_MESSAGES.deleted)
          },
          onError: (error) => void leave(error),
          errorText: (error) => errorText(error, DELETE_ERROR),
        }}
        groups={(rows) =>
          groupByCategory(rows).map((group) => ({
            id: group.category,
            label: (
              <>
                {group.label} <span className="text-sm font-normal text-muted">({group.courses.length})</span>
              </>
            ),
            rows: group.courses,
          }))
        }
        label="Liste des ressources"
        caption="Ressources"
        loadingLabel="Chargement des ressources…"
        errorTitle={LIST_ERROR}
        status={(rows) => `${plural(rows.length, 'ressource')}, dont ${plural(rows.filter((row) => row.is_active).length, 'active')}`}
        empty={
          <EmptyState
            Icon={Library}
            title="Aucune ressource gratuite pour l’instant"
            action={
              <AddButton onClick={() => setEditing({ mode: 'create' })}>
                Ajouter une ressource
              </AddButton>
            }
          >
            Ajoutez un PDF ou un lien : il apparaîtra sur la page publique, rangé par catégorie.
          </EmptyState>
        }
      />

      <FreeCourseFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        course={editing?.mode === 'edit' ? editing.course : undefined}
        schools={schools}
        levels={levels}
      />
    </div>
  )
}

const linkClasses = 'inline-flex items-center gap-1 font-medium text-brand-800 hover:underline'

/** The PDF and the link, each in a new tab. */
function Content({ course }: { course: FreeCourse }) {
  const links = [
    { href: course.file_url, word: 'PDF', Icon: FileText },
    { href: course.external_url, word: 'Lien', Icon: ExternalLink },
  ]
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {links.map(({ href, word, Icon }) =>
        href ? (
          <a key={word} href={href} target="_blank" rel="noopener noreferrer" aria-label={`${word} de « ${course.title} » (nouvel onglet)`} className={linkClasses}>
            <Icon className="size-4" aria-hidden="true" />
            {word}
          </a>
        ) : null,
      )}
    </span>
  )
}

function CategoryIcon({ course }: { course: FreeCourse }) {
  const { Icon, tone } = CATEGORY_ICONS[course.category]
  return (
    <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-control', tone)}>
      <Icon className="size-5" aria-hidden="true" />
    </span>
  )
}

const COLUMNS: DataColumn<FreeCourse>[] = [
  { id: 'icon', header: 'Catégorie', hideHeader: true, card: 'media', className: 'w-16', cell: (course) => <CategoryIcon course={course} /> },
  { id: 'title', header: 'Ressource', rowHeader: true, sortValue: (course) => course.title, cell: (course) => <span className="font-semibold text-ink">{course.title}</span> },
  { id: 'state', header: 'Statut', card: 'body', cell: (course) => (course.is_active ? <Badge tone="success">Active</Badge> : <Badge tone="neutral">Inactive</Badge>) },
  { id: 'school', header: 'École', sortValue: (course) => course.school, cell: (course) => course.school || '-' },
  { id: 'level', header: 'Niveau', sortValue: (course) => course.level, cell: (course) => course.level || '-' },
  { id: 'content', header: 'Contenu', card: 'body', cell: (course) => <Content course={course} /> },
  {
    id: 'created',
    header: 'Ajoutée le',
    className: 'whitespace-nowrap',
    sortValue: (course) => course.created_at,
    cell: (course) => <time dateTime={course.created_at}>{formatDate(course.created_at)}</time>,
  },
]
