import { getRouteApi } from '@tanstack/react-router'
import { SUBJECTS } from '@tutorat/contracts'
import { useDebouncedSearch } from '../../lib/use-debounced-search.ts'
import { SearchField } from '../../ui/SearchField.tsx'
import { FilterSelect } from '../../ui/FilterSelect.tsx'

const route = getRouteApi('/admin/courses')

/** Search (title or subject) and subject filter, both kept in the URL. */
export function CourseFilters() {
  const { search, subject } = route.useSearch()
  const navigate = route.useNavigate()
  const [text, setText] = useDebouncedSearch(search, (wanted) => void navigate({ search: (previous) => ({ ...previous, search: wanted }), replace: true }))

  return (
    <div role="search" className="grid gap-3 sm:grid-cols-[1fr_16rem]">
      <SearchField id="course-search" label="Rechercher un cours par titre ou matière" placeholder="Titre ou matière…" value={text} onChange={setText} />
      <FilterSelect label="Filtrer par matière" all="Toutes les matières" values={SUBJECTS} value={subject} onChange={(value) => void navigate({ search: (previous) => ({ ...previous, subject: value }), replace: true })} />
    </div>
  )
}
