import { zodResolver } from '@hookform/resolvers/zod'
import { type AdminPayment, dirhams, PAYMENT_RULES, paymentRefuseInput } from '@tutorat/contracts'
import { Check, FileDown, X } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { errorText } from '../../lib/error-message.ts'
import { fieldsOf } from '../../lib/form-field.ts'
import { Button } from '../../ui/Button.tsx'
import { Checkbox } from '../../ui/Checkbox.tsx'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormDialogFooter } from '../../ui/FormDialogFooter.tsx'
import { Textarea } from '../../ui/Textarea.tsx'
import { Alert } from '../../ui/Alert.tsx'
import { useAdminDownload } from '../recruitment-admin/use-applications.ts'
import { accessSentence } from './format.ts'
import { REFUSE_ERROR, useRefusePayment, useValidatePayment, VALIDATE_ERROR } from './use-payments.ts'

const RECEIPT_ERROR = 'Erreur lors du téléchargement du reçu'

/** The panel's buttons: decide a request whose proof is in, or fetch the receipt of a validated one. */
export function PaymentDecision({ payment }: { payment: AdminPayment }) {
  const [asking, setAsking] = useState<'validate' | 'refuse' | null>(null)
  const close = () => setAsking(null)
  if (payment.receipt_url) return <ReceiptButton payment={payment} url={payment.receipt_url} />
  if (payment.status !== 'preuve_envoyee') return null
  return (
    <>
      <Button variant="secondary" className="border-red-200 text-red-800 hover:bg-red-50" onClick={() => setAsking('refuse')}>
        <X className="size-4" aria-hidden="true" />
        Refuser
      </Button>
      <Button onClick={() => setAsking('validate')}>
        <Check className="size-4" aria-hidden="true" />
        Valider le paiement
      </Button>
      {/* mounted per opening: no reason or error left from the last time */}
      {asking === 'validate' ? <ValidateDialog payment={payment} onClose={close} /> : null}
      {asking === 'refuse' ? <RefuseDialog payment={payment} onClose={close} /> : null}
    </>
  )
}

function ReceiptButton({ payment, url }: { payment: AdminPayment; url: string }) {
  const { pending, download } = useAdminDownload()
  return (
    <Button variant="secondary" loading={pending === 'receipt'} onClick={() => void download('receipt', url, `recu-${payment.reference}.pdf`, RECEIPT_ERROR)}>
      {pending === 'receipt' ? null : <FileDown className="size-4" aria-hidden="true" />}
      Reçu (PDF)
    </Button>
  )
}

interface DecisionDialogProps {
  payment: AdminPayment
  onClose: () => void
}

/** One click opens the access: the dialog says what, for how long, and what to check first. */
function ValidateDialog({ payment, onClose }: DecisionDialogProps) {
  const validate = useValidatePayment(payment.id, onClose)
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Valider ce paiement ?"
      description={
        <>
          <p>
            Vérifiez que le virement de <strong className="text-ink">{dirhams(payment.amount_mad)}</strong> avec la référence{' '}
            <strong className="text-ink">{payment.reference}</strong> est bien arrivé sur le compte.
          </p>
          <p>
            {accessSentence(payment)} {payment.student_name} en sera prévenu(e). Un accès déjà ouvert à ce cours est prolongé d’autant.
          </p>
        </>
      }
      confirmLabel="Valider le paiement"
      tone="primary"
      pending={validate.isPending}
      error={validate.error ? errorText(validate.error, VALIDATE_ERROR) : undefined}
      onConfirm={() => validate.mutate({ id: payment.id })}
    />
  )
}

const reasonSchema = paymentRefuseInput.pick({ reason: true, allow_new_proof: true })
type ReasonInput = z.input<typeof reasonSchema>
type ReasonOutput = z.output<typeof reasonSchema>

/** The usual reasons, a tap each: the sentence the student reads, and whether a new proof can mend it. */
const USUAL_REASONS = [
  { label: 'Montant incomplet', reason: 'Montant incomplet : le virement reçu ne couvre pas le montant de la demande. Envoyez la preuve du complément.', allow: true },
  { label: 'Preuve illisible', reason: 'Preuve illisible : envoyez une photo nette du reçu, où la référence et le montant se lisent.', allow: true },
  { label: 'Mauvaise référence', reason: 'Mauvaise référence : la référence de la demande n’apparaît pas sur le virement. Envoyez un justificatif de la banque qui la montre.', allow: true },
  { label: 'Aucun virement reçu', reason: 'Aucun virement reçu sur notre compte pour cette demande.', allow: false },
] as const

/**
 * A refusal needs its reason: the student reads it in the message and on « Mes paiements ». The
 * admin also says whether the student may mend it with a new proof on the same request.
 */
function RefuseDialog({ payment, onClose }: DecisionDialogProps) {
  const refuse = useRefusePayment(payment.id, onClose)
  const form = useForm<ReasonInput, unknown, ReasonOutput>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '', allow_new_proof: false } })
  const field = fieldsOf(form)
  const atCap = payment.proofs.length >= PAYMENT_RULES.maxProofs
  const onSubmit = form.handleSubmit(({ reason, allow_new_proof }) => refuse.mutate({ id: payment.id, reason, allow_new_proof: allow_new_proof && !atCap }))
  const pickReason = (usual: (typeof USUAL_REASONS)[number]) => {
    form.setValue('reason', usual.reason, { shouldValidate: true })
    form.setValue('allow_new_proof', usual.allow && !atCap)
  }
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Refuser ce paiement ?"
      description={`Demande ${payment.reference} de ${payment.student_name} (${dirhams(payment.amount_mad)}). Les preuves sont conservées.`}
      footer={<FormDialogFooter formId="refuse-payment-form" submitLabel="Refuser le paiement" pending={refuse.isPending} onCancel={onClose} />}
    >
      <form id="refuse-payment-form" onSubmit={onSubmit} noValidate className="space-y-4">
        {refuse.error ? <Alert tone="error">{errorText(refuse.error, REFUSE_ERROR)}</Alert> : null}
        <div role="group" aria-label="Motifs fréquents" className="flex flex-wrap gap-2">
          {USUAL_REASONS.map((usual) => (
            <Button key={usual.label} type="button" size="sm" variant="secondary" onClick={() => pickReason(usual)}>
              {usual.label}
            </Button>
          ))}
        </div>
        <Textarea
          label="Motif du refus"
          requirement="required"
          maxLength={500}
          hint="Visible par l’étudiant(e) : dites ce qui ne va pas (montant, référence, preuve illisible…). 500 caractères au maximum."
          {...field('reason')}
        />
        <Checkbox
          label="L’étudiant(e) peut envoyer une nouvelle preuve pour cette demande"
          hint={
            atCap
              ? `Cette demande a déjà ${PAYMENT_RULES.maxProofs} preuves, le maximum : le refus sera définitif, l’étudiant(e) pourra faire une nouvelle demande.`
              : 'Pendant 7 jours, avec la même référence : pour un montant incomplet, une preuve illisible ou une mauvaise référence. Laissez décoché si aucun virement n’est arrivé.'
          }
          disabled={atCap}
          {...form.register('allow_new_proof')}
        />
      </form>
    </Dialog>
  )
}
