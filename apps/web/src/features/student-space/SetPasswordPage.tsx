import { getRouteApi, Link } from '@tanstack/react-router'
import { STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { NewPasswordForm } from './NewPasswordForm.tsx'
import { StudentAuthPage } from './StudentAuthPage.tsx'
import { useStudentSignedIn } from './use-student-sign-in.ts'

const route = getRouteApi('/public/student/set-password/$token')

/** The invite link's page: the student chooses a password and is signed in at once. */
export function SetPasswordPage() {
  useDocumentTitle('Choisir mon mot de passe')
  return (
    <StudentAuthPage title="Choisissez votre mot de passe" intro="Bienvenue ! Ce mot de passe vous servira à vous connecter à votre espace étudiant.">
      <SetPasswordForm />
    </StudentAuthPage>
  )
}

function SetPasswordForm() {
  const { token } = route.useParams()
  const signedIn = useStudentSignedIn()
  const setPassword = trpc.student.setPassword.useMutation({ onSuccess: (result) => signedIn(result, STUDENT_SPACE_MESSAGES.passwordSet) })
  const help = (
    <>
      Vous avez déjà choisi votre mot de passe ?{' '}
      <Link to="/student/login" className="font-semibold underline underline-offset-2">
        Connectez-vous
      </Link>
    </>
  )
  return (
    <NewPasswordForm
      onSubmit={(password) => setPassword.mutate({ token, password })}
      pending={setPassword.isPending}
      error={setPassword.error}
      refused={{ message: STUDENT_SPACE_MESSAGES.invalidInvite, help }}
      submitLabel="Enregistrer et accéder à mes cours"
    />
  )
}
