import { getRouteApi } from '@tanstack/react-router'
import { SUBJECTS } from '@tutorat/contracts'
import { Search } from 'lucide-react'
import { useCallback } from 'react'
import { useDebouncedSearch } from '../../lib/use-debounced-search.ts'
import { controlClasses } from '../../ui/Field.tsx'
import { Select } from '../../ui/Select.tsx'
import type { Subject } from './routes.ts'

const route = getRouteApi('/admin/courses')

/** Search (title or subject) and subject filter, both kept in the URL. */
export function CourseFilters() {
  const { search, subject } = route.useSearch()
  const navigate = route.useNavigate()
  const applySearch = useCallback(
    (wanted: string | undefined) => void navigate({ search: (previous) => ({ ...previous, search: wanted }), replace: true }),
    [navigate],
  )
  const [text, setText] = useDebouncedSearch(search, applySearch)

  return (
    <div role="search" className="grid gap-3 sm:grid-cols-[1fr_16rem]">
      <div className="relative">
        <label htmlFor="course-search" className="sr-only">
          Rechercher un cours par titre ou matière
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
        <input
          id="course-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Titre ou matière…"
          autoComplete="off"
          enterKeyHint="search"
          className={controlClasses(false, 'h-11 pl-10')}
        />
      </div>
      <Select
        label="Filtrer par matière"
        hideLabel
        value={subject ?? ''}
        onChange={(event) => {
          const value = (event.target.value || undefined) as Subject | undefined
          void navigate({ search: (previous) => ({ ...previous, subject: value }), replace: true })
        }}
      >
        <option value="">Toutes les matières</option>
        {SUBJECTS.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Select>
    </div>
  )
}
