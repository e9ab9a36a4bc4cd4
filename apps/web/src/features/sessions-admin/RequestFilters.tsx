import { getRouteApi } from '@tanstack/react-router'
import { SESSION_REQUEST_STATUS_LABELS, SESSION_REQUEST_STATUSES, type SessionRequestStatus } from '@tutorat/contracts'
import { RotateCcw } from 'lucide-react'
import { useDebouncedSearch } from '../../lib/use-debounced-search.ts'
import { Button } from '../../ui/Button.tsx'
import { SearchField } from '../../ui/SearchField.tsx'
import { Options, Select } from '../../ui/Select.tsx'
import { isFiltered, type RequestFilter } from './request-filter.ts'
import type { SessionRequestsSearch } from './search.ts'

const route = getRouteApi('/admin/session-requests')

/** Status and a search (name, phone, e-mail, school, subject): in the URL, back to page 1 on change. */
export function RequestFilters({ filter }: { filter: RequestFilter }) {
  const navigate = route.useNavigate()
  const apply = (change: Partial<SessionRequestsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }), replace: true })
  const [text, setText] = useDebouncedSearch(filter.search, (wanted) => apply({ search: wanted }))
  return (
    <div role="search" aria-label="Filtrer les demandes" className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SearchField id="request-search" label="Rechercher une demande (nom, téléphone, e-mail, établissement ou matière)" placeholder="Nom, téléphone, e-mail, matière…" value={text} onChange={setText} className="sm:col-span-2" />
      <Select label="Filtrer par statut" hideLabel value={filter.status ?? ''} onChange={(event) => apply({ status: (event.target.value as SessionRequestStatus) || undefined })}>
        <option value="">Tous les statuts</option>
        <Options values={SESSION_REQUEST_STATUSES} label={(value) => SESSION_REQUEST_STATUS_LABELS[value]} />
      </Select>
      <Button variant="secondary" disabled={!isFiltered(filter)} onClick={() => void navigate({ search: {}, replace: true })}>
        <RotateCcw className="size-4" aria-hidden="true" />
        Réinitialiser
      </Button>
    </div>
  )
}
