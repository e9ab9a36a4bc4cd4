import { zodResolver } from '@hookform/resolvers/zod'
import { totpCode, type TwoFactorStatus, twoFactorDisableInput } from '@tutorat/contracts'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { z } from 'zod'
import { trpc } from '../../../lib/trpc.ts'
import { Alert } from '../../../ui/Alert.tsx'
import { Button } from '../../../ui/Button.tsx'
import { PasswordInput } from '../../../ui/PasswordInput.tsx'
import { errorMessage } from '../../courses/feedback.ts'
import { plural } from '../../courses/format.ts'
import { CodeField } from './code-field.tsx'
import { fieldsOf } from '../../../lib/form-field.ts'

const regenerateInput = z.object({ code: totpCode })

interface EnabledSectionProps {
  status: TwoFactorStatus
  onNewCodes: (codes: string[]) => void
}

/** Two-factor sign-in is on: new recovery codes (needs a code), or off (needs the password and a code). */
export function EnabledSection({ status, onNewCodes }: EnabledSectionProps) {
  return (
    <div className="space-y-6">
      <p className="text-sm text-ink">
        {status.recovery_codes_left > 0
          ? `Il vous reste ${plural(status.recovery_codes_left, 'code de secours', 'codes de secours')}.`
          : 'Vous n’avez plus de code de secours : créez-en de nouveaux.'}
      </p>
      <RegenerateForm onNewCodes={onNewCodes} />
      <DisableForm />
    </div>
  )
}

function RegenerateForm({ onNewCodes }: Pick<EnabledSectionProps, 'onNewCodes'>) {
  const utils = trpc.useUtils()
  const regenerate = trpc.twoFactor.regenerateRecoveryCodes.useMutation({
    onSuccess: async ({ recovery_codes }) => {
      onNewCodes(recovery_codes)
      await utils.twoFactor.status.invalidate()
    },
  })
  const form = useForm<z.input<typeof regenerateInput>, unknown, z.output<typeof regenerateInput>>({ resolver: zodResolver(regenerateInput), defaultValues: { code: '' } })
  return (
    <form onSubmit={form.handleSubmit((values) => regenerate.mutate(values))} noValidate className="space-y-3 border-t border-line pt-5">
      <h2 className="font-bold text-brand-950">Nouveaux codes de secours</h2>
      <p className="text-sm text-muted">Les anciens codes cesseront de fonctionner.</p>
      {regenerate.error ? <Alert tone="error">{errorMessage(regenerate.error, 'Impossible de créer de nouveaux codes.')}</Alert> : null}
      <CodeField error={form.formState.errors.code?.message} {...form.register('code')} />
      <Button type="submit" variant="secondary" loading={regenerate.isPending} className="w-full sm:w-auto">
        Créer de nouveaux codes
      </Button>
    </form>
  )
}

function DisableForm() {
  const utils = trpc.useUtils()
  const disable = trpc.twoFactor.disable.useMutation({
    onSuccess: async ({ message }) => {
      toast.success(message)
      await utils.twoFactor.status.invalidate()
    },
  })
  const form = useForm<z.input<typeof twoFactorDisableInput>, unknown, z.output<typeof twoFactorDisableInput>>({
    resolver: zodResolver(twoFactorDisableInput),
    defaultValues: { current_password: '', code: '' },
  })
  const field = fieldsOf(form)
  return (
    <form onSubmit={form.handleSubmit((values) => disable.mutate(values))} noValidate className="space-y-3 border-t border-line pt-5">
      <h2 className="font-bold text-brand-950">Désactiver</h2>
      <p className="text-sm text-muted">Votre compte ne sera plus protégé que par son mot de passe.</p>
      {disable.error ? <Alert tone="error">{errorMessage(disable.error, 'Impossible de désactiver la double authentification.')}</Alert> : null}
      <PasswordInput label="Mot de passe actuel" autoComplete="current-password" {...field('current_password')} />
      <CodeField label="Code à 6 chiffres ou code de secours" inputMode="text" maxLength={64} {...field('code')} />
      <Button type="submit" variant="danger" loading={disable.isPending} className="w-full sm:w-auto">
        Désactiver la double authentification
      </Button>
    </form>
  )
}
