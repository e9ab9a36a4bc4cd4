import { getRouteApi, Link } from '@tanstack/react-router'
import { MESSAGES, SESSION_MESSAGES } from '@tutorat/contracts'
import { ArrowLeft } from 'lucide-react'
import { serverMessage } from '../../lib/error-message.ts'
import { errorStatus, trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useWhatsappUrl } from '../../lib/site.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { useRunOnce } from '../../ui/use-run-once.ts'
import { positiveId } from '../payments/ids.ts'
import { WhatsappButton } from './WhatsappButton.tsx'

const route = getRouteApi('/student/sessions/$id/join')
const M = SESSION_MESSAGES
/** Refusals that asking again will not change. */
const FINAL: readonly string[] = [M.joinCancelled, M.joinEnded, M.joinNoAccess, M.notFound]

/**
 * /student/sessions/{id}/join, where « Rejoindre », the calendar and the messages point: trades
 * the student's token for a one-minute ticket, then leaves for the server's join URL, which
 * records the attendance and redirects to Google Meet. The Meet link never reaches this page.
 */
export function SessionJoinPage() {
  useDocumentTitle('Rejoindre la séance')
  const id = positiveId(route.useParams().id)
  if (!id) return <Refused message={M.notFound} retry={undefined} />
  return <Join id={id} />
}

function Join({ id }: { id: number }) {
  const ticket = trpc.sessions.joinTicket.useMutation({ onSuccess: ({ url }) => window.location.replace(url) })
  // One ticket per visit, even when React runs effects twice in development.
  const { mutate } = ticket
  useRunOnce(() => mutate({ id }))

  if (ticket.error) {
    const offline = errorStatus(ticket.error) === undefined
    const message = offline ? MESSAGES.cannotConnect : serverMessage(ticket.error, M.notFound)
    return <Refused message={message} retry={FINAL.includes(message) ? undefined : () => mutate({ id })} />
  }
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-4 text-center text-brand-900">
      <h1 className="text-xl font-bold">Ouverture de la séance sur Google Meet…</h1>
      <Spinner size="lg" />
    </div>
  )
}

function Refused({ message, retry }: { message: string; retry: (() => void) | undefined }) {
  const whatsapp = useWhatsappUrl()
  return (
    <div className="mx-auto max-w-lg space-y-4 py-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-brand-950">Rejoindre la séance</h1>
      <Alert tone="error">{message}</Alert>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {retry ? <Button onClick={retry}>Réessayer</Button> : null}
        {message === M.joinNoAccess && whatsapp ? (
          <WhatsappButton href={whatsapp('Bonjour, je souhaite m’inscrire pour assister aux séances en direct.')}>Nous contacter sur WhatsApp</WhatsappButton>
        ) : null}
        <Link to="/student/sessions" className={buttonClasses('secondary')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Retour à mes séances
        </Link>
      </div>
    </div>
  )
}
