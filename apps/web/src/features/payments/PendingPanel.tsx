import { Card } from '../../ui/Card.tsx'
import { BankDetails } from './BankDetails.tsx'
import { CardPaymentPanel } from './CardPaymentPanel.tsx'
import { isLaterPart, type Payment } from './format.ts'
import { ProofForm } from './ProofForm.tsx'
import { CancelRequest } from './RequestActions.tsx'
import { TransferInstructions } from './TransferInstructions.tsx'

/** `en_attente`: pay by card where offered, or how to transfer, then the proof to send. */
export function PendingPanel({ payment }: { payment: Payment }) {
  return (
    <>
      <CardPaymentPanel payment={payment} />
      <TransferInstructions payment={payment} />
      <BankDetails />
      <Card className="space-y-4 p-5 sm:p-6">
        <div className="space-y-1">
          <h2 className="text-lg font-bold text-brand-950">Envoyez la preuve du virement</h2>
          <p className="text-sm text-muted">Une photo nette du reçu de la banque, ou la capture de l’ordre de virement, où la référence se lit.</p>
        </div>
        <ProofForm payment={payment} />
      </Card>
      {isLaterPart(payment) ? null : <CancelRequest payment={payment} />}
    </>
  )
}
