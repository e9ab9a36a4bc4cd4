import { getRouteApi } from '@tanstack/react-router'
import { ListChecks } from 'lucide-react'
import { useDebouncedSearch } from '../../lib/use-debounced-search.ts'
import { Button } from '../../ui/Button.tsx'
import { SearchField } from '../../ui/SearchField.tsx'
import { FilterSelect } from '../../ui/FilterSelect.tsx'
import { Select } from '../../ui/Select.tsx'
import { type SortKey, SORTS, STATUSES, type StatusKey } from './search.ts'

const route = getRouteApi('/admin/testimonials')
const STATUS_KEYS = Object.keys(STATUSES) as StatusKey[]

/**
 * Search, status and order, all three kept in the URL (a filtered view can be reloaded or shared);
 * « À valider (N) » is the moderation pile (public submissions stay inactive until validated).
 */
export function TestimonialFilters({ toReview }: { toReview: number | undefined }) {
  const { search, status, sort } = route.useSearch()
  const navigate = route.useNavigate()
  const [text, setText] = useDebouncedSearch(search, (wanted) => void navigate({ search: (previous) => ({ ...previous, search: wanted }), replace: true }))
  const reviewing = status === 'inactive'

  return (
    <div role="search" className="grid gap-3 md:grid-cols-[1fr_15rem_15rem] xl:grid-cols-[auto_minmax(0,1fr)_13rem_13rem]">
      <Button
        variant={reviewing ? 'primary' : 'secondary'}
        aria-pressed={reviewing}
        className="md:col-span-3 md:justify-self-start xl:col-span-1"
        onClick={() => void navigate({ search: (previous) => ({ ...previous, status: reviewing ? undefined : 'inactive' }), replace: true })}
      >
        <ListChecks className="size-4" aria-hidden="true" />
        {toReview === undefined ? 'À valider' : `À valider (${toReview})`}
      </Button>
      <SearchField id="testimonial-search" label="Rechercher par nom, école ou commentaire" placeholder="Nom, école ou commentaire…" value={text} onChange={setText} />
      <FilterSelect label="Filtrer par statut" all="Tous les statuts" values={STATUS_KEYS} labels={STATUSES} value={status} onChange={(value) => void navigate({ search: (previous) => ({ ...previous, status: value }), replace: true })} />
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
