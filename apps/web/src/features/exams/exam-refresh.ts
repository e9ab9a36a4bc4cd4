import type { StudentExam } from '@tutorat/contracts'
import { useEffect } from 'react'
import { nextWindowEdge } from './exam-state.ts'

// An exam that opens while its list is on screen (a concours blanc at 18:00: students wait on the
// page) gets its « Commencer » without a reload: the list is asked for again just after the edge,
// and the server, not the phone, says whether it is open.

const AFTER_EDGE_MS = 1_000
/** a phone whose clock runs ahead asks again this often until the server agrees */
const RETRY_MS = 10_000
/** timers overflow past ~24.8 days: a far edge re-arms after each answer */
const MAX_WAIT_MS = 6 * 3_600_000

interface ListQuery {
  data: readonly Pick<StudentExam, 'state' | 'opens_at' | 'closes_at'>[] | undefined
  /** changes on every answer, even an identical one: the timer re-arms */
  dataUpdatedAt: number
  refetch: () => unknown
}

export function useRefetchAtWindowEdges({ data, dataUpdatedAt, refetch }: ListQuery) {
  useEffect(() => {
    const edge = data ? nextWindowEdge(data) : null
    if (edge === null) return
    const now = Date.now()
    const wait = edge > now ? Math.min(edge - now + AFTER_EDGE_MS, MAX_WAIT_MS) : RETRY_MS
    const timer = window.setTimeout(() => void refetch(), wait)
    return () => window.clearTimeout(timer)
  }, [data, dataUpdatedAt, refetch])
}
