import { zodResolver } from '@hookform/resolvers/zod'
import { moroccoToday, PAYMENT_MESSAGES, proofFields } from '@tutorat/contracts'
import { Send } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { fieldsOf } from '../../lib/form-field.ts'
import { HttpError } from '../../lib/upload.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useSendProof } from './api.ts'
import type { Payment } from './format.ts'
import { ProofFileField } from './ProofFileField.tsx'

const M = PAYMENT_MESSAGES
const SEND_ERROR = 'Votre preuve n’a pas pu être envoyée. Vérifiez votre connexion puis réessayez.'

/** The first proof says who paid and when; the server keeps those for the next ones. */
const firstProof = proofFields.superRefine((values, ctx) => {
  if (!values.payer_name) ctx.addIssue({ code: 'custom', path: ['payer_name'], message: M.payerNameRequired })
  if (!values.transfer_date) ctx.addIssue({ code: 'custom', path: ['transfer_date'], message: M.transferDateRequired })
})

type ProofInput = z.input<typeof proofFields>
type ProofOutput = z.output<typeof proofFields>

/** The file's own refusals (413, 415) go under the file; the others above the button. */
const aboutTheFile = (error: unknown) => error instanceof HttpError && (error.status === 413 || error.status === 415)

interface ProofFormProps {
  payment: Payment
  /** after the proof is accepted (the further proof's form closes) */
  onSent?: () => void
}

export function ProofForm({ payment, onSent }: ProofFormProps) {
  const first = payment.proofs.length === 0
  // after a refusal the new proof may be a second transfer: its payer and date, if they differ
  const afterRefusal = payment.status === 'refusee'
  const form = useForm<ProofInput, unknown, ProofOutput>({ resolver: zodResolver(first ? firstProof : proofFields), defaultValues: { payer_name: '', transfer_date: '' } })
  const field = fieldsOf(form)
  const [file, setFile] = useState<File | null>(null)
  const [fileMissing, setFileMissing] = useState(false)
  const send = useSendProof(payment.id)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFileMissing(!file)
    void form.handleSubmit((values) => {
      if (file) send.mutate({ ...values, file }, { onSuccess: () => onSent?.() })
    })(event)
  }

  function onFileChange(chosen: File | null) {
    send.reset()
    setFileMissing(false)
    setFile(chosen)
  }

  const fileError = fileMissing ? M.proofMissing : aboutTheFile(send.error) ? send.error?.message : undefined
  const sendError = send.error && !aboutTheFile(send.error) ? (send.error instanceof HttpError ? send.error.message : SEND_ERROR) : undefined

  return (
    <form onSubmit={onSubmit} noValidate aria-label={first ? 'Envoyer la preuve du virement' : 'Ajouter une preuve'} className="space-y-5">
      {first ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Nom du titulaire du compte" hint="La personne dont le compte a fait le virement." requirement="required" autoComplete="name" {...field('payer_name')} />
          <TextField label="Date du virement" type="date" requirement="required" max={moroccoToday()} {...field('transfer_date')} />
        </div>
      ) : afterRefusal ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Nom du titulaire du compte" hint="Seulement s’il a changé depuis votre premier virement." autoComplete="name" {...field('payer_name')} />
          <TextField label="Date du nouveau virement" hint="Seulement si vous avez fait un autre virement." type="date" max={moroccoToday()} {...field('transfer_date')} />
        </div>
      ) : null}
      <ProofFileField file={file} onFileChange={onFileChange} error={fileError} />
      {sendError ? (
        <Alert tone="error" title="Preuve non envoyée">
          {sendError}
        </Alert>
      ) : null}
      <Button type="submit" variant="accent" size="lg" loading={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? null : <Send className="size-5" aria-hidden="true" />}
        {send.isPending ? 'Envoi en cours…' : 'Envoyer la preuve'}
      </Button>
    </form>
  )
}
