import { PAYMENT_MESSAGES } from '@tutorat/contracts'
import { RotateCcw, XCircle } from 'lucide-react'
import { useState } from 'react'
import { serverMessage } from '../../lib/error-message.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { useCancel, useReopen } from './api.ts'
import type { Payment } from './format.ts'

const FAILED = 'La demande n’a pas pu être modifiée. Vérifiez votre connexion puis réessayez.'

/** « Annuler la demande »: only before any proof, and only once confirmed. */
export function CancelRequest({ payment }: { payment: Payment }) {
  const [open, setOpen] = useState(false)
  const cancel = useCancel()
  const close = (next: boolean) => {
    if (!next) cancel.reset()
    setOpen(next)
  }
  return (
    <>
      <Button variant="ghost" className="self-start text-red-700 hover:bg-red-50" onClick={() => setOpen(true)}>
        <XCircle className="size-4" aria-hidden="true" />
        Annuler la demande
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={close}
        title="Annuler cette demande ?"
        description={
          <>
            <p>
              La référence <strong className="font-mono">{payment.reference}</strong> ne servira plus.
            </p>
            <p>Si vous avez déjà fait le virement, n’annulez pas : envoyez plutôt la preuve.</p>
          </>
        }
        confirmLabel="Oui, annuler la demande"
        pending={cancel.isPending}
        error={cancel.error ? serverMessage(cancel.error, FAILED) : undefined}
        onConfirm={() => cancel.mutate({ id: payment.id }, { onSuccess: () => setOpen(false) })}
      />
    </>
  )
}

/** « Rouvrir la demande »: an expired request gets 7 more days, same reference, at the formation's terms of today. */
export function ReopenRequest({ payment }: { payment: Payment }) {
  const reopen = useReopen()
  return (
    <div className="space-y-3">
      {reopen.error ? <Alert tone="error">{serverMessage(reopen.error, FAILED)}</Alert> : null}
      <Button variant="accent" size="lg" loading={reopen.isPending} onClick={() => reopen.mutate({ id: payment.id })}>
        {reopen.isPending ? null : <RotateCcw className="size-5" aria-hidden="true" />}
        Rouvrir la demande
      </Button>
      <p className="text-sm text-muted">{PAYMENT_MESSAGES.reopenTerms}</p>
    </div>
  )
}
