import { zodResolver } from '@hookform/resolvers/zod'
import { getRouteApi, Link } from '@tanstack/react-router'
import { password, STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { WithData } from '../../lib/data.tsx'
import { serverMessage } from '../../lib/error-message.ts'
import { loginErrorMessage } from '../../lib/login-error.ts'
import { errorStatus, trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { PasswordInput } from '../../ui/PasswordInput.tsx'
import { STUDENT_UI } from './messages.ts'
import { useStudentSignedIn } from './use-student-sign-in.ts'
import { fieldsOf } from '../../lib/form-field.ts'

const route = getRouteApi('/public/student/set-password/$token')

const setPasswordForm = z
  .object({ password, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: STUDENT_UI.passwordsDiffer })
type SetPasswordForm = z.infer<typeof setPasswordForm>

/** The invite link's page: the student chooses a password and is signed in at once. */
export function SetPasswordPage() {
  useDocumentTitle('Choisir mon mot de passe')
  return (
    <div className="bg-gradient-to-b from-brand-50 to-surface px-4 py-10 sm:py-16">
      <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
        <div className="mb-6 space-y-1 text-center">
          <h1 className="text-2xl font-extrabold tracking-tight text-brand-950">Choisissez votre mot de passe</h1>
          <p className="text-sm text-muted">Bienvenue ! Ce mot de passe vous servira à vous connecter à votre espace étudiant.</p>
        </div>
        <WithData>
          <SetPasswordForm />
        </WithData>
      </Card>
    </div>
  )
}

function SetPasswordForm() {
  const { token } = route.useParams()
  const signedIn = useStudentSignedIn()
  const setPassword = trpc.student.setPassword.useMutation({
    onSuccess: (result) => signedIn(result, STUDENT_SPACE_MESSAGES.passwordSet),
  })
  const form = useForm<SetPasswordForm>({ resolver: zodResolver(setPasswordForm), defaultValues: { password: '', confirm: '' } })
  const field = fieldsOf(form)
  const refused = errorStatus(setPassword.error) === 400

  const onSubmit = form.handleSubmit((values) => setPassword.mutate({ token, password: values.password }))

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {setPassword.error ? (
        <Alert tone="error">
          <p>{refused ? serverMessage(setPassword.error, STUDENT_SPACE_MESSAGES.invalidInvite) : loginErrorMessage(setPassword.error)}</p>
          {refused ? (
            <p className="mt-2">
              Vous avez déjà choisi votre mot de passe ?{' '}
              <Link to="/student/login" className="font-semibold underline underline-offset-2">
                Connectez-vous
              </Link>
            </p>
          ) : null}
        </Alert>
      ) : null}
      <PasswordInput
        label="Nouveau mot de passe"
        autoComplete="new-password"
        hint="8 caractères au minimum."
        {...field('password')}
      />
      <PasswordInput label="Confirmez le mot de passe" autoComplete="new-password" {...field('confirm')} />
      <Button type="submit" size="lg" className="w-full" loading={setPassword.isPending}>
        Enregistrer et accéder à mes cours
      </Button>
    </form>
  )
}
