import { keepPreviousData } from '@tanstack/react-query'
import type { RouterOutputs } from '@tutorat/api'
import type { SessionRequest } from '@tutorat/contracts'
import { toast } from 'sonner'
import { trpc } from '../../lib/trpc.ts'
import { useLeaveOnRefusal } from '../admins/super-admin.ts'
import { type RequestFilter, requestListInput } from './request-filter.ts'

export const REQUESTS_ERROR = 'Erreur lors du chargement des demandes.'
export const UPDATE_ERROR = 'Erreur lors de la mise à jour de la demande'
export const SCHEDULE_ERROR = 'Erreur lors de la planification de la séance'
export const REQUEST_UPDATED = 'Demande mise à jour.'

/** The page the URL names, its total, and `list` for the list kit (the rows). */
export function useRequestList(filter: RequestFilter) {
  const page = trpc.sessionRequests.list.useQuery(requestListInput(filter), { placeholderData: keepPreviousData })
  return { page, list: { ...page, data: page.data?.items } }
}

/** Status and note: the list follows (a status filter may no longer match). */
export function useUpdateRequest(done: (request: SessionRequest) => void) {
  const utils = trpc.useUtils()
  const leave = useLeaveOnRefusal()
  return trpc.sessionRequests.update.useMutation({
    onSuccess: async (request) => {
      toast.success(REQUEST_UPDATED)
      done(request)
      await Promise.all([utils.sessionRequests.list.invalidate(), utils.dashboard.pendingWork.invalidate()])
    },
    onError: (error) => void leave(error),
  })
}

export type Scheduled = RouterOutputs['sessionRequests']['schedule']

/** The request becomes a solo session: the request and the sessions' lists change. */
export function useScheduleRequest(done: (result: Scheduled) => void) {
  const utils = trpc.useUtils()
  const leave = useLeaveOnRefusal()
  return trpc.sessionRequests.schedule.useMutation({
    onSuccess: async (result) => {
      done(result)
      await Promise.all([utils.sessionRequests.list.invalidate(), utils.sessions.list.invalidate(), utils.dashboard.pendingWork.invalidate()])
    },
    onError: (error) => void leave(error),
  })
}
