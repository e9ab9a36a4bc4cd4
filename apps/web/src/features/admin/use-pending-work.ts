import { trpc } from '../../lib/trpc.ts'

/**
 * What waits for this admin (issue 29): one query shared by the sidebar's badge and the
 * dashboard's « À traiter » card, asked again each time the admin comes back to the tab (a cheap
 * count: fresher than the 30 s the other queries keep).
 */
export function usePendingWork() {
  return trpc.dashboard.pendingWork.useQuery(undefined, { refetchOnWindowFocus: 'always' })
}
