import { getRouteApi } from '@tanstack/react-router'
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type JobOfferAdmin } from '@tutorat/contracts'
import { useDebouncedSearch } from '../../lib/use-debounced-search.ts'
import { SearchField } from '../../ui/SearchField.tsx'
import { FilterSelect } from '../../ui/FilterSelect.tsx'
import { Select } from '../../ui/Select.tsx'
import { offerLabel } from './format.ts'

const route = getRouteApi('/admin/applications')

/** Offer, status and a search over name, email and school: all in the URL. */
export function ApplicationFilters({ offers }: { offers: readonly JobOfferAdmin[] | undefined }) {
  const { offer, status, search } = route.useSearch()
  const navigate = route.useNavigate()
  const [text, setText] = useDebouncedSearch(search, (wanted) => void navigate({ search: (previous) => ({ ...previous, search: wanted }), replace: true }))

  // an offer named in the URL but absent from the list (deleted, or not loaded yet) stays selectable
  const known = offers?.some((item) => item.id === offer) ?? false

  return (
    <div role="search" aria-label="Filtrer les candidatures" className="grid gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_13rem]">
      <SearchField id="application-search" label="Rechercher un candidat (nom, email ou école)" placeholder="Nom, email ou école…" value={text} onChange={setText} className="md:col-span-2 xl:col-span-1" />
      <Select
        label="Filtrer par offre"
        hideLabel
        value={offer ? String(offer) : ''}
        onChange={(event) => {
          const value = Number(event.target.value) || undefined
          void navigate({ search: (previous) => ({ ...previous, offer: value }), replace: true })
        }}
      >
        <option value="">Toutes les offres</option>
        {offer && !known ? <option value={String(offer)}>Offre n° {offer}</option> : null}
        {offers?.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {offerLabel(item)} ({item.applications_count})
          </option>
        ))}
      </Select>
      <FilterSelect label="Filtrer par statut" all="Tous les statuts" values={APPLICATION_STATUSES} labels={APPLICATION_STATUS_LABELS} value={status} onChange={(value) => void navigate({ search: (previous) => ({ ...previous, status: value }), replace: true })} />
    </div>
  )
}
