import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ShieldCheck } from 'lucide-react'
import { ADMIN_MESSAGES, type AdminUser } from '@tutorat/contracts'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { saveAdminSession, saveAdminUser } from '../../lib/session.ts'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { PasswordInput } from '../../ui/PasswordInput.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useCurrentAdmin } from '../admin/use-admin-session.ts'
import { errorMessage, statusOf, useSignOut } from '../courses/feedback.ts'
import { hasChanges, needsCurrentPassword, type ProfileFormInput, type ProfileFormOutput, profileChanges, profileFormSchema } from './form.ts'
import type { ProfileChanges } from './types.ts'
import { fieldsOf } from '../../lib/form-field.ts'
import { FormDialogFooter } from '../../ui/FormDialogFooter.tsx'
import { EmailField } from '../../ui/EmailField.tsx'

interface ProfileDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

const SAVE_ERROR = 'Erreur lors de la mise à jour du profil'

const defaults = (admin: AdminUser): ProfileFormInput => ({ name: admin.name, email: admin.email, password: '', current_password: '' })

/** A refusal that belongs to one field rather than to the whole form. */
function fieldOf(error: unknown): 'email' | 'current_password' | undefined {
  if (!(error instanceof Error)) return undefined
  if (statusOf(error) === 409) return 'email'
  if (error.message === ADMIN_MESSAGES.currentPasswordWrong || error.message === ADMIN_MESSAGES.currentPasswordRequired) return 'current_password'
  return undefined
}

/**
 * "Mon Profil" (SPEC §6): one's own name, email and password. The stored user and the sidebar
 * follow at once. A new password revokes every session of the account (DESIGN §4), this one
 * included, so the dialog signs in again with it rather than letting the next call fail.
 */
export function ProfileDialog({ open, onOpenChange }: ProfileDialogProps) {
  const { admin } = useCurrentAdmin()
  const utils = trpc.useUtils()
  const signOut = useSignOut()
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({ resolver: zodResolver(profileFormSchema(admin.email)), defaultValues: defaults(admin) })
  const field = fieldsOf(form)
  const asksCurrentPassword = needsCurrentPassword(admin.email, { email: form.watch('email'), password: form.watch('password') })

  const save = useMutation({
    mutationFn: async (changes: ProfileChanges) => {
      const { course_count: _courseCount, two_factor_enabled: _twoFactor, ...user } = await utils.client.admins.updateProfile.mutate(changes)
      saveAdminUser(user)
      if (!changes.password) return { user, signedIn: true }
      try {
        const session = await utils.client.auth.login.mutate({ email: user.email, password: changes.password })
        // with two-factor sign-in the admin types a code: the login page asks for it
        if ('two_factor_required' in session) return { user, signedIn: false }
        saveAdminSession(session.access_token, session.user)
        return { user: session.user, signedIn: true }
      } catch {
        return { user, signedIn: false }
      }
    },
    onSuccess: ({ user, signedIn }) => {
      if (!signedIn) {
        toast.success(ADMIN_MESSAGES.profileUpdated)
        return signOut()
      }
      utils.auth.verify.setData(undefined, { valid: true, user })
      utils.admins.list.setData(undefined, (list) => list?.map((row) => (row.id === user.id ? { ...row, ...user } : row)))
      toast.success(ADMIN_MESSAGES.profileUpdated)
      onOpenChange(false)
    },
    onError: (error) => {
      if (statusOf(error) === 401) return signOut()
      const field = fieldOf(error)
      if (field) form.setError(field, { message: error.message }, { shouldFocus: true })
    },
  })

  const { reset } = form
  const resetSave = save.reset
  useEffect(() => {
    if (!open) return
    reset(defaults(admin))
    resetSave()
    // Only when the dialog opens (not on `admin`): a refresh of the admin must not wipe what is being typed.
  }, [open, reset, resetSave])

  const onSubmit = form.handleSubmit((values) => {
    const changes = profileChanges(admin, values)
    if (!hasChanges(changes)) {
      toast.info('Aucune modification à enregistrer.')
      return onOpenChange(false)
    }
    save.mutate(changes)
  })

  const serverError = save.error && !fieldOf(save.error) ? errorMessage(save.error, SAVE_ERROR) : undefined

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Mon Profil"
      description="Votre nom et votre email de connexion ; changez votre mot de passe si besoin."
      footer={<FormDialogFooter formId="profile-form" submitLabel="Enregistrer mon profil" pending={save.isPending} onCancel={() => onOpenChange(false)} />}
    >
      <form id="profile-form" onSubmit={onSubmit} noValidate className="space-y-4">
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        <TextField label="Nom" requirement="required" autoComplete="name" {...field('name')} />
        <EmailField requirement="required" autoComplete="username" {...field('email')} />
        <PasswordInput
          label="Nouveau mot de passe"
          autoComplete="new-password"
          hint="Facultatif : laissez vide pour garder le mot de passe actuel."
          {...field('password')}
        />
        {asksCurrentPassword ? (
          <PasswordInput
            label="Mot de passe actuel"
            autoComplete="current-password"
            aria-required
            hint="Requis pour changer votre email ou votre mot de passe."
            {...field('current_password')}
          />
        ) : null}
      </form>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-2 border-t border-line pt-4">
        <p className="text-sm">
          <span className="font-semibold text-brand-950">Double authentification</span>
          <span className="block text-muted">Un code de votre téléphone en plus du mot de passe.</span>
        </p>
        <Link to="/admin/two-factor" onClick={() => onOpenChange(false)} className={buttonClasses('secondary', 'sm')}>
          <ShieldCheck className="size-4" aria-hidden="true" />
          Gérer
        </Link>
      </div>
    </Dialog>
  )
}
