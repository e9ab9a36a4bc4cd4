import { getRouteApi } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { useCallback } from 'react'
import { useDebouncedSearch } from '../../lib/use-debounced-search.ts'
import { controlClasses } from '../../ui/Field.tsx'
import { Select } from '../../ui/Select.tsx'
import { type SortKey, SORTS, STATUSES, type StatusKey } from './search.ts'

const route = getRouteApi('/admin/testimonials')

/** Search, status and order, all three kept in the URL (a filtered view can be reloaded or shared). */
export function TestimonialFilters() {
  const { search, status, sort } = route.useSearch()
  const navigate = route.useNavigate()
  const applySearch = useCallback(
    (wanted: string | undefined) => void navigate({ search: (previous) => ({ ...previous, search: wanted }), replace: true }),
    [navigate],
  )
  const [text, setText] = useDebouncedSearch(search, applySearch)

  return (
    <div role="search" className="grid gap-3 md:grid-cols-[1fr_15rem_15rem]">
      <div className="relative">
        <label htmlFor="testimonial-search" className="sr-only">
          Rechercher par nom, école ou commentaire
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
        <input
          id="testimonial-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Nom, école ou commentaire…"
          autoComplete="off"
          enterKeyHint="search"
          className={controlClasses(false, 'h-11 pl-10')}
        />
      </div>
      <Select
        label="Filtrer par statut"
        hideLabel
        value={status ?? ''}
        onChange={(event) => {
          const value = (event.target.value || undefined) as StatusKey | undefined
          void navigate({ search: (previous) => ({ ...previous, status: value }), replace: true })
        }}
      >
        <option value="">Tous les statuts</option>
        {(Object.entries(STATUSES) as [StatusKey, string][]).map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </Select>
      <Select
        label="Trier les témoignages"
        hideLabel
        value={sort ?? 'recent'}
        onChange={(event) => {
          const value = event.target.value as SortKey
          void navigate({ search: (previous) => ({ ...previous, sort: value === 'recent' ? undefined : value }), replace: true })
        }}
      >
        {(Object.entries(SORTS) as [SortKey, (typeof SORTS)[SortKey]][]).map(([key, { label }]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </Select>
    </div>
  )
}
