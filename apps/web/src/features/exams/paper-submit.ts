import { useCallback, useEffect } from 'react'
import { trpc } from '../../lib/trpc.ts'
import { RETRY_MS } from './answer-sync.ts'
import { useAttemptStep } from './attempt-step.ts'

export const HAND_IN_MESSAGES = {
  unsent: 'Des réponses n’ont pas encore pu être envoyées : vérifiez votre connexion, puis rendez votre copie.',
  failed: 'La copie n’a pas pu être rendue. Vérifiez votre connexion, puis réessayez.',
  offline: (pending: number) =>
    `Vous êtes hors ligne et ${pending === 1 ? 'une réponse attend' : `${pending} réponses attendent`} encore d’être ${pending === 1 ? 'envoyée' : 'envoyées'}. Reconnectez-vous pour rendre votre copie : sans cela, ${pending === 1 ? 'elle serait perdue' : 'elles seraient perdues'}.`,
} as const

const HAND_IN_TEXTS = { unsent: HAND_IN_MESSAGES.unsent, failed: HAND_IN_MESSAGES.failed }

/**
 * « Rendre ma copie »: the waiting answers first, then the paper. The paper as the server returns
 * it (scored, with its review when allowed) replaces the running one in the cache; the lists of
 * exams and copies are asked again.
 */
export function useHandIn(attemptId: number, flush: () => Promise<boolean>) {
  const utils = trpc.useUtils()
  const { mutateAsync } = trpc.exams.submit.useMutation({ networkMode: 'always' })
  const { step, ...state } = useAttemptStep(attemptId, flush, mutateAsync, HAND_IN_TEXTS)
  const handIn = useCallback(async () => {
    const done = await step()
    if (done) {
      void utils.exams.myAttempts.invalidate()
      void utils.exams.available.invalidate()
    }
    return done
  }, [step, utils])
  return { handIn, ...state }
}

/** At the deadline the paper hands itself in, and keeps trying (network back, every little while) until the server has it. */
export function useAutoHandIn(expired: boolean, handIn: () => Promise<boolean>) {
  useEffect(() => {
    if (!expired) return
    let done = false
    const attempt = async () => {
      if (!done) done = await handIn()
    }
    void attempt()
    const timer = window.setInterval(() => void attempt(), RETRY_MS)
    window.addEventListener('online', attempt)
    return () => {
      done = true
      window.clearInterval(timer)
      window.removeEventListener('online', attempt)
    }
  }, [expired, handIn])
}
