import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { getQueryKey } from '@trpc/react-query'
import type { RouterOutputs } from '@tutorat/api'
import { useMemo } from 'react'
import { toast } from 'sonner'
import { trpc } from '../../lib/trpc.ts'

type NotificationPage = RouterOutputs['notifications']['mine']

/** The bell asks for one message: the counts ride along, the payload stays a few hundred bytes. */
const BELL_INPUT = { limit: 1, offset: 0 }
/** Students are on prepaid data: a modest poll, paused while the tab is hidden (React Query's default). */
export const BELL_POLL_MS = 60_000
export const NOTIFICATIONS_PAGE_SIZE = 20

/** The unread count of the header's bell: every minute while visible, and on focus. */
export function useUnreadCount() {
  return trpc.notifications.mine.useQuery(BELL_INPUT, {
    select: (page) => page.unread,
    refetchInterval: BELL_POLL_MS,
    refetchOnWindowFocus: true,
  })
}

const listInput = { limit: NOTIFICATIONS_PAGE_SIZE }
const listKey = getQueryKey(trpc.notifications.mine, listInput, 'infinite')

/** The student's messages, newest first, a page at a time (« Afficher plus »). */
export function useNotificationList() {
  const utils = trpc.useUtils()
  const query = useInfiniteQuery({
    queryKey: listKey,
    queryFn: ({ pageParam, signal }) => utils.client.notifications.mine.query({ ...listInput, offset: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last: NotificationPage, pages: NotificationPage[]) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0)
      return last.items.length > 0 && loaded < last.total ? loaded : undefined
    },
  })
  // A message that arrived meanwhile shifts the offsets: the next page repeats the last row.
  const items = useMemo(() => {
    const seen = new Set<number>()
    return (query.data?.pages ?? []).flatMap((page) => page.items).filter((item) => !seen.has(item.id) && seen.add(item.id))
  }, [query.data])
  return { query, items }
}

/** The loaded pages with these messages (all when `ids` is absent) read, and the server's new unread count. */
function withRead(data: InfiniteData<NotificationPage>, ids: readonly number[] | undefined, unread: number): InfiniteData<NotificationPage> {
  const done = ids ? new Set(ids) : null
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.map((item) => (done === null || done.has(item.id) ? { ...item, read: true } : item)),
    unread,
  }))
  return { ...data, pages }
}

/** Marks some (or, without ids, every) message read: the list and the bell follow without asking again. */
export function useMarkRead() {
  const utils = trpc.useUtils()
  const queryClient = useQueryClient()
  return trpc.notifications.markRead.useMutation({
    onSuccess: ({ unread }, { ids }) => {
      queryClient.setQueryData<InfiniteData<NotificationPage>>(listKey, (data) => (data ? withRead(data, ids?.map(Number), unread) : data))
      utils.notifications.mine.setData(BELL_INPUT, (bell) => (bell ? { ...bell, unread } : bell))
    },
  })
}

/** What the student receives, and where. */
export function usePreferences() {
  // not on focus: a refetch would reset a form being filled in
  return trpc.notifications.preferences.useQuery(undefined, { refetchOnWindowFocus: false })
}

export function useSavePreferences() {
  const utils = trpc.useUtils()
  return trpc.notifications.updatePreferences.useMutation({
    onSuccess: ({ message, ...saved }) => {
      toast.success(message)
      utils.notifications.preferences.setData(undefined, saved)
    },
  })
}
