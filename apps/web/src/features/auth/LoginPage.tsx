import { Link } from '@tanstack/react-router'
import { WithData } from '../../lib/data.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { BackLink } from '../../ui/BackLink.tsx'
import { Card } from '../../ui/Card.tsx'
import { Logo } from '../../ui/Logo.tsx'
import { LoginForm } from './LoginForm.tsx'

export function LoginPage() {
  useDocumentTitle('Connexion administrateur')
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-surface">
      <div className="mx-auto w-full max-w-md px-4 pt-4 sm:pt-8">
        <BackLink to="/">Retour à l’accueil</BackLink>
      </div>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 pt-4 pb-12">
        <Card className="p-6 sm:p-8">
          <div className="mb-6 space-y-4 text-center">
            <Logo className="justify-center" />
            <div className="space-y-1">
              <h1 className="text-2xl font-extrabold tracking-tight text-brand-950">Connexion administrateur</h1>
              <p className="text-sm text-muted">Gérez vos cours, vos étudiants et leurs accès.</p>
            </div>
          </div>
          <WithData>
            <LoginForm />
          </WithData>
        </Card>
        <p className="mt-6 text-center text-sm text-muted">
          Vous êtes étudiant ?{' '}
          <Link to="/student/login" className="rounded-sm font-semibold text-brand-800 underline-offset-2 hover:underline">
            Accédez à l’espace étudiant
          </Link>
        </p>
      </main>
    </div>
  )
}
