import type { Attempt } from '@tutorat/contracts'
import { useCallback, useRef, useState } from 'react'
import { toast } from 'sonner'
import { serverMessage } from '../../lib/error-message.ts'
import { errorStatus, trpc } from '../../lib/trpc.ts'

// One step of a running paper that the server decides: « Rendre ma copie » and « Section
// suivante ». The waiting answers go first; the server's answer (the attempt as it now is)
// replaces the paper in the cache; a step the server had already taken (the deadline, another
// device: 409) is simply loaded again.

export interface StepTexts {
  /** answers could not all be sent */
  unsent: string
  /** the step failed for another reason than a 409 */
  failed: string
  /** said in a toast on a 409 (the section closed meanwhile); nothing when absent */
  conflictToast?: boolean
}

type Run = (input: { id: number }) => Promise<{ message: string; attempt: Attempt }>

/** `step()` resolves true once the server has taken the step (or had already taken it). */
export function useAttemptStep(attemptId: number, flush: () => Promise<boolean>, run: Run, texts: StepTexts) {
  const utils = trpc.useUtils()
  const [state, setState] = useState<{ pending: boolean; error?: string | undefined }>({ pending: false })
  const running = useRef<Promise<boolean> | null>(null)

  const step = useCallback(() => {
    const go = async () => {
      setState({ pending: true })
      if (!(await flush())) {
        setState({ pending: false, error: texts.unsent })
        return false
      }
      try {
        const { message, attempt } = await run({ id: attemptId })
        toast.success(message)
        utils.exams.attempt.setData({ id: attemptId }, attempt)
      } catch (error) {
        if (errorStatus(error) !== 409) {
          setState({ pending: false, error: serverMessage(error, texts.failed) })
          return false
        }
        if (texts.conflictToast) toast.error(serverMessage(error, texts.failed))
        await utils.exams.attempt.invalidate({ id: attemptId })
      }
      setState({ pending: false })
      return true
    }
    running.current ??= go().finally(() => {
      running.current = null
    })
    return running.current
  }, [attemptId, flush, run, texts, utils])

  return { step, ...state }
}
