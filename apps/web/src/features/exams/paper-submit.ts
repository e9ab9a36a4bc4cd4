import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import { serverMessage } from '../../lib/error-message.ts'
import { errorStatus, trpc } from '../../lib/trpc.ts'
import { RETRY_MS } from './answer-sync.ts'

export const HAND_IN_MESSAGES = {
  unsent: 'Des réponses n’ont pas encore pu être envoyées : vérifiez votre connexion, puis rendez votre copie.',
  failed: 'La copie n’a pas pu être rendue. Vérifiez votre connexion, puis réessayez.',
  offline: (pending: number) =>
    `Vous êtes hors ligne et ${pending === 1 ? 'une réponse attend' : `${pending} réponses attendent`} encore d’être ${pending === 1 ? 'envoyée' : 'envoyées'}. Reconnectez-vous pour rendre votre copie : sans cela, ${pending === 1 ? 'elle serait perdue' : 'elles seraient perdues'}.`,
} as const

/**
 * « Rendre ma copie »: the waiting answers first, then the paper. The paper as the server returns
 * it (scored, with its review when allowed) replaces the running one in the cache; one the server
 * had already closed (another device, the end of time) is simply loaded again.
 */
export function useHandIn(attemptId: number, flush: () => Promise<boolean>) {
  const utils = trpc.useUtils()
  const { mutateAsync } = trpc.exams.submit.useMutation({ networkMode: 'always' })
  const [state, setState] = useState<{ pending: boolean; error?: string | undefined }>({ pending: false })
  const running = useRef<Promise<boolean> | null>(null)

  const handIn = useCallback(() => {
    const run = async () => {
      setState({ pending: true })
      if (!(await flush())) {
        setState({ pending: false, error: HAND_IN_MESSAGES.unsent })
        return false
      }
      try {
        const { message, attempt } = await mutateAsync({ id: attemptId })
        toast.success(message)
        utils.exams.attempt.setData({ id: attemptId }, attempt)
      } catch (error) {
        if (errorStatus(error) !== 409) {
          setState({ pending: false, error: serverMessage(error, HAND_IN_MESSAGES.failed) })
          return false
        }
        await utils.exams.attempt.invalidate({ id: attemptId })
        setState({ pending: false })
      }
      void utils.exams.myAttempts.invalidate()
      void utils.exams.available.invalidate()
      return true
    }
    running.current ??= run().finally(() => {
      running.current = null
    })
    return running.current
  }, [attemptId, flush, mutateAsync, utils])

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
