import { CONTRACT_TYPES } from '@tutorat/contracts'
import { useDebouncedSearch } from '../../lib/use-debounced-search.ts'
import { SearchField } from '../../ui/SearchField.tsx'
import { FilterSelect } from '../../ui/FilterSelect.tsx'
import { Options, Select } from '../../ui/Select.tsx'
import type { OffersSearch } from './search.ts'

interface OfferFiltersProps {
  value: OffersSearch
  onChange: (next: OffersSearch) => void
  /** The cities of the open offers (the selected one is kept even when no offer has it any more). */
  cities: readonly string[]
}

/** Search box, contract type and city: all three in the URL, the search once typing pauses. */
export function OfferFilters({ value, onChange, cities }: OfferFiltersProps) {
  const { search, contract, city } = value
  const [text, setText] = useDebouncedSearch(search, (wanted) => onChange({ ...value, search: wanted }))

  const cityOptions = city && !cities.includes(city) ? [...cities, city] : cities

  return (
    <div role="search" aria-label="Filtrer les offres" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_13rem_13rem]">
      <SearchField id="offer-search" label="Rechercher une offre (poste, entreprise, mot-clé)" placeholder="Poste, entreprise, mot-clé…" value={text} onChange={setText} className="sm:col-span-2 lg:col-span-1" />
      <FilterSelect label="Type de contrat" all="Tous les contrats" values={CONTRACT_TYPES} value={contract} onChange={(next) => onChange({ ...value, contract: next })} />
      <Select label="Ville" hideLabel value={city ?? ''} onChange={(event) => onChange({ ...value, city: event.target.value || undefined })}>
        <option value="">Toutes les villes</option>
        <Options values={cityOptions} />
      </Select>
    </div>
  )
}
