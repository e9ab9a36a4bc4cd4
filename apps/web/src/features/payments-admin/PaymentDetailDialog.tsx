import { Dialog } from '../../ui/Dialog.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { errorMessage } from '../../lib/error-message.ts'
import { useSuperAdminErrors } from '../admins/super-admin.ts'
import { PaymentDecision } from './PaymentDecision.tsx'
import { PaymentFacts } from './PaymentFacts.tsx'
import { PaymentInstalments } from './PaymentInstalments.tsx'
import { ProofViewer } from './ProofViewer.tsx'
import { DETAIL_ERROR, usePayment } from './use-payments.ts'

/** The request named by the URL's `id`: its proof beside what it should show, and the decision. */
export function PaymentDetailDialog({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const payment = usePayment(id)
  useSuperAdminErrors(payment.error)
  const data = payment.data
  return (
    <Dialog
      open={id !== undefined}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={data ? `Demande ${data.reference}` : 'Demande de paiement'}
      description={data ? `${data.student_name} · ${data.formation_title}` : undefined}
      size="lg"
      className="lg:max-w-5xl"
      footer={data ? <PaymentDecision payment={data} /> : undefined}
    >
      {payment.isError && !data ? (
        <ErrorState title={DETAIL_ERROR} onRetry={() => void payment.refetch()} retrying={payment.isRefetching}>
          {errorMessage(payment.error, 'Vérifiez votre connexion et réessayez.')}
        </ErrorState>
      ) : data ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
          <ProofViewer key={data.id} proofs={data.proofs} />
          <div className="min-w-0 space-y-6">
            <PaymentFacts payment={data} />
            {data.plan_id !== null ? <PaymentInstalments paymentId={data.id} /> : null}
          </div>
        </div>
      ) : (
        <div className="flex justify-center py-12">
          <Spinner label="Chargement de la demande…" />
        </div>
      )}
    </Dialog>
  )
}
