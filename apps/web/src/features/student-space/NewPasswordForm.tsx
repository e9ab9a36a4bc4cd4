import { zodResolver } from '@hookform/resolvers/zod'
import { password } from '@tutorat/contracts'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { serverMessage } from '../../lib/error-message.ts'
import { fieldsOf } from '../../lib/form-field.ts'
import { loginErrorMessage } from '../../lib/login-error.ts'
import { errorStatus } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { PasswordInput } from '../../ui/PasswordInput.tsx'
import { STUDENT_UI } from './messages.ts'

const newPasswordForm = z
  .object({ password, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: STUDENT_UI.passwordsDiffer })
type NewPasswordValues = z.infer<typeof newPasswordForm>

interface NewPasswordFormProps {
  onSubmit: (password: string) => void
  pending: boolean
  /** the failed attempt, if any */
  error: unknown
  /** why the link was refused (400) when the server said nothing, and what to do then */
  refused: { message: string; help: ReactNode }
  submitLabel: string
}

/** A new password, typed twice, for a one-time link (the invite link's page and the reset link's page). */
export function NewPasswordForm({ onSubmit, pending, error, refused, submitLabel }: NewPasswordFormProps) {
  const form = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordForm), defaultValues: { password: '', confirm: '' } })
  const field = fieldsOf(form)
  const linkRefused = errorStatus(error) === 400
  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values.password))} noValidate className="space-y-5">
      {error ? (
        <Alert tone="error">
          <p>{linkRefused ? serverMessage(error, refused.message) : loginErrorMessage(error)}</p>
          {linkRefused ? <p className="mt-2">{refused.help}</p> : null}
        </Alert>
      ) : null}
      <PasswordInput label="Nouveau mot de passe" autoComplete="new-password" hint="8 caractères au minimum." {...field('password')} />
      <PasswordInput label="Confirmez le mot de passe" autoComplete="new-password" {...field('confirm')} />
      <Button type="submit" size="lg" className="w-full" loading={pending}>
        {submitLabel}
      </Button>
    </form>
  )
}
