import { getRouteApi, Link } from '@tanstack/react-router'
import { ClipboardCheck, Library, ListOrdered } from 'lucide-react'
import { useState } from 'react'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { AddButton } from '../../ui/AddButton.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import { DataList } from '../../ui/DataList.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { NoMatch } from '../../ui/NoMatch.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { useCourseOptions } from '../accesses/use-course-options.ts'
import { plural } from '../courses/format.ts'
import { useSignOutOnUnauthorized } from '../courses/feedback.ts'
import { EXAM_ACTIONS, EXAM_COLUMNS, examName } from './columns.tsx'
import { CreateExamDialog } from './CreateExamDialog.tsx'
import { EXAMS_PAGE_SIZE, examFilter, isFiltered } from './exam-filter.ts'
import { ExamFilters } from './ExamFilters.tsx'
import { LIST_ERROR, useExamList } from './use-exams.ts'

const route = getRouteApi('/admin/exams')

/** DESIGN §13: the admin's concours blancs and course quizzes, with their copies. */
export function ExamsAdminPage() {
  useDocumentTitle('Concours')
  const navigate = route.useNavigate()
  const filter = examFilter(route.useSearch())
  const { page, list } = useExamList(filter)
  const courses = useCourseOptions()
  useSignOutOnUnauthorized(page.error)
  const [creating, setCreating] = useState(false)
  const create = (
    <AddButton onClick={() => setCreating(true)}>
      Nouveau concours
    </AddButton>
  )

  return (
    <div className="space-y-6">
      <PageHeader
        title="Concours"
        description="Concours blancs et quiz de vos cours : des QCM chronométrés, corrigés par la plateforme, avec les résultats de chaque copie."
        actions={
          <>
            <Link to="/admin/questions" className={buttonClasses('secondary')}>
              <Library className="size-4" aria-hidden="true" />
              Banque de questions
            </Link>
            <Link to="/admin/exams/series" className={buttonClasses('secondary')}>
              <ListOrdered className="size-4" aria-hidden="true" />
              Séries
            </Link>
            {create}
          </>
        }
      />
      <ExamFilters filter={filter} courses={courses.data} />
      <DataList
        query={list}
        columns={EXAM_COLUMNS}
        rowName={examName}
        actions={EXAM_ACTIONS}
        pages={{ page: filter.page, size: EXAMS_PAGE_SIZE, onPage: (next) => void navigate({ search: (previous) => ({ ...previous, page: next || undefined }) }) }}
        label="Liste des concours"
        caption="Concours"
        loadingLabel="Chargement des concours…"
        errorTitle={LIST_ERROR}
        breakpoint="xl"
        cardsClassName="md:grid-cols-2"
        status={() => plural(page.data?.total ?? 0, 'concours', 'concours')}
        empty={
          isFiltered(filter) ? (
            <NoMatch title="Aucun concours ne correspond à ces filtres" clearTo="/admin/exams">
              Essayez un autre titre ou un autre cours.
            </NoMatch>
          ) : (
            <EmptyState Icon={ClipboardCheck} title="Aucun concours pour l’instant" action={create}>
              Créez un concours blanc ouvert à tous les étudiants inscrits, ou un quiz réservé aux étudiants d’un de vos cours.
            </EmptyState>
          )
        }
      />
      {creating ? <CreateExamDialog onClose={() => setCreating(false)} /> : null}
    </div>
  )
}
