import { PAYMENT_RULES } from '@tutorat/contracts'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import type { Payment } from './format.ts'
import { ProofForm } from './ProofForm.tsx'
import { ProofList } from './ProofList.tsx'

/** `preuve_envoyee`: the team checks the transfer; a forgotten page of the receipt can still be added. */
export function ReviewPanel({ payment }: { payment: Payment }) {
  const [adding, setAdding] = useState(false)
  const full = payment.proofs.length >= PAYMENT_RULES.maxProofs
  return (
    <>
      <Alert tone="info" title="Preuve reçue">
        Nous vérifions votre virement. Vous serez prévenu(e) dès la validation, par e-mail et dans vos notifications.
      </Alert>
      <Card className="space-y-4 p-5 sm:p-6">
        <ProofList proofs={payment.proofs} />
        {full ? (
          <p className="text-sm text-muted">Vous avez envoyé {PAYMENT_RULES.maxProofs} preuves, le maximum pour une demande.</p>
        ) : adding ? (
          <div className="space-y-3 border-t border-line pt-4">
            <h3 className="font-bold text-brand-950">Ajouter une preuve</h3>
            <ProofForm payment={payment} onSent={() => setAdding(false)} />
          </div>
        ) : (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden="true" />
            Ajouter une preuve
          </Button>
        )}
      </Card>
    </>
  )
}
