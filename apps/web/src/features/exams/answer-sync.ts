import { type AnswerValue, type Attempt, EXAM_MESSAGES } from '@tutorat/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import { serverMessage } from '../../lib/error-message.ts'
import { errorStatus, trpc } from '../../lib/trpc.ts'
import type { ServerTimeSample } from './clock-hooks.ts'
import { isAnswered } from './answer-values.ts'
import { type AnswerQueue, type QueuedAnswer, useAnswerQueue } from './offline-queue.ts'
import { isOnline, useOnline } from './offline-status.ts'

// Saves each answer as it is given (DESIGN §13), one request at a time and in the order given, so
// the last answer to a question is the one the server keeps. What cannot be sent now waits in the
// queue and is sent again when the network returns, every little while, and on the next load.

/** What a question shows under its answer. */
export type SaveState =
  | { kind: 'none' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** queued: `offline` (no network), `server` (the server asked to wait: 429, 5xx) */
  | { kind: 'waiting'; reason: 'offline' | 'server' }
  /** the server refused it (late, paper already handed in): shown, never sent again */
  | { kind: 'refused'; message: string }

type Settled = { kind: 'saved'; answer: AnswerValue; flagged?: boolean | undefined } | { kind: 'refused'; message: string }
type Stall = 'offline' | 'server'
type Sent = Settled | { kind: 'stalled'; reason: Stall }

/** How often a waiting queue is tried again when no `online` event comes (a network that is back without saying so). */
export const RETRY_MS = 15_000

/** Refusals that another try may turn into a save. */
const RETRYABLE = new Set([401, 408, 429])

function useSendAnswer(attemptId: number, onServerTime: ServerTimeSample) {
  // 'always': offline, fail at once and wait in the queue, rather than hang in React Query's paused mutations
  const { mutateAsync } = trpc.exams.saveAnswer.useMutation({ networkMode: 'always' })
  const utils = trpc.useUtils()
  return useCallback(
    async (entry: QueuedAnswer): Promise<Sent> => {
      const sentAt = Date.now()
      try {
        const input = { id: attemptId, question_id: entry.question_id, answer: entry.answer }
        const saved = await mutateAsync(entry.flagged === undefined ? input : { ...input, flagged: entry.flagged })
        onServerTime(saved.server_now, Date.now(), sentAt)
        return { kind: 'saved', answer: entry.answer, flagged: saved.flagged ?? entry.flagged }
      } catch (error) {
        const status = errorStatus(error)
        if (status === undefined) return { kind: 'stalled', reason: 'offline' }
        if (RETRYABLE.has(status) || status >= 500) return { kind: 'stalled', reason: 'server' }
        const message = serverMessage(error, EXAM_MESSAGES.answerInvalid)
        // late (the section closed), or handed in elsewhere: said once, then the attempt as the
        // server now sees it moves the paper on (the next section, or the result)
        if (status === 409) {
          toast.error(message, { id: `attempt-${attemptId}-closed` })
          void utils.exams.attempt.invalidate({ id: attemptId })
        }
        return { kind: 'refused', message }
      }
    },
    [attemptId, mutateAsync, onServerTime, utils],
  )
}

export interface AnswerSync {
  /** The answer shown: the one waiting to be sent, else the one saved. */
  answerOf: (questionId: number) => AnswerValue
  stateOf: (questionId: number) => SaveState
  answer: (questionId: number, value: AnswerValue) => void
  /** « à revoir » (DESIGN §19): the flag as shown (waiting, saved on this visit, or the server's) */
  flaggedOf: (questionId: number) => boolean
  /** Toggles the flag: saved with the question's answer as it stands. */
  flag: (questionId: number, flagged: boolean) => void
  /** Sends what waits; true once nothing is left to send (each answer saved or refused). */
  flush: () => Promise<boolean>
  /** answers given on this device that the server has not saved yet */
  pending: number
  online: boolean
}

export function useAnswerSync(attempt: Attempt, onServerTime: ServerTimeSample): AnswerSync {
  const { queue, entries } = useAnswerQueue(attempt.id)
  const online = useOnline()
  const send = useSendAnswer(attempt.id, onServerTime)
  const [stall, setStall] = useState<Stall | null>(null)
  const [settled, setSettled] = useState<ReadonlyMap<number, Settled>>(() => new Map())
  const running = useRef<Promise<boolean> | null>(null)

  const flush = useCallback(() => {
    const drain = async () => {
      for (let entry = queue.first(); entry; entry = queue.first()) {
        if (!isOnline()) {
          setStall('offline')
          return false
        }
        const sent = await send(entry)
        if (sent.kind === 'stalled') {
          setStall(sent.reason)
          return false
        }
        queue.settle(entry)
        setStall(null)
        setSettled((map) => new Map(map).set(entry.question_id, sent))
      }
      return true
    }
    running.current ??= drain().finally(() => {
      running.current = null
    })
    return running.current
  }, [queue, send])

  useRetries(flush, queue)

  const answer = useCallback(
    (questionId: number, value: AnswerValue) => {
      queue.enqueue(questionId, value)
      void flush()
    },
    [queue, flush],
  )

  const serverSaved = (questionId: number) => attempt.answers.find((saved) => saved.question_id === questionId)
  const serverAnswer = (questionId: number) => serverSaved(questionId)?.answer ?? null
  const flaggedOf = (questionId: number): boolean => {
    const queued = entries.find((entry) => entry.question_id === questionId)
    if (queued?.flagged !== undefined) return queued.flagged
    const done = settled.get(questionId)
    if (done?.kind === 'saved' && done.flagged !== undefined) return done.flagged
    return serverSaved(questionId)?.flagged ?? false
  }
  const answerOf = (questionId: number): AnswerValue => {
    const queued = entries.find((entry) => entry.question_id === questionId)
    if (queued) return queued.answer
    const done = settled.get(questionId)
    if (done?.kind === 'saved') return done.answer
    return serverAnswer(questionId)
  }

  const stateOf = (questionId: number): SaveState => {
    if (entries.some((entry) => entry.question_id === questionId)) {
      if (!online || stall === 'offline') return { kind: 'waiting', reason: 'offline' }
      return stall === 'server' ? { kind: 'waiting', reason: 'server' } : { kind: 'saving' }
    }
    const done = settled.get(questionId)
    if (done?.kind === 'refused') return done
    // a clear saved on this visit says « Enregistré »; an empty question after a reload says nothing
    return done || isAnswered(serverAnswer(questionId)) ? { kind: 'saved' } : { kind: 'none' }
  }

  const flag = (questionId: number, flagged: boolean) => {
    queue.enqueue(questionId, answerOf(questionId), flagged)
    void flush()
  }

  return { answerOf, stateOf, answer, flaggedOf, flag, flush, pending: entries.length, online }
}

/** Replays the queue on load, when the network comes back, when the tab returns, and every `RETRY_MS` while it waits. */
function useRetries(flush: () => Promise<boolean>, queue: AnswerQueue) {
  useEffect(() => {
    const retry = () => void flush()
    const onVisible = () => {
      if (document.visibilityState === 'visible') retry()
    }
    retry()
    const timer = window.setInterval(() => {
      if (queue.first()) retry()
    }, RETRY_MS)
    window.addEventListener('online', retry)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('online', retry)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [flush, queue])
}
