import { lazy, Suspense, useState } from 'react'
import { toast } from 'sonner'
import { errorMessage } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { useGoogleClientId } from '../student-space/google.ts'

const GoogleSignIn = lazy(() => import('../student-space/GoogleSignIn.tsx').then((module) => ({ default: module.GoogleSignIn })))

const GOOGLE_FAILED = 'Google n’a pas pu confirmer votre compte. Réessayez.'

/**
 * DESIGN §16 « Associer mon compte Google »: the account the student watches protected videos
 * with. Self-contained (its own queries), to sit on the dashboard or a profile page.
 */
export function GoogleAccountCard() {
  const clientId = useGoogleClientId()
  if (!clientId) return null
  return <GoogleAccountPanel clientId={clientId} />
}

function GoogleAccountPanel({ clientId }: { clientId: string }) {
  const utils = trpc.useUtils()
  const account = trpc.drive.googleAccount.useQuery()
  const [googleFailed, setGoogleFailed] = useState(false)
  const done = async ({ message }: { message: string }) => {
    toast.success(message)
    await utils.drive.googleAccount.invalidate()
  }
  const link = trpc.drive.linkGoogleAccount.useMutation({ onSuccess: done })
  const unlink = trpc.drive.unlinkGoogleAccount.useMutation({ onSuccess: done })
  const email = account.data?.google_email ?? null
  const error = link.error ?? unlink.error

  return (
    <section aria-labelledby="google-account-title">
      <Card className="space-y-3 p-4 sm:p-5">
        <h2 id="google-account-title" className="text-lg font-bold text-brand-950">
          {email ? 'Mon compte Google' : 'Associer mon compte Google'}
        </h2>
        <p className="text-sm text-muted">
          {email ? (
            <>
              Vos vidéos protégées s’ouvrent avec <span className="font-semibold text-ink">{email}</span>.
            </>
          ) : (
            'Certaines vidéos ne s’ouvrent qu’avec votre compte Google : associez-le une fois pour toutes.'
          )}
        </p>
        {error ? <Alert tone="error">{errorMessage(error, GOOGLE_FAILED)}</Alert> : null}
        {googleFailed ? <Alert tone="error">{GOOGLE_FAILED}</Alert> : null}
        {account.isPending ? null : (
          <div className="flex flex-wrap items-center gap-3">
            <Suspense fallback={<div className="min-h-11" />}>
              <GoogleSignIn
                clientId={clientId}
                onCredential={(credential) => {
                  setGoogleFailed(false)
                  link.mutate({ credential })
                }}
                onError={() => setGoogleFailed(true)}
              />
            </Suspense>
            {email ? (
              <Button variant="secondary" loading={unlink.isPending} onClick={() => unlink.mutate()}>
                Dissocier
              </Button>
            ) : null}
          </div>
        )}
      </Card>
    </section>
  )
}
