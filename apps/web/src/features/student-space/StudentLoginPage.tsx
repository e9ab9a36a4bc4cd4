import { getRouteApi } from '@tanstack/react-router'
import { MESSAGES } from '@tutorat/contracts'
import { WithData } from '../../lib/data.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Card } from '../../ui/Card.tsx'
import { StudentLoginForm } from './StudentLoginForm.tsx'

const route = getRouteApi('/public/student/login')

const NOTICES = {
  device: MESSAGES.signedOutByAnotherDevice,
  expired: MESSAGES.sessionExpired,
} as const

export function StudentLoginPage() {
  useDocumentTitle('Espace étudiant')
  const { redirect, reason } = route.useSearch()
  return (
    <div className="bg-gradient-to-b from-brand-50 to-surface px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md space-y-4">
        {reason ? <Alert tone={reason === 'device' ? 'error' : 'info'}>{NOTICES[reason]}</Alert> : null}
        <Card className="p-6 sm:p-8">
          <div className="mb-6 space-y-1 text-center">
            <h1 className="text-2xl font-extrabold tracking-tight text-brand-950">Espace étudiant</h1>
            <p className="text-sm text-muted">Connectez-vous pour retrouver vos cours et vos vidéos.</p>
          </div>
          <WithData>
            <StudentLoginForm redirectTo={redirect} />
          </WithData>
        </Card>
      </div>
    </div>
  )
}
