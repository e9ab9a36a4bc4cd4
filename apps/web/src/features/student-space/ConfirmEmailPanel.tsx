import { MailCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { serverMessage } from '../../lib/error-message.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'

interface ResendState {
  pending: boolean
  /** the server's answer to the last « Renvoyer le lien » */
  sent?: string | undefined
  error?: unknown
}

interface ConfirmEmailPanelProps {
  email: string
  resend: ResendState
  onResend: () => void
  /** « Corriger l'adresse »: a button, or the form that does it */
  correction: ReactNode
}

/** DESIGN §15 « Confirmez votre adresse »: where the link went, ask it again, or correct the address. */
export function ConfirmEmailPanel({ email, resend, onResend, correction }: ConfirmEmailPanelProps) {
  return (
    <section aria-labelledby="confirmez-titre" className="space-y-5">
      <div className="flex flex-col items-center gap-3 text-center">
        <MailCheck className="size-10 text-brand-700" aria-hidden="true" />
        <h2 id="confirmez-titre" className="text-xl font-bold text-brand-950">
          Confirmez votre adresse
        </h2>
        <p className="text-sm text-slate-700">
          Nous avons envoyé un lien de confirmation à <strong className="break-all">{email}</strong>. Ouvrez-le pour accéder à votre espace (valable 24 heures).
        </p>
        <p className="text-sm text-muted">Rien reçu ? Vérifiez les courriers indésirables, ou demandez un nouveau lien.</p>
      </div>
      {resend.sent ? <Alert tone="success">{resend.sent}</Alert> : null}
      {resend.error ? <Alert tone="error">{serverMessage(resend.error, 'Le lien n’a pas pu être renvoyé. Réessayez dans un instant.')}</Alert> : null}
      <div className="flex flex-col gap-3">
        <Button variant="secondary" onClick={onResend} loading={resend.pending}>
          Renvoyer le lien
        </Button>
        {correction}
      </div>
    </section>
  )
}
