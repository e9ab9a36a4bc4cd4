import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { MESSAGES, PAYMENT_MESSAGES } from '@tutorat/contracts'
import { useEffect, useRef } from 'react'
import { toast } from 'sonner'
import { serverMessage } from '../../lib/error-message.ts'
import { errorStatus, trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { positiveId } from './ids.ts'

const route = getRouteApi('/student/enrol/$formationId')

/**
 * « S'inscrire » once signed in: asks for the request, then shows it. The server answers the
 * open request again for a second tap, so nothing here needs to remember one.
 */
export function EnrolPage() {
  useDocumentTitle('Inscription')
  const formationId = positiveId(route.useParams().formationId)
  const navigate = useNavigate()
  const utils = trpc.useUtils()
  const create = trpc.payments.create.useMutation({
    onSuccess: async ({ created, message, payment }) => {
      utils.payments.get.setData({ id: payment.id }, payment)
      void utils.payments.mine.invalidate()
      if (created) toast.success(message)
      else toast.info(message)
      await navigate({ to: '/student/payments/$id', params: { id: String(payment.id) }, replace: true })
    },
  })
  // One request per visit, even when React runs effects twice in development.
  const { mutate } = create
  const started = useRef(false)
  useEffect(() => {
    if (started.current || formationId === undefined) return
    started.current = true
    mutate({ announcement_id: formationId })
  }, [mutate, formationId])

  const status = errorStatus(create.error)
  const offline = create.error !== null && status === undefined
  const retryable = create.error !== null && (status === undefined || status >= 500)
  if (formationId === undefined || create.error) {
    const problem = formationId === undefined ? PAYMENT_MESSAGES.formationNotFound : offline ? MESSAGES.cannotConnect : serverMessage(create.error, MESSAGES.genericRetry)
    return (
      <div className="mx-auto max-w-lg space-y-4 py-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-950">Inscription</h1>
        <Alert tone="error">{problem}</Alert>
        <div className="flex flex-wrap gap-2">
          {retryable && formationId !== undefined ? <Button onClick={() => mutate({ announcement_id: formationId })}>Réessayer</Button> : null}
          <Link to="/courses" className={buttonClasses('secondary')}>
            Voir les formations
          </Link>
        </div>
      </div>
    )
  }
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-4 text-center text-brand-900">
      <h1 className="text-xl font-bold">Préparation de votre demande d’inscription…</h1>
      <Spinner size="lg" />
    </div>
  )
}
