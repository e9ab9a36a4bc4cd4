import { type AnswerValue, answerValue } from '@tutorat/contracts'
import { useState, useSyncExternalStore } from 'react'
import { z } from 'zod'
import { readStored, writeStored } from './paper-storage.ts'

// The answers given on this device and not yet saved by the server, in the order they were given
// (DESIGN §13: each answer is saved as it is given; a phone loses its network in a lift). Every
// answer goes through it: written to localStorage first, then sent, then taken out once the server
// has answered, so a reload, a crash or a lost connection replays what was pending.

export interface QueuedAnswer {
  question_id: number
  answer: AnswerValue
  /** « à revoir » (DESIGN §19), sent with the answer; absent: the flag stays as the server has it */
  flagged?: boolean | undefined
  /** grows with every answer given: a newer answer to the same question replaces the older */
  seq: number
}

const storedQueue = z.array(z.object({ question_id: z.number().int().positive(), answer: answerValue, flagged: z.boolean().optional(), seq: z.number().int() }))

export const queueKey = (attemptId: number) => `exam_attempt_${attemptId}_answers`

/** What is stored for the attempt; anything unreadable (another version's format, a hand edit) is dropped. */
export function readQueue(attemptId: number): QueuedAnswer[] {
  const raw = readStored(queueKey(attemptId))
  if (raw === null) return []
  try {
    const parsed = storedQueue.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

export interface AnswerQueue {
  entries: () => readonly QueuedAnswer[]
  first: () => QueuedAnswer | undefined
  /** Queues the latest answer to a question (one per question: the earlier one is no longer worth sending). */
  enqueue: (questionId: number, answer: AnswerValue, flagged?: boolean) => void
  /** Takes out an answer the server has dealt with, unless a newer one replaced it meanwhile. */
  settle: (entry: QueuedAnswer) => void
  subscribe: (listener: () => void) => () => void
}

export function openQueue(attemptId: number): AnswerQueue {
  let entries: readonly QueuedAnswer[] = readQueue(attemptId)
  const listeners = new Set<() => void>()
  const save = (next: readonly QueuedAnswer[]) => {
    entries = next
    writeStored(queueKey(attemptId), next.length > 0 ? JSON.stringify(next) : null)
    for (const listener of listeners) listener()
  }
  return {
    entries: () => entries,
    first: () => entries[0],
    enqueue: (questionId, answer, flagged) => {
      const seq = entries.reduce((max, entry) => Math.max(max, entry.seq), 0) + 1
      // a new answer keeps the flag still waiting to be sent with the one it replaces
      const kept = flagged ?? entries.find((entry) => entry.question_id === questionId)?.flagged
      const entry: QueuedAnswer = kept === undefined ? { question_id: questionId, answer, seq } : { question_id: questionId, answer, flagged: kept, seq }
      save([...entries.filter((other) => other.question_id !== questionId), entry])
    },
    settle: (settled) => {
      if (entries.some((entry) => entry.seq === settled.seq)) save(entries.filter((entry) => entry.seq !== settled.seq))
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The attempt's queue and its entries, kept current. */
export function useAnswerQueue(attemptId: number) {
  const [queue] = useState(() => openQueue(attemptId))
  const entries = useSyncExternalStore(queue.subscribe, queue.entries)
  return { queue, entries }
}

/** A closed paper's leftovers: how many answers never reached the server. They are forgotten. */
export function discardQueue(attemptId: number): number {
  const count = readQueue(attemptId).length
  writeStored(queueKey(attemptId), null)
  return count
}
