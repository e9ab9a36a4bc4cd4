import { getRouteApi, Link } from '@tanstack/react-router'
import { NOTIFICATION_MESSAGES } from '@tutorat/contracts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { NewPasswordForm } from './NewPasswordForm.tsx'
import { StudentAuthPage } from './StudentAuthPage.tsx'
import { useStudentSignedIn } from './use-student-sign-in.ts'

const route = getRouteApi('/public/student/reset-password/$token')

/** The reset link's page (DESIGN §10): a new password, every other device signed out, this one signed in. */
export function ResetPasswordPage() {
  useDocumentTitle('Nouveau mot de passe')
  return (
    <StudentAuthPage title="Nouveau mot de passe" intro="Choisissez le mot de passe de votre espace étudiant. Vos autres appareils seront déconnectés.">
      <ResetPasswordForm />
    </StudentAuthPage>
  )
}

function ResetPasswordForm() {
  const { token } = route.useParams()
  const signedIn = useStudentSignedIn()
  const reset = trpc.student.resetPassword.useMutation({ onSuccess: (result) => signedIn(result, result.message) })
  const help = (
    <Link to="/student/forgot-password" className="font-semibold underline underline-offset-2">
      Demander un nouveau lien
    </Link>
  )
  return (
    <NewPasswordForm
      onSubmit={(password) => reset.mutate({ token, password })}
      pending={reset.isPending}
      error={reset.error}
      refused={{ message: NOTIFICATION_MESSAGES.resetInvalid, help }}
      submitLabel="Enregistrer et me connecter"
    />
  )
}
