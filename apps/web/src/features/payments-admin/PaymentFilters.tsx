import { getRouteApi } from '@tanstack/react-router'
import { type AdminAnnouncement, PAYMENT_STATUS_LABELS, PAYMENT_STATUSES, type PaymentStatus } from '@tutorat/contracts'
import { RotateCcw } from 'lucide-react'
import { useDebouncedSearch } from '../../lib/use-debounced-search.ts'
import { Button } from '../../ui/Button.tsx'
import { Input } from '../../ui/Input.tsx'
import { SearchField } from '../../ui/SearchField.tsx'
import { Options, Select } from '../../ui/Select.tsx'
import { isFiltered, type PaymentFilter } from './payment-filter.ts'
import type { PaymentsSearch } from './search.ts'

const route = getRouteApi('/admin/payments')

interface PaymentFiltersProps {
  filter: PaymentFilter
  formations: readonly Pick<AdminAnnouncement, 'id' | 'title'>[] | undefined
}

/** Status, formation, creation dates and a search (reference, name, e-mail): all in the URL, back to page 1 on change. */
export function PaymentFilters({ filter, formations }: PaymentFiltersProps) {
  const { status, announcement_id, from, to, search, instalments } = filter
  const navigate = route.useNavigate()
  const apply = (change: Partial<PaymentsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }), replace: true })
  const [text, setText] = useDebouncedSearch(search, (wanted) => apply({ search: wanted }))
  // a formation named in the URL but not listed (deleted, or not loaded yet) stays selectable
  const known = formations?.some((item) => item.id === announcement_id) ?? false

  return (
    <div role="search" aria-label="Filtrer les paiements" className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SearchField id="payment-search" label="Rechercher un paiement (référence, nom ou e-mail)" placeholder="Référence, nom ou e-mail…" value={text} onChange={setText} className="sm:col-span-2" />
      <Select label="Filtrer par statut" hideLabel value={status ?? ''} onChange={(event) => apply({ status: (event.target.value as PaymentStatus) || undefined })}>
        <option value="">Tous les statuts</option>
        <Options values={PAYMENT_STATUSES} label={(value) => PAYMENT_STATUS_LABELS[value]} />
      </Select>
      <Select label="Filtrer par formation" hideLabel value={announcement_id ? String(announcement_id) : ''} onChange={(event) => apply({ announcement_id: Number(event.target.value) || undefined })}>
        <option value="">Toutes les formations</option>
        {announcement_id && !known ? <option value={String(announcement_id)}>Formation n° {announcement_id}</option> : null}
        {formations?.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {item.title}
          </option>
        ))}
      </Select>
      <Select label="Filtrer par échéances" hideLabel value={instalments ?? ''} onChange={(event) => apply({ instalments: event.target.value === 'en_retard' ? 'en_retard' : undefined })}>
        <option value="">Toutes les demandes</option>
        <option value="en_retard">Échéances en retard</option>
      </Select>
      <DayField label="Créées à partir du" value={from} max={to} onChange={(value) => apply({ from: value })} />
      <DayField label="Créées jusqu’au" value={to} min={from} onChange={(value) => apply({ to: value })} />
      <Button variant="secondary" className="sm:col-span-2 lg:col-span-1" disabled={!isFiltered(filter)} onClick={() => void navigate({ search: {}, replace: true })}>
        <RotateCcw className="size-4" aria-hidden="true" />
        Réinitialiser
      </Button>
    </div>
  )
}

interface DayFieldProps {
  label: string
  value: string | undefined
  min?: string | undefined
  max?: string | undefined
  onChange: (value: string | undefined) => void
}

/** A day picker; its label stays visible (a date input has no placeholder to say what it is). */
function DayField({ label, value, min, max, onChange }: DayFieldProps) {
  return (
    <Input
      label={label}
      type="date"
      value={value ?? ''}
      {...(min ? { min } : {})}
      {...(max ? { max } : {})}
      onChange={(event) => onChange(event.target.value || undefined)}
    />
  )
}
