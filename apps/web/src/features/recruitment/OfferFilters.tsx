import { CONTRACT_TYPES } from '@tutorat/contracts'
import { useEffect, useState } from 'react'
import { SearchField } from '../../ui/SearchField.tsx'
import { Select } from '../../ui/Select.tsx'
import type { ContractType, OffersSearch } from './search.ts'

export const SEARCH_DEBOUNCE_MS = 300

interface OfferFiltersProps {
  value: OffersSearch
  onChange: (next: OffersSearch) => void
  /** The cities of the open offers (the selected one is kept even when no offer has it any more). */
  cities: readonly string[]
}

/** Search box, contract type and city: all three in the URL, the search once typing pauses. */
export function OfferFilters({ value, onChange, cities }: OfferFiltersProps) {
  const { search, contract, city } = value
  const [text, setText] = useState(search ?? '')

  // The URL may change without typing (back button, "Effacer les filtres"): follow it.
  useEffect(() => {
    setText((current) => (current.trim() === (search ?? '') ? current : (search ?? '')))
  }, [search])

  useEffect(() => {
    const wanted = text.trim() || undefined
    if (wanted === search) return
    const timer = window.setTimeout(() => onChange({ ...value, search: wanted }), SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [text, search, value, onChange])

  const cityOptions = city && !cities.includes(city) ? [...cities, city] : cities

  return (
    <div role="search" aria-label="Filtrer les offres" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_13rem_13rem]">
      <SearchField id="offer-search" label="Rechercher une offre (poste, entreprise, mot-clé)" placeholder="Poste, entreprise, mot-clé…" value={text} onChange={setText} className="sm:col-span-2 lg:col-span-1" />
      <Select
        label="Type de contrat"
        hideLabel
        value={contract ?? ''}
        onChange={(event) => onChange({ ...value, contract: (event.target.value || undefined) as ContractType | undefined })}
      >
        <option value="">Tous les contrats</option>
        {CONTRACT_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </Select>
      <Select label="Ville" hideLabel value={city ?? ''} onChange={(event) => onChange({ ...value, city: event.target.value || undefined })}>
        <option value="">Toutes les villes</option>
        {cityOptions.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Select>
    </div>
  )
}
