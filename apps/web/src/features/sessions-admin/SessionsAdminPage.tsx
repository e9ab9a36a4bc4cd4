import { getRouteApi } from '@tanstack/react-router'
import { CalendarClock } from 'lucide-react'
import { useState } from 'react'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { AddButton } from '../../ui/AddButton.tsx'
import { DataList } from '../../ui/DataList.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { NoMatch } from '../../ui/NoMatch.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { useCourseOptions } from '../accesses/use-course-options.ts'
import { plural } from '../courses/format.ts'
import { useSignOutOnUnauthorized } from '../courses/feedback.ts'
import { type SessionAction, SESSION_COLUMNS, sessionActions, sessionName } from './columns.tsx'
import { SessionDialogs } from './SessionDialogs.tsx'
import { SessionFilters, SessionTabs } from './SessionFilters.tsx'
import { SessionPanel } from './SessionPanel.tsx'
import { isFiltered, type SessionFilter, SESSIONS_PAGE_SIZE, sessionFilter } from './session-filter.ts'
import { useDesktop } from './use-desktop.ts'
import { LIST_ERROR, useSessionList } from './use-sessions.ts'
import { WeekView } from './WeekView.tsx'

const route = getRouteApi('/admin/sessions')

/** DESIGN §12: the live sessions of the admin's courses, upcoming, past or by week, and what each needs. */
export function SessionsAdminPage() {
  useDocumentTitle('Séances live')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const desktop = useDesktop()
  const filter = sessionFilter(search)
  const weekShown = desktop && filter.week
  const courses = useCourseOptions()
  const [action, setAction] = useState<SessionAction | null>(null)
  const closePanel = () => void navigate({ search: (previous) => ({ ...previous, id: undefined }) })

  return (
    <div className="space-y-6">
      <PageHeader
        title="Séances live"
        description="Les cours en direct sur Google Meet : planifiez, modifiez ou annulez (les étudiants sont prévenus), suivez la présence et ajoutez l’enregistrement."
        actions={
          <AddButton onClick={() => setAction({ type: 'create' })}>
            Nouvelle séance
          </AddButton>
        }
      />
      <SessionTabs filter={filter} desktop={desktop} />
      <SessionFilters filter={filter} courses={courses.data} />
      {weekShown ? <WeekView filter={filter} /> : <SessionList filter={filter} onAction={setAction} />}
      <SessionPanel id={search.id} onClose={closePanel} onAction={setAction} />
      <SessionDialogs action={action} onClose={() => setAction(null)} onDeleted={(id) => (search.id === id ? closePanel() : undefined)} />
    </div>
  )
}

function SessionList({ filter, onAction }: { filter: SessionFilter; onAction: (action: SessionAction) => void }) {
  const navigate = route.useNavigate()
  const { page, list } = useSessionList(filter)
  useSignOutOnUnauthorized(page.error)
  const past = filter.when === 'past'
  return (
    <DataList
      query={list}
      columns={SESSION_COLUMNS}
      rowName={sessionName}
      actions={sessionActions(onAction)}
      pages={{ page: filter.page, size: SESSIONS_PAGE_SIZE, onPage: (next) => void navigate({ search: (previous) => ({ ...previous, page: next || undefined }) }) }}
      label={past ? 'Séances passées' : 'Séances à venir'}
      caption="Séances"
      loadingLabel="Chargement des séances…"
      errorTitle={LIST_ERROR}
      breakpoint="xl"
      cardsClassName="md:grid-cols-2"
      status={() => plural(page.data?.total ?? 0, past ? 'séance passée' : 'séance à venir', past ? 'séances passées' : 'séances à venir')}
      empty={
        isFiltered(filter) ? (
          <NoMatch
            title="Aucune séance ne correspond à ces filtres"
            onClear={() => void navigate({ search: (previous) => ({ ...previous, course_id: undefined, kind: undefined, status: undefined, page: undefined }) })}
          >
            Essayez un autre cours, un autre type ou un autre statut.
          </NoMatch>
        ) : (
          <EmptyState Icon={CalendarClock} title={past ? 'Aucune séance passée' : 'Aucune séance à venir'}>
            {past ? 'Les séances terminées apparaissent ici, avec leur présence et leur enregistrement.' : 'Planifiez une séance de groupe pour un cours, ou une séance solo pour un étudiant : ils sont prévenus aussitôt.'}
          </EmptyState>
        )
      }
    />
  )
}
