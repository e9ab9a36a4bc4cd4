import { keepPreviousData } from '@tanstack/react-query'
import type { NotificationLogEntry } from '@tutorat/contracts'
import { toast } from 'sonner'
import { errorText } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { useLeaveOnRefusal } from '../admins/super-admin.ts'
import { NOTIFICATIONS_UI } from './messages.ts'
import type { NotificationLogFilter } from './log-filter.ts'

export const LOG_PAGE_SIZE = 50

/** The URL's filters as the API names them. */
export function logInput({ status, channel, template, recipient, page }: NotificationLogFilter) {
  return {
    limit: LOG_PAGE_SIZE,
    offset: page * LOG_PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(channel ? { channel } : {}),
    ...(template ? { template } : {}),
    ...(recipient ? { recipient } : {}),
  }
}

/** The log's page, its total and the counts; `list` is what the list kit reads (the rows). */
export function useNotificationLog(filter: NotificationLogFilter) {
  const log = trpc.notifications.log.useQuery(logInput(filter), { placeholderData: keepPreviousData })
  const list = { ...log, data: log.data?.items }
  return { log, list }
}

/** Both retries: the log and its counts change, and the server says what it did (`toastErrors`: else the dialog says it). */
function useRetryOptions(toastErrors: boolean) {
  const utils = trpc.useUtils()
  const leave = useLeaveOnRefusal()
  return {
    onSuccess: async ({ message }: { message: string }) => {
      toast.success(message)
      await utils.notifications.log.invalidate()
    },
    onError: (error: unknown) => {
      if (!leave(error) && toastErrors) toast.error(errorText(error, NOTIFICATIONS_UI.retryError))
    },
  }
}

/** « Renvoyer » one failed or abandoned message. */
export function useRetry() {
  const retry = trpc.notifications.retry.useMutation(useRetryOptions(true))
  const pendingFor = (row: NotificationLogEntry) => retry.isPending && retry.variables?.id === row.id
  return { run: (row: NotificationLogEntry) => retry.mutate({ id: row.id }), pendingFor }
}

/** « Renvoyer tous les échecs ». */
export function useRetryFailed() {
  return trpc.notifications.retryFailed.useMutation(useRetryOptions(false))
}
