import { CARD_MESSAGES, dirhams } from '@tutorat/contracts'
import { CreditCard, Lock } from 'lucide-react'
import { serverMessage } from '../../lib/error-message.ts'
import { useSiteSettings } from '../../lib/site.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { useStartCardPayment } from './card.ts'
import type { Payment } from './format.ts'

/** True when the server offers card payments (its YouCan Pay keys are set). */
export const useCardPayments = () => useSiteSettings()?.card_payments === true

/** Starts the card payment of request `id` and leaves for the gateway; its refusal shows above it. */
export function CardPayButton({ id, children }: { id: number; children: string }) {
  const start = useStartCardPayment()
  // after success the browser is leaving: the button stays busy until it has
  const busy = start.isPending || start.isSuccess
  return (
    <>
      {start.error ? <Alert tone="error">{serverMessage(start.error, CARD_MESSAGES.unavailable)}</Alert> : null}
      <Button variant="accent" size="lg" className="w-full sm:w-auto" loading={busy} onClick={() => start.mutate({ id })}>
        {busy ? null : <CreditCard className="size-5" aria-hidden="true" />}
        {children}
      </Button>
    </>
  )
}

/** `en_attente` with the card gateway configured: pay now on YouCan Pay’s secure page, instead of a transfer. */
export function CardPaymentPanel({ payment }: { payment: Payment }) {
  if (!useCardPayments()) return null
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <div className="space-y-1">
        <h2 className="text-lg font-bold text-brand-950">Payer par carte</h2>
        <p className="text-ink">
          Réglez <strong>{dirhams(payment.amount_mad)}</strong> tout de suite avec une carte bancaire marocaine ou internationale : votre accès s’ouvre dès que
          YouCan Pay confirme le paiement, sans preuve à envoyer.
        </p>
      </div>
      <CardPayButton id={payment.id}>Payer par carte</CardPayButton>
      <p className="flex items-center gap-1.5 text-sm text-muted">
        <Lock className="size-4 shrink-0" aria-hidden="true" />
        Vous saisissez votre carte sur la page sécurisée de YouCan Pay, jamais sur notre site.
      </p>
    </Card>
  )
}
