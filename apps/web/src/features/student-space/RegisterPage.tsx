import { zodResolver } from '@hookform/resolvers/zod'
import { getRouteApi, Link } from '@tanstack/react-router'
import { studentRegisterInput } from '@tutorat/contracts'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { fieldsOf } from '../../lib/form-field.ts'
import { loginErrorMessage } from '../../lib/login-error.ts'
import { serverMessage } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Checkbox } from '../../ui/Checkbox.tsx'
import { EmailField } from '../../ui/EmailField.tsx'
import { PasswordInput } from '../../ui/PasswordInput.tsx'
import { PhoneField } from '../../ui/PhoneField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { Honeypot, SchoolLevelFields } from '../sessions/SchoolLevelFields.tsx'
import { ConfirmEmailPanel } from './ConfirmEmailPanel.tsx'
import { serverField } from './server-field.ts'
import { SignUpIntro } from './SignUpIntro.tsx'
import { StudentAuthPage } from './StudentAuthPage.tsx'
import { rememberVerifyRedirect } from './verify-redirect.ts'

type RegisterInput = z.input<typeof studentRegisterInput>
type RegisterOutput = z.output<typeof studentRegisterInput>

const route = getRouteApi('/public/student/register')

const FIELDS = ['name', 'email', 'phone', 'school', 'level', 'password', 'whatsapp_consent'] as const

/**
 * DESIGN §10 and §15 self sign-up: « Confirmez votre adresse » until the mailed link is opened; the
 * link then signs the student in on their dashboard (or the page that sent them), with no course yet.
 */
export function RegisterPage() {
  useDocumentTitle('Créer un compte')
  const { redirect } = route.useSearch()
  return (
    <StudentAuthPage wide title="Créer mon compte étudiant" intro={<SignUpIntro redirect={redirect} />}>
      <RegisterForm />
    </StudentAuthPage>
  )
}

function RegisterForm() {
  // back to the page that asked for an account (« S'inscrire » on a formation), else the dashboard
  const { redirect } = route.useSearch()
  const [sentTo, setSentTo] = useState<string>()
  const resend = trpc.student.resendVerification.useMutation()
  const form = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver: zodResolver(studentRegisterInput),
    defaultValues: { name: '', email: '', phone: '', school: '', password: '', whatsapp_consent: false, website: '' },
  })
  const field = fieldsOf(form)
  const register = trpc.student.register.useMutation({
    onSuccess: (result) => {
      rememberVerifyRedirect(redirect)
      resend.reset()
      setSentTo(result.email)
    },
    onError: (error) => {
      const named = serverField(error, FIELDS)
      if (named) form.setError(named.field, { message: named.message }, { shouldFocus: true })
    },
  })
  // a refusal no field explains: the limit's wait, the server's sentence, or the network
  const failure = register.error && !serverField(register.error, FIELDS) ? serverMessage(register.error, loginErrorMessage(register.error)) : undefined

  if (sentTo) {
    const correct = () => {
      setSentTo(undefined)
      // once the form is back on the page
      setTimeout(() => form.setFocus('email'))
    }
    return (
      <ConfirmEmailPanel
        email={sentTo}
        resend={{ pending: resend.isPending, sent: resend.data?.message, error: resend.error }}
        onResend={() => resend.mutate({ email: sentTo })}
        correction={
          <Button variant="ghost" onClick={correct}>
            Corriger l’adresse
          </Button>
        }
      />
    )
  }

  return (
    <form onSubmit={form.handleSubmit((values) => register.mutate(values))} noValidate className="space-y-5">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField label="Nom complet" requirement="required" autoComplete="name" {...field('name')} />
      <EmailField requirement="required" autoComplete="email" placeholder="vous@exemple.ma" {...field('email')} />
      <PhoneField requirement="required" {...field('phone')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SchoolLevelFields school={field('school')} level={field('level')} />
      </div>
      <PasswordInput label="Mot de passe" autoComplete="new-password" hint="8 caractères au minimum." {...field('password')} />
      <Checkbox
        label="J’accepte de recevoir des messages WhatsApp (accès, séances, rappels)."
        hint="Facultatif : sans votre accord, tout vous parvient par e-mail et dans votre espace."
        {...form.register('whatsapp_consent')}
      />
      <Honeypot registration={form.register('website')} />
      <Button type="submit" variant="accent" size="lg" className="w-full" loading={register.isPending}>
        Créer mon compte
      </Button>
      <p className="text-center text-sm text-muted">
        Déjà un compte ?{' '}
        <Link to="/student/login" search={redirect ? { redirect } : {}} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          Se connecter
        </Link>
      </p>
    </form>
  )
}

