import { getRouteApi, Link } from '@tanstack/react-router'
import type { NotificationLogOutput } from '@tutorat/contracts'
import { Ban, Bell, Clock, type LucideIcon, RotateCcw, TriangleAlert, Unplug } from 'lucide-react'
import { useState } from 'react'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Button } from '../../ui/Button.tsx'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { DataList } from '../../ui/DataList.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { FilterDisclosure } from '../../ui/FilterDisclosure.tsx'
import { NoMatch } from '../../ui/NoMatch.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { StatCardContent, statCardClasses, type StatTone } from '../../ui/StatCard.tsx'
import { useSuperAdminErrors } from '../admins/super-admin.ts'
import { plural } from '../courses/format.ts'
import { errorText } from '../../lib/error-message.ts'
import { LOG_PAGE_SIZE, useNotificationLog, useRetry, useRetryFailed } from './admin-api.ts'
import { LOG_COLUMNS, recipientName, retryAction } from './log-columns.tsx'
import { logFilter } from './log-filter.ts'
import { LogFilters } from './LogFilters.tsx'
import { NOTIFICATIONS_UI } from './messages.ts'
import type { NotificationLogSearch } from './search.ts'

const route = getRouteApi('/admin/notifications')

/** DESIGN §10: every message sent (or not) to the students, why one failed, and « Renvoyer ». */
export function AdminNotificationsPage() {
  useDocumentTitle('Notifications')
  const filter = logFilter(route.useSearch())
  const navigate = route.useNavigate()
  const { log, list } = useNotificationLog(filter)
  const retry = useRetry()
  useSuperAdminErrors(log.error)
  const { status, channel, template, recipient, page } = filter
  const filtered = Boolean(status || channel || template || recipient)

  return (
    <div className="space-y-6">
      <PageHeader
        title="Notifications"
        description="Les messages envoyés aux étudiants et aux candidats : application, e-mail et WhatsApp, avec la raison de chaque échec."
        actions={<RetryAllButton failed={log.data?.counts.failed ?? 0} />}
      />

      <FilterDisclosure active={[status, channel, template, recipient].filter(Boolean).length}>
        <Counts counts={log.data?.counts} />
        <LogFilters filter={filter} />
      </FilterDisclosure>

      <DataList
        query={list}
        columns={LOG_COLUMNS}
        rowName={recipientName}
        actions={[retryAction(retry.run, retry.pendingFor)]}
        pages={{ page, size: LOG_PAGE_SIZE, onPage: (next) => void navigate({ search: (previous) => ({ ...previous, page: next || undefined }) }) }}
        label="Journal des notifications"
        caption="Notifications"
        loadingLabel="Chargement des notifications…"
        errorTitle={NOTIFICATIONS_UI.logLoadError}
        breakpoint="xl"
        cardsClassName="md:grid-cols-2"
        status={() => (log.data?.total_capped ? `Plus de ${log.data.total.toLocaleString('fr-FR')} messages` : plural(log.data?.total ?? 0, 'message'))}
        empty={
          filtered ? (
            <NoMatch title="Aucun message ne correspond à ces filtres" clearTo="/admin/notifications">
              Essayez un autre statut, un autre canal ou un autre destinataire.
            </NoMatch>
          ) : (
            <EmptyState Icon={Bell} title="Aucun message pour le moment">
              Les messages envoyés aux étudiants (accès, échéances, invitations, mots de passe) apparaîtront ici avec leur statut.
            </EmptyState>
          )
        }
      />
    </div>
  )
}

type Counted = keyof NotificationLogOutput['counts']

// « aucun canal configuré » is a setting to make, not a failure (issue 29): a neutral card of its own
const COUNT_CARDS: { status: Counted; label: string; Icon: LucideIcon; tone: StatTone }[] = [
  { status: 'pending', label: 'En attente', Icon: Clock, tone: 'brand' },
  { status: 'failed', label: 'En échec', Icon: TriangleAlert, tone: 'accent' },
  { status: 'dead', label: 'Abandonnés', Icon: Ban, tone: 'violet' },
  { status: 'no_channel', label: 'Non envoyés (aucun canal)', Icon: Unplug, tone: 'neutral' },
]

/** The figures that call for attention; each shows its messages. */
function Counts({ counts }: { counts: Record<Counted, number> | undefined }) {
  return (
    <section aria-labelledby="counts-title">
      <h2 id="counts-title" className="sr-only">
        Messages à surveiller
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {COUNT_CARDS.map(({ status, label, Icon, tone }) => (
          <li key={status}>
            <Link
              to="/admin/notifications"
              search={{ status } satisfies NotificationLogSearch}
              className={statCardClasses('h-full transition-shadow hover:border-brand-300 hover:shadow-raised focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500')}
            >
              <StatCardContent label={label} value={counts?.[status]} Icon={Icon} tone={tone} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** « Renvoyer tous les échecs » (the `failed` ones; abandoned ones one by one), behind a confirmation: it may send many messages at once. */
function RetryAllButton({ failed }: { failed: number }) {
  const [open, setOpen] = useState(false)
  const retryFailed = useRetryFailed()
  return (
    <>
      <Button variant="secondary" className="w-full sm:w-auto" disabled={failed === 0} onClick={() => setOpen(true)}>
        <RotateCcw className="size-4" aria-hidden="true" />
        Renvoyer tous les échecs
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) retryFailed.reset()
        }}
        title="Renvoyer tous les messages en échec ?"
        description={
          <>
            <p>{plural(failed, 'message en échec repartira', 'messages en échec repartiront')} dans la file d’envoi et {failed > 1 ? 'seront retentés' : 'sera retenté'} dans un instant.</p>
            <p>Les messages abandonnés se renvoient un par un (« Renvoyer »), une fois la raison de l’échec corrigée.</p>
            <p>Les messages non envoyés faute de canal (« aucun canal configuré ») ne sont pas des échecs : ils ne repartent pas ; renvoyez-les un par un une fois l’e-mail ou WhatsApp configuré.</p>
          </>
        }
        confirmLabel="Renvoyer tous les échecs"
        tone="primary"
        pending={retryFailed.isPending}
        error={retryFailed.error ? errorText(retryFailed.error, NOTIFICATIONS_UI.retryError) : undefined}
        onConfirm={() => retryFailed.mutate(undefined, { onSuccess: () => setOpen(false) })}
      />
    </>
  )
}
