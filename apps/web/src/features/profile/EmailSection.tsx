import { zodResolver } from '@hookform/resolvers/zod'
import { PROFILE_MESSAGES, requestEmailChangeInput, STUDENT_SPACE_MESSAGES, type StudentProfile } from '@tutorat/contracts'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { serverMessage } from '../../lib/error-message.ts'
import { fieldsOf } from '../../lib/form-field.ts'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Badge } from '../../ui/Badge.tsx'
import { Button } from '../../ui/Button.tsx'
import { EmailField } from '../../ui/EmailField.tsx'
import { PasswordInput } from '../../ui/PasswordInput.tsx'
import { SubmitAndCancel } from '../../ui/SubmitAndCancel.tsx'
import { serverField } from '../student-space/server-field.ts'
import { ProfileSection } from './ProfileSection.tsx'

// the current password is asked when the account has one (a Google-only account has none)
const emailForm = (hasPassword: boolean) =>
  requestEmailChangeInput.extend({ current_password: hasPassword ? z.string().min(1, PROFILE_MESSAGES.currentPasswordRequired) : z.string() })
type EmailInput = z.input<ReturnType<typeof emailForm>>
type EmailOutput = z.output<ReturnType<typeof emailForm>>

const FIELDS = ['email', 'current_password'] as const

/** « Adresse e-mail »: the confirmed address, the one waiting for its link, and the change (re-verified). */
export function EmailSection({ profile }: { profile: StudentProfile }) {
  const [changing, setChanging] = useState(false)
  const utils = trpc.useUtils()
  const change = trpc.student.requestEmailChange.useMutation({
    onSuccess: async () => {
      setChanging(false)
      await utils.student.profile.invalidate()
    },
  })
  const startChange = () => {
    change.reset()
    setChanging(true)
  }
  return (
    <ProfileSection id="adresse" title="Adresse e-mail" description="Vos messages et vos liens de connexion arrivent à cette adresse.">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-all text-ink">{profile.email}</span>
        <Badge tone="success">Confirmée</Badge>
      </p>
      {profile.pending_email ? (
        <Alert tone="info">
          En attente de confirmation : <strong className="break-all">{profile.pending_email}</strong>. Ouvrez le lien envoyé à cette adresse (valable
          24 heures) ; d’ici là, votre adresse reste la même.
        </Alert>
      ) : null}
      {change.data && !changing ? <Alert tone="success">{change.data.message}</Alert> : null}
      {changing ? (
        <EmailForm hasPassword={profile.has_password} pending={change.isPending} error={change.error} onSubmit={(values) => change.mutate(values)} onCancel={() => setChanging(false)} />
      ) : (
        <Button variant="secondary" className="w-full sm:w-auto" onClick={startChange}>
          Changer d’adresse
        </Button>
      )}
    </ProfileSection>
  )
}

interface EmailFormProps {
  hasPassword: boolean
  pending: boolean
  error: unknown
  onSubmit: (values: EmailOutput) => void
  onCancel: () => void
}

function EmailForm({ hasPassword, pending, error, onSubmit, onCancel }: EmailFormProps) {
  const form = useForm<EmailInput, unknown, EmailOutput>({
    resolver: zodResolver(emailForm(hasPassword)),
    defaultValues: { email: '', current_password: '' },
  })
  const field = fieldsOf(form)
  // the server's refusal under its field: the one it named, or the password it found wrong
  const named = serverField(error, FIELDS) ?? (serverMessage(error, '') === STUDENT_SPACE_MESSAGES.wrongCurrentPassword ? { field: 'current_password', message: STUDENT_SPACE_MESSAGES.wrongCurrentPassword } : undefined)
  const serverError = (name: (typeof FIELDS)[number]) => (named?.field === name ? named.message : undefined)
  const email = field('email')
  const password = field('current_password')
  const failure = error && !named ? serverMessage(error, 'Le lien n’a pas pu être envoyé. Réessayez dans un instant.') : undefined
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4 border-t border-line pt-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <EmailField
        label="Nouvelle adresse e-mail"
        requirement="required"
        autoComplete="email"
        placeholder="vous@exemple.ma"
        {...email}
        error={email.error ?? serverError('email')}
      />
      {hasPassword ? (
        <PasswordInput
          label="Mot de passe actuel"
          autoComplete="current-password"
          {...password}
          error={password.error ?? serverError('current_password')}
        />
      ) : null}
      <p className="text-sm text-muted">Nous envoyons un lien à la nouvelle adresse : elle remplace l’actuelle quand vous l’ouvrez.</p>
      <SubmitAndCancel submitLabel="Envoyer le lien de confirmation" pending={pending} onCancel={onCancel} />
    </form>
  )
}
