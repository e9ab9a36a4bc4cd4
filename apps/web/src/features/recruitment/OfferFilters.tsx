import { CONTRACT_TYPES } from '@tutorat/contracts'
import { Search } from 'lucide-react'
import { useEffect, useState } from 'react'
import { controlClasses } from '../../ui/Field.tsx'
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
      <div className="relative sm:col-span-2 lg:col-span-1">
        <label htmlFor="offer-search" className="sr-only">
          Rechercher une offre (poste, entreprise, mot-clé)
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
        <input
          id="offer-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Poste, entreprise, mot-clé…"
          autoComplete="off"
          enterKeyHint="search"
          className={controlClasses(false, 'h-11 pl-10')}
        />
      </div>
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
