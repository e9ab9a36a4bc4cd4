import { getRouteApi } from '@tanstack/react-router'
import { RotateCcw } from 'lucide-react'
import { useDebouncedSearch } from '../../lib/use-debounced-search.ts'
import { Button } from '../../ui/Button.tsx'
import { SearchField } from '../../ui/SearchField.tsx'
import { CourseFilterSelect } from '../../ui/CourseFilterSelect.tsx'
import { type ExamFilter, isFiltered } from './exam-filter.ts'
import type { ExamsSearch } from './search.ts'

const route = getRouteApi('/admin/exams')

interface ExamFiltersProps {
  filter: ExamFilter
  courses: readonly { id: number; title: string }[] | undefined
}

/** The title's words and the course: in the URL, back to page 1 on change. */
export function ExamFilters({ filter, courses }: ExamFiltersProps) {
  const { q, course_id } = filter
  const navigate = route.useNavigate()
  const apply = (change: Partial<ExamsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }), replace: true })
  const [text, setText] = useDebouncedSearch(q, (wanted) => apply({ q: wanted }))

  return (
    <div role="search" aria-label="Filtrer les concours" className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_auto]">
      <SearchField id="exam-search" label="Rechercher un concours par son titre" placeholder="Titre du concours…" value={text} onChange={setText} className="sm:col-span-2 lg:col-span-1" />
      <CourseFilterSelect value={course_id} courses={courses} allLabel="Tous les cours et concours publics" onChange={(id) => apply({ course_id: id })} />
      <Button variant="secondary" disabled={!isFiltered(filter)} onClick={() => apply({ q: undefined, course_id: undefined })}>
        <RotateCcw className="size-4" aria-hidden="true" />
        Réinitialiser
      </Button>
    </div>
  )
}
