import { zodResolver } from '@hookform/resolvers/zod'
import { useSearch } from '@tanstack/react-router'
import { type LoginInput, loginInput, MESSAGES } from '@tutorat/contracts'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { loginErrorMessage } from '../../lib/login-error.ts'
import { storedDeviceToken } from '../../lib/session.ts'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { SignInEmail } from '../../ui/EmailField.tsx'
import { PasswordInput } from '../../ui/PasswordInput.tsx'
import { useFinishSignIn } from './finish-sign-in.ts'
import { TwoFactorStep } from './TwoFactorStep.tsx'

export function LoginForm() {
  const redirectTo = useSearch({ from: '/login', select: (search) => search.redirect })
  const finish = useFinishSignIn(redirectTo)
  // set when the password was right and the account asks for a second factor
  const [challenge, setChallenge] = useState<string | null>(null)
  const login = trpc.auth.login.useMutation({
    onSuccess: (result) => ('two_factor_required' in result ? setChallenge(result.challenge_token) : finish(result)),
  })
  const form = useForm<z.input<typeof loginInput>, unknown, LoginInput>({ resolver: zodResolver(loginInput) })
  const { errors } = form.formState

  // One message at a time, as the spec words it (SPEC §5, §8).
  const message = errors.email?.message ?? errors.password?.message ?? (login.error ? loginErrorMessage(login.error) : undefined)

  const onSubmit = form.handleSubmit(
    (values) => login.mutate({ ...values, ...storedDeviceToken('admin') }),
    () => login.reset(),
  )

  if (challenge) {
    const restart = () => {
      setChallenge(null)
      login.reset()
      form.resetField('password')
    }
    return <TwoFactorStep challengeToken={challenge} onSignedIn={finish} onRestart={restart} />
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {message ? <Alert tone="error">{message}</Alert> : null}
      <SignInEmail invalid={Boolean(errors.email)} {...form.register('email')} />
      <div className="space-y-2">
        <PasswordInput
          label="Mot de passe"
          autoComplete="current-password"
          invalid={Boolean(errors.password)}
          {...form.register('password')}
        />
        <div className="flex justify-end">
          <button
            type="button"
            onClick={() => window.alert(MESSAGES.forgotPasswordAdmin)}
            className="cursor-pointer rounded-sm text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
          >
            Mot de passe oublié ?
          </button>
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
        {login.isPending ? 'Connexion…' : 'Se connecter'}
      </Button>
    </form>
  )
}
