import { zodResolver } from '@hookform/resolvers/zod'
import { getRouteApi, Link } from '@tanstack/react-router'
import { resendVerificationInput, VERIFICATION_MESSAGES } from '@tutorat/contracts'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { serverMessage } from '../../lib/error-message.ts'
import { fieldsOf } from '../../lib/form-field.ts'
import { loginErrorMessage } from '../../lib/login-error.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { EmailField } from '../../ui/EmailField.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { StudentAuthPage } from './StudentAuthPage.tsx'
import { useStudentSignedIn } from './use-student-sign-in.ts'
import { takeVerifyRedirect } from './verify-redirect.ts'

const route = getRouteApi('/public/student/verify-email/$token')

/** The mailed link's page (DESIGN §15): confirms the address and signs the student in, or says why not and offers a new link. */
export function VerifyEmailPage() {
  useDocumentTitle('Confirmation de l’adresse')
  return (
    <StudentAuthPage title="Confirmation de votre adresse" intro="Un instant : nous vérifions votre lien.">
      <VerifyLink />
    </StudentAuthPage>
  )
}

function VerifyLink() {
  const { token } = route.useParams()
  const signedIn = useStudentSignedIn()
  const verify = trpc.student.verifyEmail.useMutation({ onSuccess: (result) => signedIn(result, result.message, takeVerifyRedirect()) })
  const asked = useRef(false)
  useEffect(() => {
    // once per page, even under React's double effects in development
    if (asked.current) return
    asked.current = true
    verify.mutate({ token })
  }, [token, verify])

  if (verify.error) {
    const message = serverMessage(verify.error, loginErrorMessage(verify.error))
    return (
      <div className="space-y-5">
        <Alert tone="error">{message}</Alert>
        {message === VERIFICATION_MESSAGES.verifyInvalid ? <AskNewLink /> : <Button onClick={() => verify.mutate({ token })}>Réessayer</Button>}
      </div>
    )
  }
  return (
    <p className="flex items-center justify-center gap-3 text-sm text-muted" role="status">
      <Spinner label={null} />
      Confirmation en cours…
    </p>
  )
}

type ResendInput = z.input<typeof resendVerificationInput>
type ResendOutput = z.output<typeof resendVerificationInput>

function AskNewLink() {
  const resend = trpc.student.resendVerification.useMutation()
  const form = useForm<ResendInput, unknown, ResendOutput>({ resolver: zodResolver(resendVerificationInput), defaultValues: { email: '' } })
  const field = fieldsOf(form)
  if (resend.data) return <Alert tone="success">{resend.data.message}</Alert>
  return (
    <form onSubmit={form.handleSubmit((values) => resend.mutate(values))} noValidate className="space-y-4">
      {resend.error ? <Alert tone="error">{loginErrorMessage(resend.error)}</Alert> : null}
      <EmailField autoComplete="email" placeholder="vous@exemple.ma" hint="L’adresse avec laquelle vous avez créé votre compte." {...field('email')} />
      <Button type="submit" className="w-full" loading={resend.isPending}>
        Recevoir un nouveau lien
      </Button>
      <p className="text-center text-sm">
        <Link to="/student/login" className="font-medium text-brand-800 underline-offset-2 hover:underline">
          Se connecter
        </Link>
      </p>
    </form>
  )
}
