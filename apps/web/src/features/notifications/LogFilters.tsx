import { getRouteApi } from '@tanstack/react-router'
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_STATUS_LABELS,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TEMPLATE_LABELS,
  NOTIFICATION_TEMPLATES,
} from '@tutorat/contracts'
import { useDebouncedSearch } from '../../lib/use-debounced-search.ts'
import { SearchField } from '../../ui/SearchField.tsx'
import { FilterSelect } from '../../ui/FilterSelect.tsx'
import type { NotificationLogFilter } from './log-filter.ts'
import type { NotificationLogSearch } from './search.ts'

const route = getRouteApi('/admin/notifications')

/** Status, channel, template and a recipient search (name, e-mail or number): all in the URL, back to page 1 on change. */
export function LogFilters({ filter }: { filter: NotificationLogFilter }) {
  const { status, channel, template, recipient } = filter
  const navigate = route.useNavigate()
  const apply = (change: Partial<NotificationLogSearch>) => void navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }), replace: true })
  const [text, setText] = useDebouncedSearch(recipient, (wanted) => apply({ recipient: wanted }))

  return (
    <div role="search" aria-label="Filtrer les notifications" className="grid gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,1.5fr)_repeat(3,minmax(0,1fr))]">
      <SearchField id="notification-recipient" label="Rechercher un destinataire (nom, e-mail ou numéro)" placeholder="Nom, e-mail ou numéro…" value={text} onChange={setText} />
      <FilterSelect label="Filtrer par statut" all="Tous les statuts" values={NOTIFICATION_STATUSES} labels={NOTIFICATION_STATUS_LABELS} value={status} onChange={(value) => apply({ status: value })} />
      <FilterSelect label="Filtrer par canal" all="Tous les canaux" values={NOTIFICATION_CHANNELS} labels={NOTIFICATION_CHANNEL_LABELS} value={channel} onChange={(value) => apply({ channel: value })} />
      <FilterSelect label="Filtrer par modèle" all="Tous les modèles" values={NOTIFICATION_TEMPLATES} labels={NOTIFICATION_TEMPLATE_LABELS} value={template} onChange={(value) => apply({ template: value })} />
    </div>
  )
}
