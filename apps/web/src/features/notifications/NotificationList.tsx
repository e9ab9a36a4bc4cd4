import type { StudentNotification } from '@tutorat/contracts'
import { Bell, CheckCheck } from 'lucide-react'
import { toast } from 'sonner'
import { errorStatus } from '../../lib/trpc.ts'
import { Button } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { ListLoading } from '../../ui/ListStatus.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { NOTIFICATIONS_UI } from './messages.ts'
import { NotificationItem } from './NotificationItem.tsx'
import { useMarkRead, useNotificationList } from './student-api.ts'

/** The student's messages, newest first: unread ones marked, « Tout marquer comme lu », « Afficher plus ». */
export function NotificationList() {
  const { query, items } = useNotificationList()
  const markRead = useMarkRead()
  const unread = query.data?.pages[0]?.unread ?? 0

  function mark(ids?: number[]) {
    markRead.mutate(ids ? { ids } : {}, {
      // a 401 signs the student out (the shell listens); anything else is said here
      onError: (error) => (errorStatus(error) === 401 ? undefined : void toast.error(NOTIFICATIONS_UI.markReadError)),
    })
  }
  const open = (item: StudentNotification) => (item.read ? undefined : mark([item.id]))

  return (
    <section aria-labelledby="notifications-title" aria-busy={query.isFetching || undefined} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="notifications-title" className="text-lg font-bold text-brand-950">
          Messages {unread > 0 ? <span className="font-medium text-muted">({unread === 1 ? '1 non lu' : `${unread} non lus`})</span> : null}
        </h2>
        {unread > 0 ? (
          <Button variant="secondary" size="sm" onClick={() => mark()} loading={markRead.isPending && !markRead.variables?.ids}>
            <CheckCheck className="size-4" aria-hidden="true" />
            Tout marquer comme lu
          </Button>
        ) : null}
      </div>
      {query.isPending ? (
        <ListLoading label="Chargement de vos notifications…" count={3} className="space-y-3">
          <Skeleton className="h-24 w-full rounded-card" />
        </ListLoading>
      ) : query.isError && items.length === 0 ? (
        <ErrorState title={NOTIFICATIONS_UI.listLoadError} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : items.length === 0 ? (
        <EmptyState Icon={Bell} title="Aucune notification pour le moment">
          Vous serez prévenu ici quand un accès à un cours est ouvert ou va expirer, et quand votre candidature avance.
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-3" aria-label="Mes notifications">
            {items.map((item) => (
              <NotificationItem key={item.id} item={item} onOpen={open} />
            ))}
          </ul>
          {query.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="secondary" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                Afficher plus
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  )
}
