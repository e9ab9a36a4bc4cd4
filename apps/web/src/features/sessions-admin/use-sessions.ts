import { keepPreviousData } from '@tanstack/react-query'
import type { AdminLiveSession } from '@tutorat/contracts'
import { toast } from 'sonner'
import { trpc } from '../../lib/trpc.ts'
import { useLeaveOnRefusal } from '../admins/super-admin.ts'
import { listInput, type SessionFilter, weekInputs } from './session-filter.ts'

export const LIST_ERROR = 'Erreur lors du chargement des séances.'
export const DETAIL_ERROR = 'Erreur lors du chargement de la séance.'
export const SAVE_ERROR = 'Erreur lors de l’enregistrement de la séance'
export const CANCEL_ERROR = 'Erreur lors de l’annulation de la séance'
export const DELETE_ERROR = 'Erreur lors de la suppression de la séance'
export const RECORDING_ERROR = 'Erreur lors de l’ajout de l’enregistrement'

/** The page the URL names, its total, and `list` for the list kit (the rows). */
export function useSessionList(filter: SessionFilter) {
  const page = trpc.sessions.list.useQuery(listInput(filter), { placeholderData: keepPreviousData })
  return { page, list: { ...page, data: page.data?.items } }
}

/** Every session of the week shown, past and upcoming, once both halves are in. */
export function useWeekSessions(filter: SessionFilter) {
  const inputs = weekInputs(filter)
  const options = { placeholderData: keepPreviousData }
  const past = trpc.sessions.list.useQuery(inputs.past, options)
  const upcoming = trpc.sessions.list.useQuery(inputs.upcoming, options)
  const failed = past.error ?? upcoming.error
  return {
    sessions: past.data && upcoming.data ? [...past.data.items, ...upcoming.data.items] : undefined,
    error: failed,
    stale: past.isPlaceholderData || upcoming.isPlaceholderData,
    retry: () => Promise.all([past.refetch(), upcoming.refetch()]),
    retrying: past.isRefetching || upcoming.isRefetching,
  }
}

/** One session with who joined it, while the panel shows it. */
export function useAttendance(id: number | undefined) {
  return trpc.sessions.attendance.useQuery({ id: id ?? 0 }, { enabled: id !== undefined })
}

/** What a change touches: the lists, and the session's panel. */
function useRefresh() {
  const utils = trpc.useUtils()
  return (id?: number) => Promise.all([utils.sessions.list.invalidate(), id === undefined ? undefined : utils.sessions.attendance.invalidate({ id })])
}

/** The server's sentence in a toast, the lists refreshed; `done` gets the session as it now is. */
function useSessionOptions(done: (session: AdminLiveSession) => void) {
  const refresh = useRefresh()
  const leave = useLeaveOnRefusal()
  return {
    onSuccess: async ({ message, session }: { message: string; session: AdminLiveSession }) => {
      toast.success(message)
      done(session)
      await refresh(session.id)
    },
    onError: (error: unknown) => void leave(error),
  }
}

export const useCreateSession = (done: (session: AdminLiveSession) => void) => trpc.sessions.create.useMutation(useSessionOptions(done))
export const useUpdateSession = (done: (session: AdminLiveSession) => void) => trpc.sessions.update.useMutation(useSessionOptions(done))
export const useCancelSession = (done: (session: AdminLiveSession) => void) => trpc.sessions.cancel.useMutation(useSessionOptions(done))
export const useSaveRecording = (done: (session: AdminLiveSession) => void) => trpc.sessions.recording.useMutation(useSessionOptions(done))

export function useDeleteSession(done: () => void) {
  const refresh = useRefresh()
  const leave = useLeaveOnRefusal()
  return trpc.sessions.delete.useMutation({
    onSuccess: async ({ message }) => {
      toast.success(message)
      done()
      await refresh()
    },
    onError: (error) => void leave(error),
  })
}
