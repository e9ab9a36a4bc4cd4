import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { passwordResetInput } from '@tutorat/contracts'
import { MessageCircle } from 'lucide-react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { fieldsOf } from '../../lib/form-field.ts'
import { loginErrorMessage } from '../../lib/login-error.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { EmailField } from '../../ui/EmailField.tsx'
import { StudentAuthPage } from './StudentAuthPage.tsx'
import { useStudentWhatsapp } from './whatsapp.ts'

type ForgotInput = z.input<typeof passwordResetInput>
type ForgotOutput = z.output<typeof passwordResetInput>

/** « Mot de passe oublié ? » (DESIGN §10): the same answer whatever the email; the link comes by email (and WhatsApp). */
export function ForgotPasswordPage() {
  useDocumentTitle('Mot de passe oublié')
  return (
    <StudentAuthPage
      title="Mot de passe oublié ?"
      intro="Indiquez l’e-mail de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe."
    >
      <ForgotPasswordForm />
    </StudentAuthPage>
  )
}

function ForgotPasswordForm() {
  const request = trpc.student.requestPasswordReset.useMutation()
  const form = useForm<ForgotInput, unknown, ForgotOutput>({ resolver: zodResolver(passwordResetInput), defaultValues: { email: '' } })
  const field = fieldsOf(form)

  if (request.data) return <LinkSent message={request.data.message} onRetry={() => request.reset()} />

  return (
    <form onSubmit={form.handleSubmit((values) => request.mutate(values))} noValidate className="space-y-5">
      {request.error ? <Alert tone="error">{loginErrorMessage(request.error)}</Alert> : null}
      <EmailField autoComplete="email" placeholder="vous@exemple.ma" {...field('email')} />
      <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
        Recevoir le lien
      </Button>
      <p className="text-center text-sm">
        <Link to="/student/login" className="font-medium text-brand-800 underline-offset-2 hover:underline">
          Retour à la connexion
        </Link>
      </p>
    </form>
  )
}

function LinkSent({ message, onRetry }: { message: string; onRetry: () => void }) {
  const whatsapp = useStudentWhatsapp('forgotPassword')
  return (
    <div className="space-y-5">
      <Alert tone="success">{message}</Alert>
      <p className="text-sm text-muted">Rien reçu ? Vérifiez les courriers indésirables, ou réessayez dans quelques minutes.</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onRetry}>
          Renvoyer un lien
        </Button>
        {whatsapp ? (
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClasses('ghost')}>
            <MessageCircle className="size-4" aria-hidden="true" />
            Nous écrire sur WhatsApp
          </a>
        ) : null}
      </div>
    </div>
  )
}
