import { Link } from '@tanstack/react-router'
import { RECRUITMENT_MESSAGES } from '@tutorat/contracts'
import { ArrowLeft, CircleCheck, Home } from 'lucide-react'
import { readStudentToken } from '../../lib/session.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'

/** SPEC §2 /recruitment/application-success: the thank-you page, with the ways back. */
export function ApplicationSuccessPage() {
  useDocumentTitle('Candidature envoyée')
  const student = readStudentToken() !== null
  return (
    <div className="bg-gradient-to-b from-brand-50 to-surface px-4 py-10 sm:py-16">
      <Card className="mx-auto w-full max-w-lg p-6 text-center sm:p-10">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
          <CircleCheck className="size-9" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">Merci pour votre candidature !</h1>
        <p className="mt-3 text-ink">{RECRUITMENT_MESSAGES.applicationSent}</p>
        <p className="mt-2 text-sm text-muted">Nous étudions chaque CV avec attention et revenons vers vous par email ou par téléphone.</p>
        <div className="mt-8 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Link to="/recruitment" className={buttonClasses('primary')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Voir les autres offres
          </Link>
          {student ? (
            <Link to="/student/dashboard" className={buttonClasses('secondary')}>
              Mon espace étudiant
            </Link>
          ) : (
            <Link to="/" className={buttonClasses('secondary')}>
              <Home className="size-4" aria-hidden="true" />
              Retour à l’accueil
            </Link>
          )}
        </div>
      </Card>
    </div>
  )
}
