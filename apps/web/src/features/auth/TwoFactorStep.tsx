import { zodResolver } from '@hookform/resolvers/zod'
import { type AdminSession, TWO_FACTOR_MESSAGES, twoFactorCode } from '@tutorat/contracts'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Input } from '../../ui/Input.tsx'
import { twoFactorErrorMessage } from './two-factor-error.ts'

const schema = z.object({ code: twoFactorCode })
type Values = z.input<typeof schema>

interface TwoFactorStepProps {
  challengeToken: string
  onSignedIn: (session: AdminSession) => unknown
  onRestart: () => void
}

const linkClasses = 'cursor-pointer rounded-sm text-sm font-medium text-brand-800 underline-offset-2 hover:underline'

/** The second step of an admin's sign-in: the authenticator app's code, or a recovery code. */
export function TwoFactorStep({ challengeToken, onSignedIn, onRestart }: TwoFactorStepProps) {
  const [recovery, setRecovery] = useState(false)
  const verify = trpc.auth.loginTwoFactor.useMutation({ onSuccess: onSignedIn })
  const form = useForm<Values, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { code: '' } })
  const error = form.formState.errors.code?.message ?? (verify.error ? twoFactorErrorMessage(verify.error) : undefined)
  const expired = verify.error?.message === TWO_FACTOR_MESSAGES.challengeExpired

  const switchMode = () => {
    setRecovery((value) => !value)
    form.reset({ code: '' })
    verify.reset()
  }
  const onSubmit = form.handleSubmit(
    ({ code }) => verify.mutate({ challenge_token: challengeToken, code }),
    () => verify.reset(),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="space-y-1 text-center">
        <h2 className="text-lg font-bold text-brand-950">Double authentification</h2>
        <p className="text-sm text-muted">
          {recovery
            ? 'Saisissez l’un de vos codes de secours. Chaque code ne sert qu’une fois.'
            : 'Ouvrez votre application d’authentification et saisissez le code à 6 chiffres.'}
        </p>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {recovery ? (
        <Input key="recovery" label="Code de secours" autoComplete="off" autoCapitalize="none" spellCheck={false} placeholder="xxxxx-xxxxx" autoFocus invalid={Boolean(error)} {...form.register('code')} />
      ) : (
        <Input
          key="totp"
          label="Code de vérification"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder="123456"
          autoFocus
          invalid={Boolean(error)}
          {...form.register('code')}
        />
      )}
      {expired ? (
        <Button type="button" size="lg" className="w-full" onClick={onRestart}>
          Recommencer la connexion
        </Button>
      ) : (
        <Button type="submit" size="lg" className="w-full" loading={verify.isPending}>
          {verify.isPending ? 'Vérification…' : 'Vérifier'}
        </Button>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button type="button" onClick={switchMode} className={linkClasses}>
          {recovery ? 'Utiliser le code de l’application' : 'Utiliser un code de secours'}
        </button>
        <button type="button" onClick={onRestart} className={linkClasses}>
          Changer de compte
        </button>
      </div>
    </form>
  )
}
