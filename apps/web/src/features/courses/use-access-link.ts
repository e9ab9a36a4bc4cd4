import { COURSE_MESSAGES, DATE_LOCALE, LIMITS } from '@tutorat/contracts'
import { useState } from 'react'
import { toast } from 'sonner'
import { copyText } from '../../lib/clipboard.ts'
import { trpc } from '../../lib/trpc.ts'
import { errorDetail, statusOf, useSignOut } from './feedback.ts'

export interface AccessLink {
  courseTitle: string
  url: string
  expiresAt: string
}

export const formatExpiry = (iso: string) => new Date(iso).toLocaleDateString(DATE_LOCALE, { day: 'numeric', month: 'long', year: 'numeric' })

/**
 * SPEC §7: generate the course's join link and copy it. When the browser refuses the clipboard
 * (plain http, permission denied) the link is handed to a dialog instead, so it is never lost.
 */
export function useAccessLink() {
  const [fallback, setFallback] = useState<AccessLink | null>(null)
  const signOut = useSignOut()
  const mutation = trpc.courses.generateLink.useMutation({
    onError: (error) => {
      if (statusOf(error) === 401) return signOut()
      toast.error(COURSE_MESSAGES.linkError, { description: errorDetail(error, COURSE_MESSAGES.linkError) })
    },
  })

  function generate(course: { id: number; title: string }) {
    mutation.mutate(
      { id: course.id, course_id: course.id, access_type: 'link', expires_days: LIMITS.generatedLinkValidityDays },
      {
        onSuccess: async ({ access_url, expires_at }) => {
          if (await copyText(access_url)) {
            toast.success(COURSE_MESSAGES.linkCopied, { description: `Valable jusqu’au ${formatExpiry(expires_at)}.` })
          } else {
            setFallback({ courseTitle: course.title, url: access_url, expiresAt: expires_at })
          }
        },
      },
    )
  }

  return {
    generate,
    /** The course whose link is being generated (its button spins). */
    pendingId: mutation.isPending ? Number(mutation.variables.id) : undefined,
    fallback,
    closeFallback: () => setFallback(null),
  }
}
