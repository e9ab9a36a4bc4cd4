import { getRouteApi } from '@tanstack/react-router'
import type { SessionRequest } from '@tutorat/contracts'
import { MessageSquarePlus } from 'lucide-react'
import { useState } from 'react'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { DataList } from '../../ui/DataList.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { NoMatch } from '../../ui/NoMatch.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { plural } from '../courses/format.ts'
import { useSignOutOnUnauthorized } from '../courses/feedback.ts'
import { REQUEST_COLUMNS, requestActions } from './request-columns.tsx'
import { isFiltered, REQUESTS_PAGE_SIZE, requestFilter } from './request-filter.ts'
import { RequestDialog } from './RequestDialog.tsx'
import { RequestFilters } from './RequestFilters.tsx'
import { ScheduleDialog } from './ScheduleDialog.tsx'
import { REQUESTS_ERROR, useRequestList } from './use-requests.ts'

const route = getRouteApi('/admin/session-requests')

/** DESIGN §12: the public site's evaluation and solo requests, followed up and turned into solo sessions. */
export function SessionRequestsPage() {
  useDocumentTitle('Demandes de séance')
  const navigate = route.useNavigate()
  const filter = requestFilter(route.useSearch())
  const { page, list } = useRequestList(filter)
  useSignOutOnUnauthorized(page.error)
  // the request as last seen: it stays open when a status filter no longer lists it
  const [open, setOpen] = useState<SessionRequest | null>(null)
  const [scheduling, setScheduling] = useState<SessionRequest | null>(null)
  const follow = (request: SessionRequest) => setOpen((current) => (current?.id === request.id ? request : current))

  return (
    <div className="space-y-6">
      <PageHeader
        title="Demandes de séance"
        description="Les demandes de séance d’évaluation gratuite et de séance solo venues du site : contactez la personne sur WhatsApp, suivez la demande, puis planifiez sa séance."
      />
      <RequestFilters filter={filter} />
      <DataList
        query={list}
        columns={REQUEST_COLUMNS}
        rowName={(request) => request.name}
        actions={requestActions(setOpen, setScheduling)}
        pages={{ page: filter.page, size: REQUESTS_PAGE_SIZE, onPage: (next) => void navigate({ search: (previous) => ({ ...previous, page: next || undefined }) }) }}
        label="Demandes de séance"
        caption="Demandes"
        loadingLabel="Chargement des demandes…"
        errorTitle={REQUESTS_ERROR}
        breakpoint="xl"
        cardsClassName="md:grid-cols-2"
        status={() => plural(page.data?.total ?? 0, 'demande')}
        empty={
          isFiltered(filter) ? (
            <NoMatch title="Aucune demande ne correspond à ces filtres" clearTo="/admin/session-requests">
              Essayez un autre statut ou une autre recherche.
            </NoMatch>
          ) : (
            <EmptyState Icon={MessageSquarePlus} title="Aucune demande pour le moment">
              Les demandes faites depuis le site (« Réserver ma séance d’évaluation gratuite ») apparaissent ici.
            </EmptyState>
          )
        }
      />
      {open ? <RequestDialog request={open} onClose={() => setOpen(null)} onUpdated={follow} onSchedule={setScheduling} /> : null}
      {scheduling ? <ScheduleDialog request={scheduling} onClose={() => setScheduling(null)} onScheduled={follow} /> : null}
    </div>
  )
}
