import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { type LoginInput, MESSAGES, STUDENT_SPACE_MESSAGES, studentLoginInput } from '@tutorat/contracts'
import { lazy, Suspense, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { serverMessage } from '../../lib/error-message.ts'
import { loginErrorMessage } from '../../lib/login-error.ts'
import { storedDeviceToken } from '../../lib/session.ts'
import { errorStatus, trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { SignInEmail } from '../../ui/EmailField.tsx'
import { PasswordInput } from '../../ui/PasswordInput.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { useGoogleClientId } from './google.ts'
import { useStudentSignedIn } from './use-student-sign-in.ts'

const GoogleSignIn = lazy(() => import('./GoogleSignIn.tsx').then((module) => ({ default: module.GoogleSignIn })))

export function StudentLoginForm({ redirectTo }: { redirectTo?: string | undefined }) {
  const signedIn = useStudentSignedIn(redirectTo)
  const login = trpc.student.login.useMutation({ onSuccess: (result) => signedIn(result) })
  const google = trpc.student.googleLogin.useMutation({ onSuccess: (result) => signedIn(result) })
  const [googleFailed, setGoogleFailed] = useState(false)
  const clientId = useGoogleClientId()

  const form = useForm<z.input<typeof studentLoginInput>, unknown, LoginInput>({ resolver: zodResolver(studentLoginInput) })
  const { errors } = form.formState

  const message =
    errors.email?.message ??
    errors.password?.message ??
    (login.error ? loginErrorMessage(login.error) : undefined) ??
    (google.error ? serverMessage(google.error, errorStatus(google.error) === undefined ? MESSAGES.cannotConnect : STUDENT_SPACE_MESSAGES.googleFailed) : undefined) ??
    (googleFailed ? STUDENT_SPACE_MESSAGES.googleFailed : undefined)

  const onSubmit = form.handleSubmit(
    (values) => {
      google.reset()
      setGoogleFailed(false)
      login.mutate({ ...values, ...storedDeviceToken('student') })
    },
    () => login.reset(),
  )

  const onCredential = (credential: string) => {
    login.reset()
    setGoogleFailed(false)
    google.mutate({ credential })
  }
  const onGoogleError = () => {
    login.reset()
    google.reset()
    setGoogleFailed(true)
  }


  return (
    <div className="space-y-5">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {message ? <Alert tone="error">{message}</Alert> : null}
        <SignInEmail invalid={Boolean(errors.email)} {...form.register('email')} />
        <div className="space-y-2">
          <PasswordInput label="Mot de passe" autoComplete="current-password" invalid={Boolean(errors.password)} {...form.register('password')} />
          <div className="flex justify-end">
            <Link to="/student/forgot-password" className="rounded-sm text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
              Mot de passe oublié ?
            </Link>
          </div>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
          {login.isPending ? 'Connexion…' : 'Se connecter'}
        </Button>
        <p className="text-center text-sm text-muted">
          Pas encore de compte ?{' '}
          <Link to="/student/register" search={redirectTo ? { redirect: redirectTo } : {}} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
            Créer un compte
          </Link>
        </p>
        <p className="text-center text-sm text-muted">{STUDENT_SPACE_MESSAGES.noPasswordYet}</p>
      </form>

      {clientId ? (
        <div className="space-y-4">
          <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
            <span className="h-px flex-1 bg-line" />
            ou
            <span className="h-px flex-1 bg-line" />
          </div>
          {google.isPending ? (
            <div className="flex justify-center text-brand-900">
              <Spinner label="Connexion avec Google…" />
            </div>
          ) : (
            <Suspense fallback={<div className="min-h-11" />}>
              <GoogleSignIn clientId={clientId} onCredential={onCredential} onError={onGoogleError} />
            </Suspense>
          )}
        </div>
      ) : null}
    </div>
  )
}
