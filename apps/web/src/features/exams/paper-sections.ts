import type { Attempt, AttemptSection } from '@tutorat/contracts'
import { useCallback } from 'react'
import { trpc } from '../../lib/trpc.ts'
import { useAttemptStep } from './attempt-step.ts'

// DESIGN §19: a paper in sections taken in order. The server owns each section's window: the
// paper shows the open one only, its countdown is that section's deadline, and « Section
// suivante » (or the deadline) closes it for good.

export interface PaperSections {
  /** the section being taken (null: an attempt the server sent without sections) */
  open: AttemptSection | null
  count: number
  /** no section follows the open one: its end is the paper's */
  last: boolean
  deadlineAt: string
}

export function paperSections(attempt: Attempt): PaperSections {
  const sections = attempt.sections ?? []
  const open = sections.find((section) => section.state === 'ouverte') ?? null
  const last = open === null || open.position === sections.length
  return { open, count: sections.length, last, deadlineAt: open?.deadline_at ?? attempt.deadline_at }
}

/** The questions of the open section (every question when the attempt has no sections). */
export function sectionQuestions<Q extends { section?: number | undefined }>(questions: readonly Q[], open: AttemptSection | null): Q[] {
  return open === null ? [...questions] : questions.filter((question) => (question.section ?? 1) === open.position)
}

export const SECTION_MESSAGES = {
  failed: 'La section n’a pas pu être close. Vérifiez votre connexion, puis réessayez.',
  unsent: 'Des réponses de cette section n’ont pas encore pu être envoyées : vérifiez votre connexion, puis réessayez.',
  timeUp: 'Le temps de cette section est écoulé : la suivante s’ouvre.',
} as const

const NEXT_TEXTS = { unsent: SECTION_MESSAGES.unsent, failed: SECTION_MESSAGES.failed, conflictToast: true }

/** « Section suivante »: the server closes the open section and opens the next (its answer moves the paper on). */
export function useNextSection(attemptId: number, flush: () => Promise<boolean>) {
  const { mutateAsync } = trpc.exams.nextSection.useMutation({ networkMode: 'always' })
  const { step, ...state } = useAttemptStep(attemptId, flush, mutateAsync, NEXT_TEXTS)
  return { next: step, ...state }
}

/** At a section's deadline (not the last one), the waiting answers go, then the attempt is read again: the server has opened the next section. */
export function useSectionTimeUp(attemptId: number, flush: () => Promise<boolean>) {
  const utils = trpc.useUtils()
  return useCallback(async () => {
    await flush()
    await utils.exams.attempt.invalidate({ id: attemptId })
  }, [attemptId, flush, utils])
}
