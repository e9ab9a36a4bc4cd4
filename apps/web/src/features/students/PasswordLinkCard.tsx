import { KeyRound } from 'lucide-react'
import { serverMessage } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { InviteLinkBox } from './InviteLinkBox.tsx'

/** A fresh set-password link for a student this admin controls; the server kills every older one. */
export function PasswordLinkCard({ studentId }: { studentId: number }) {
  const issue = trpc.students.inviteLink.useMutation()
  return (
    <Card className="space-y-3 p-5 sm:p-6">
      <div>
        <h2 className="font-bold text-ink">Lien pour choisir le mot de passe</h2>
        <p className="text-sm text-muted">Pour un étudiant qui n’a pas reçu son lien ou a oublié son mot de passe. Les liens envoyés avant cessent de fonctionner.</p>
      </div>
      {issue.error ? <Alert tone="error">{serverMessage(issue.error, 'Une erreur est survenue. Veuillez réessayer.')}</Alert> : null}
      {issue.data ? (
        <>
          <Alert tone="success">{issue.data.message}</Alert>
          <InviteLinkBox url={issue.data.set_password_url} whatsappUrl={issue.data.whatsapp_url} />
        </>
      ) : (
        <Button variant="secondary" loading={issue.isPending} onClick={() => issue.mutate({ id: studentId })}>
          <KeyRound className="size-4" aria-hidden="true" />
          Créer un nouveau lien
        </Button>
      )}
    </Card>
  )
}
