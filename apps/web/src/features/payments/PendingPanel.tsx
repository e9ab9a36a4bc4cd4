import { Card } from '../../ui/Card.tsx'
import { BankDetails } from './BankDetails.tsx'
import type { Payment } from './format.ts'
import { ProofForm } from './ProofForm.tsx'
import { CancelRequest } from './RequestActions.tsx'
import { TransferInstructions } from './TransferInstructions.tsx'

/** `en_attente`: how to pay, then the proof to send. */
export function PendingPanel({ payment }: { payment: Payment }) {
  return (
    <>
      <TransferInstructions payment={payment} />
      <BankDetails />
      <Card className="space-y-4 p-5 sm:p-6">
        <div className="space-y-1">
          <h2 className="text-lg font-bold text-brand-950">Envoyez la preuve du virement</h2>
          <p className="text-sm text-muted">Une photo nette du reçu de la banque, ou la capture de l’ordre de virement, où la référence se lit.</p>
        </div>
        <ProofForm payment={payment} />
      </Card>
      <CancelRequest payment={payment} />
    </>
  )
}
