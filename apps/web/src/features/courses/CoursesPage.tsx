import { getRouteApi, Link } from '@tanstack/react-router'
import { LIMITS } from '@tutorat/contracts'
import { BookOpen, Layers, PlayCircle, Plus, Users } from 'lucide-react'
import { useState } from 'react'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { NoMatch } from '../../ui/NoMatch.tsx'
import { ListLoading, ListStatus } from '../../ui/ListStatus.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { StatCardList } from '../../ui/StatCard.tsx'
import { trpc } from '../../lib/trpc.ts'
import { ListError } from '../admin/ListError.tsx'
import { AccessLinkDialog } from './AccessLinkDialog.tsx'
import { CourseCard, CourseCardSkeleton } from './CourseCard.tsx'
import { CourseFilters } from './CourseFilters.tsx'
import { DeleteCourseDialog } from './DeleteCourseDialog.tsx'
import { useSignOutOnUnauthorized } from './feedback.ts'
import { plural } from './format.ts'
import type { Course } from './types.ts'
import { useAccessLink } from './use-access-link.ts'
import { useCourseList } from './use-course-list.ts'

const route = getRouteApi('/admin/courses')
const LIST_ERROR = 'Erreur lors du chargement des cours.'

function resultLabel(count: number, filtered: boolean, more: boolean): string {
  if (more) return `Les ${count} cours les plus récents`
  if (filtered) return `${plural(count, 'cours', 'cours')} trouvé${count > 1 ? 's' : ''}`
  return plural(count, 'cours', 'cours')
}

export function CoursesPage() {
  useDocumentTitle('Cours')
  const filter = route.useSearch()
  const stats = trpc.courses.stats.useQuery()
  const list = useCourseList(filter)
  const link = useAccessLink()
  const [toDelete, setToDelete] = useState<Course | null>(null)
  useSignOutOnUnauthorized(list.error, stats.error)

  const courses = list.data?.pages.flat() ?? []
  const filtered = Boolean(filter.search || filter.subject)

  return (
    <div className="space-y-6">
      <PageHeader
        title="Cours"
        description="Créez vos cours, organisez leurs vidéos et partagez l’accès avec vos étudiants."
        actions={
          <Link to="/admin/courses/new" className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
            <Plus className="size-4" aria-hidden="true" />
            Nouveau cours
          </Link>
        }
      />

      <section aria-label="Statistiques des cours">
        {stats.isError ? (
          <Alert tone="error">Statistiques indisponibles pour le moment.</Alert>
        ) : (
          <StatCardList
            cards={[
              { label: 'Cours', value: stats.data?.total_courses, Icon: BookOpen },
              { label: 'Matières', value: stats.data?.total_subjects, Icon: Layers, tone: 'violet' },
              { label: 'Vidéos', value: stats.data?.total_videos, Icon: PlayCircle, tone: 'accent' },
              { label: 'Étudiants', value: stats.data?.total_students, Icon: Users, tone: 'success' },
            ]}
          />
        )}
      </section>

      <CourseFilters />

      <section aria-label="Liste des cours" aria-busy={list.isFetching || undefined} className="space-y-4">
        {list.isPending ? (
          <ListLoading label="Chargement des cours…" count={LIMITS.courseSkeletonCards} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <CourseCardSkeleton />
          </ListLoading>
        ) : list.isError && courses.length === 0 ? (
          <ListError title={LIST_ERROR} list={list} />
        ) : courses.length === 0 ? (
          filtered ? (
            <NoMatch title="Aucun cours ne correspond à votre recherche" clearTo="/admin/courses">
              Essayez un autre mot ou une autre matière.
            </NoMatch>
          ) : (
            <EmptyState
              Icon={BookOpen}
              title="Aucun cours pour l’instant"
              action={
                <Link to="/admin/courses/new" className={buttonClasses('primary')}>
                  <Plus className="size-4" aria-hidden="true" />
                  Créer mon premier cours
                </Link>
              }
            >
              Créez un cours, ajoutez-y vos vidéos Google Drive puis partagez son lien d’accès avec vos étudiants.
            </EmptyState>
          )
        ) : (
          <>
            <ListStatus>{resultLabel(courses.length, filtered, list.hasNextPage)}</ListStatus>
            <ul className={`grid gap-4 transition-opacity sm:grid-cols-2 xl:grid-cols-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
              {courses.map((course) => (
                <li key={course.id}>
                  <CourseCard
                    course={course}
                    onGenerateLink={link.generate}
                    generatingLink={link.pendingId === course.id}
                    onDelete={setToDelete}
                  />
                </li>
              ))}
            </ul>
            {list.hasNextPage ? (
              <div className="flex justify-center">
                <Button variant="secondary" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
                  Afficher plus de cours
                </Button>
              </div>
            ) : null}
            {list.isError ? <Alert tone="error">{LIST_ERROR}</Alert> : null}
          </>
        )}
      </section>

      <DeleteCourseDialog course={toDelete} onClose={() => setToDelete(null)} />
      <AccessLinkDialog link={link.fallback} onClose={link.closeFallback} />
    </div>
  )
}
