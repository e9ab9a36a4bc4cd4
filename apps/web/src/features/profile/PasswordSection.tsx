import { zodResolver } from '@hookform/resolvers/zod'
import { password, PROFILE_MESSAGES, STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { z } from 'zod'
import { serverMessage } from '../../lib/error-message.ts'
import { fieldsOf } from '../../lib/form-field.ts'
import { saveStudentToken } from '../../lib/session.ts'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { PasswordInput } from '../../ui/PasswordInput.tsx'
import { STUDENT_UI } from '../student-space/messages.ts'
import { ProfileSection } from './ProfileSection.tsx'

const passwordForm = z
  .object({ current_password: z.string().min(1, PROFILE_MESSAGES.currentPasswordRequired), new_password: password, confirm: z.string() })
  .refine((values) => values.new_password === values.confirm, { path: ['confirm'], message: STUDENT_UI.passwordsDiffer })
type PasswordValues = z.infer<typeof passwordForm>

const EMPTY = { current_password: '', new_password: '', confirm: '' }

/** « Mot de passe »: the current one, the new one twice. The server signs the other devices out and this one in again. */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  return (
    <ProfileSection id="mot-de-passe" title="Mot de passe">
      {hasPassword ? (
        <PasswordForm />
      ) : (
        <p className="text-sm text-muted">Votre compte n’a pas de mot de passe : vous vous connectez avec Google.</p>
      )}
    </ProfileSection>
  )
}

function PasswordForm() {
  const utils = trpc.useUtils()
  const form = useForm<PasswordValues>({ resolver: zodResolver(passwordForm), defaultValues: EMPTY })
  const field = fieldsOf(form)
  const change = trpc.student.changePassword.useMutation({
    onSuccess: async ({ access_token, user, message }) => {
      // the old token died with the other sessions: this device goes on with the new one
      saveStudentToken(access_token)
      utils.student.verify.setData(undefined, { valid: true, user })
      form.reset(EMPTY)
      toast.success(`${message} Vos autres appareils ont été déconnectés.`)
      await utils.student.devices.invalidate()
    },
    onError: (error) => {
      if (serverMessage(error, '') === STUDENT_SPACE_MESSAGES.wrongCurrentPassword) {
        form.setError('current_password', { message: STUDENT_SPACE_MESSAGES.wrongCurrentPassword }, { shouldFocus: true })
      }
    },
  })
  const failure = change.error && !form.formState.errors.current_password ? serverMessage(change.error, 'Le mot de passe n’a pas pu être changé. Réessayez.') : undefined

  return (
    <form onSubmit={form.handleSubmit(({ current_password, new_password }) => change.mutate({ current_password, new_password }))} noValidate className="space-y-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <PasswordInput label="Mot de passe actuel" autoComplete="current-password" {...field('current_password')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordInput label="Nouveau mot de passe" autoComplete="new-password" hint="8 caractères au minimum." {...field('new_password')} />
        <PasswordInput label="Confirmez le nouveau mot de passe" autoComplete="new-password" {...field('confirm')} />
      </div>
      <Button type="submit" className="w-full sm:w-auto" loading={change.isPending}>
        Changer le mot de passe
      </Button>
    </form>
  )
}
