import { getRouteApi, Link } from '@tanstack/react-router'
import { SESSION_MESSAGES } from '@tutorat/contracts'
import { CircleCheck, Home } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useWhatsappUrl } from '../../lib/site.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import { StudentAuthPage } from '../student-space/StudentAuthPage.tsx'
import { type RequestKind, RequestForm } from './RequestForm.tsx'
import { WhatsappButton } from './WhatsappButton.tsx'

const route = getRouteApi('/public/seance-evaluation')

const TITLES: Record<RequestKind, string> = {
  evaluation: 'Réserver ma séance d’évaluation gratuite',
  solo: 'Réserver ma séance solo',
}

/** /seance-evaluation (`?type=solo` for a solo session): the request form, then a thank-you with WhatsApp. */
export function RequestPage() {
  const kind: RequestKind = route.useSearch().type ?? 'evaluation'
  const [sent, setSent] = useState<{ name: string; kind: RequestKind } | null>(null)
  useDocumentTitle(sent ? 'Demande envoyée' : TITLES[kind])
  // the thank-you is much shorter than the form: a phone would be left looking at the footer
  useEffect(() => {
    if (sent) window.scrollTo({ top: 0, behavior: 'instant' })
  }, [sent])
  if (sent) {
    return (
      <StudentAuthPage title="Demande envoyée" intro="Merci pour votre confiance !">
        <Sent name={sent.name} kind={sent.kind} />
      </StudentAuthPage>
    )
  }
  return (
    <StudentAuthPage wide title={TITLES[kind]} intro="Laissez-nous vos coordonnées : nous vous répondons sur WhatsApp pour fixer le jour et l’heure.">
      <RequestForm kind={kind} onSent={({ name, kind: chosen }) => setSent({ name, kind: chosen })} />
    </StudentAuthPage>
  )
}

const WHATSAPP_TEXT: Record<RequestKind, (name: string) => string> = {
  evaluation: (name) => `Bonjour, je suis ${name} : je viens de demander ma séance d’évaluation gratuite sur le site.`,
  solo: (name) => `Bonjour, je suis ${name} : je viens de demander une séance solo sur le site.`,
}

function Sent({ name, kind }: { name: string; kind: RequestKind }) {
  const whatsapp = useWhatsappUrl()
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <CircleCheck className="size-9" aria-hidden="true" />
      </span>
      <Alert tone="success" className="text-left">
        {SESSION_MESSAGES.requestSent}
      </Alert>
      <p className="text-sm text-muted">Pour aller plus vite, écrivez-nous directement :</p>
      <div className="flex w-full flex-col gap-2">
        {whatsapp ? (
          <WhatsappButton href={whatsapp(WHATSAPP_TEXT[kind](name))} size="lg">
            Écrire sur WhatsApp
          </WhatsappButton>
        ) : null}
        <Link to="/" className={buttonClasses('secondary')}>
          <Home className="size-4" aria-hidden="true" />
          Retour à l’accueil
        </Link>
      </div>
    </div>
  )
}
