import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { RouterOutputs } from '@tutorat/api'
import { useCallback } from 'react'
import { toast } from 'sonner'
import { saveDeviceToken, saveStudentToken, studentRedirectTarget } from '../../lib/session.ts'
import { studentQueries } from '../../lib/student-procedures.ts'
import { trpc } from '../../lib/trpc.ts'
import { STUDENT_UI } from './messages.ts'

type SignedIn = RouterOutputs['student']['login']

/** After any sign-in (password, Google, a mailed link): keep the token, then go on (to `onward` when the caller knows better). */
export function useStudentSignedIn(redirectTo?: string) {
  const queryClient = useQueryClient()
  const utils = trpc.useUtils()
  const navigate = useNavigate()
  return useCallback(
    async ({ access_token, user, signed_out_devices, device_token }: SignedIn, message?: string, onward?: string) => {
      saveStudentToken(access_token)
      saveDeviceToken('student', device_token)
      // A previous student's answers must not show in this session.
      queryClient.removeQueries(studentQueries)
      utils.student.verify.setData(undefined, { valid: true, user })
      if (signed_out_devices > 0) toast.warning(STUDENT_UI.otherDevicesSignedOut(signed_out_devices), { duration: 10_000 })
      else if (message) toast.success(message)
      await navigate({ href: studentRedirectTarget(onward ?? redirectTo), replace: true })
    },
    [queryClient, utils, navigate, redirectTo],
  )
}
