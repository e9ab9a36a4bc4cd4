import { zodResolver } from '@hookform/resolvers/zod'
import { changeEmailInput, type SignedInStudent } from '@tutorat/contracts'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { serverMessage } from '../../lib/error-message.ts'
import { fieldsOf } from '../../lib/form-field.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { EmailField } from '../../ui/EmailField.tsx'
import { SubmitAndCancel } from '../../ui/SubmitAndCancel.tsx'
import { ConfirmEmailPanel } from './ConfirmEmailPanel.tsx'

type ChangeInput = z.input<typeof changeEmailInput>
type ChangeOutput = z.output<typeof changeEmailInput>

/**
 * A signed-in student whose address is not confirmed (DESIGN §15): the whole space is this screen.
 * « Renvoyer le lien » asks a new link for the address waiting for one; the form corrects it.
 */
export function ConfirmEmailScreen({ student }: { student: SignedInStudent }) {
  useDocumentTitle('Confirmez votre adresse')
  const utils = trpc.useUtils()
  const [correcting, setCorrecting] = useState(false)
  const waiting = student.pending_email ?? student.email
  const change = trpc.student.changeEmail.useMutation({ onSuccess: () => utils.student.verify.invalidate() })

  return (
    <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
      <ConfirmEmailPanel
        email={waiting}
        resend={{ pending: change.isPending && !correcting, sent: correcting ? undefined : change.data?.message, error: correcting ? undefined : change.error }}
        onResend={() => change.mutate({ email: waiting })}
        correction={
          correcting ? (
            <CorrectionForm
              pending={change.isPending}
              error={change.error}
              onCancel={() => setCorrecting(false)}
              onSubmit={(email) => change.mutate({ email }, { onSuccess: () => setCorrecting(false) })}
            />
          ) : (
            <Button
              variant="ghost"
              onClick={() => {
                change.reset()
                setCorrecting(true)
              }}
            >
              Corriger l’adresse
            </Button>
          )
        }
      />
    </Card>
  )
}

interface CorrectionFormProps {
  pending: boolean
  error: unknown
  onSubmit: (email: string) => void
  onCancel: () => void
}

function CorrectionForm({ pending, error, onSubmit, onCancel }: CorrectionFormProps) {
  const form = useForm<ChangeInput, unknown, ChangeOutput>({ resolver: zodResolver(changeEmailInput), defaultValues: { email: '' } })
  const field = fieldsOf(form)
  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values.email))} noValidate className="space-y-4 border-t border-line pt-4">
      {error ? <Alert tone="error">{serverMessage(error, 'L’adresse n’a pas pu être corrigée. Réessayez dans un instant.')}</Alert> : null}
      <EmailField label="Adresse e-mail correcte" requirement="required" autoComplete="email" placeholder="vous@exemple.ma" {...field('email')} />
      <SubmitAndCancel submitLabel="Envoyer le lien à cette adresse" pending={pending} onCancel={onCancel} wide />
    </form>
  )
}
