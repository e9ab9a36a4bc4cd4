import { getRouteApi, Link } from '@tanstack/react-router'
import { SESSION_KIND_LABELS, SESSION_KINDS, SESSION_STATUS_LABELS, SESSION_STATUSES, type SessionKind, type SessionStatus } from '@tutorat/contracts'
import { RotateCcw } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { Button } from '../../ui/Button.tsx'
import { CourseFilterSelect } from '../../ui/CourseFilterSelect.tsx'
import { Options, Select } from '../../ui/Select.tsx'
import type { SessionsSearch } from './search.ts'
import { isFiltered, type SessionFilter } from './session-filter.ts'

const route = getRouteApi('/admin/sessions')

type Tab = 'upcoming' | 'past' | 'week'
const TABS: { tab: Tab; label: string; search: Partial<SessionsSearch> }[] = [
  { tab: 'upcoming', label: 'À venir', search: { when: undefined, view: undefined } },
  { tab: 'past', label: 'Passées', search: { when: 'past', view: undefined } },
  { tab: 'week', label: 'Semaine', search: { when: undefined, view: 'semaine' } },
]

/** « À venir », « Passées », and on a wide screen « Semaine »: links, so the URL says what is shown. */
export function SessionTabs({ filter, desktop }: { filter: SessionFilter; desktop: boolean }) {
  const current: Tab = desktop && filter.week ? 'week' : filter.when
  return (
    <nav aria-label="Séances affichées" className="inline-flex rounded-control border border-line bg-white p-1">
      {TABS.filter(({ tab }) => desktop || tab !== 'week').map(({ tab, label, search }) => (
        <Link
          key={tab}
          to="/admin/sessions"
          search={(previous: SessionsSearch) => ({ ...previous, ...search, page: undefined })}
          aria-current={tab === current ? 'page' : undefined}
          className={cn(
            'inline-flex min-h-9 items-center rounded-[calc(var(--radius-control)-0.25rem)] px-4 text-sm font-semibold transition-colors',
            tab === current ? 'bg-brand-900 text-white' : 'text-brand-900 hover:bg-brand-50',
          )}
        >
          {label}
        </Link>
      ))}
    </nav>
  )
}

interface SessionFiltersProps {
  filter: SessionFilter
  courses: readonly { id: number; title: string }[] | undefined
}

/** Course, kind and status: in the URL, back to page 1 on change. */
export function SessionFilters({ filter, courses }: SessionFiltersProps) {
  const { course_id, kind, status } = filter
  const navigate = route.useNavigate()
  const apply = (change: Partial<SessionsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }), replace: true })
  const clear = { course_id: undefined, kind: undefined, status: undefined }

  return (
    <div role="search" aria-label="Filtrer les séances" className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <CourseFilterSelect value={course_id} courses={courses} allLabel="Tous les cours" onChange={(id) => apply({ course_id: id })} />
      <Select label="Filtrer par type" hideLabel value={kind ?? ''} onChange={(event) => apply({ kind: (event.target.value as SessionKind) || undefined })}>
        <option value="">Groupe et solo</option>
        <Options values={SESSION_KINDS} label={(value) => SESSION_KIND_LABELS[value]} />
      </Select>
      <Select label="Filtrer par statut" hideLabel value={status ?? ''} onChange={(event) => apply({ status: (event.target.value as SessionStatus) || undefined })}>
        <option value="">Tous les statuts</option>
        <Options values={SESSION_STATUSES} label={(value) => SESSION_STATUS_LABELS[value]} />
      </Select>
      <Button variant="secondary" disabled={!isFiltered(filter)} onClick={() => apply(clear)}>
        <RotateCcw className="size-4" aria-hidden="true" />
        Réinitialiser
      </Button>
    </div>
  )
}
