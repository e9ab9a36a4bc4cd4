import { getRouteApi, Link } from '@tanstack/react-router'
import { NOTIFICATION_MESSAGES } from '@tutorat/contracts'
import { serverMessage } from '../../lib/error-message.ts'
import { errorStatus, trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { StudentAuthPage } from '../student-space/StudentAuthPage.tsx'
import { NOTIFICATIONS_UI } from './messages.ts'

const route = getRouteApi('/public/unsubscribe/$token')

/** The channel the link names (`<id>.e.<mac>` or `<id>.w.<mac>`), read only to word the page: the server checks the rest. */
function channelWord(token: string): string {
  const kind = /^\d{1,10}\.([ew])\./.exec(token)?.[1]
  if (kind === 'e') return ' par e-mail'
  if (kind === 'w') return ' par WhatsApp'
  return ''
}

/**
 * /unsubscribe/$token, from the foot of a message: works signed out. Mail scanners open every link
 * of a mail, so nothing happens until the student presses the button.
 */
export function UnsubscribePage() {
  useDocumentTitle('Se désabonner')
  const { token } = route.useParams()
  return (
    <StudentAuthPage title="Se désabonner" intro={`Vous ne souhaitez plus recevoir nos notifications${channelWord(token)} ? Confirmez ci‑dessous.`}>
      <UnsubscribeForm />
    </StudentAuthPage>
  )
}

function UnsubscribeForm() {
  const { token } = route.useParams()
  const unsubscribe = trpc.notifications.unsubscribe.useMutation()
  const signIn = (
    <Link to="/student/login" search={{ redirect: '/student/notifications' }} className={buttonClasses('secondary', 'md', 'w-full')}>
      Me connecter pour gérer mes préférences
    </Link>
  )

  if (unsubscribe.data) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{unsubscribe.data.message}</Alert>
        {signIn}
      </div>
    )
  }
  const refused = errorStatus(unsubscribe.error) === 400
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{NOTIFICATIONS_UI.essentialNote}</p>
      {unsubscribe.error ? (
        <Alert tone="error">{serverMessage(unsubscribe.error, refused ? NOTIFICATION_MESSAGES.unsubscribeInvalid : NOTIFICATIONS_UI.unsubscribeError)}</Alert>
      ) : null}
      {refused ? null : (
        <Button size="lg" className="w-full" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate({ token })}>
          Confirmer la désinscription
        </Button>
      )}
      {signIn}
    </div>
  )
}
