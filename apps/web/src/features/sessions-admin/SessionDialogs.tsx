import type { AdminLiveSession } from '@tutorat/contracts'
import { errorText } from '../../lib/error-message.ts'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import type { SessionAction } from './columns.tsx'
import { casablancaDateTime } from './format.ts'
import { SessionFormDialog } from './SessionFormDialog.tsx'
import { CANCEL_ERROR, DELETE_ERROR, useCancelSession, useDeleteSession } from './use-sessions.ts'

interface SessionDialogsProps {
  action: SessionAction | null
  onClose: () => void
  /** the session is gone: its panel closes */
  onDeleted: (id: number) => void
}

/** The dialog an action asks for, mounted per opening (no error left from the last time). */
export function SessionDialogs({ action, onClose, onDeleted }: SessionDialogsProps) {
  if (!action) return null
  if (action.type === 'create') return <SessionFormDialog onClose={onClose} />
  if (action.type === 'edit') return <SessionFormDialog session={action.session} onClose={onClose} />
  if (action.type === 'cancel') return <CancelDialog session={action.session} onClose={onClose} />
  return (
    <DeleteDialog
      session={action.session}
      onClose={() => {
        onClose()
        onDeleted(action.session.id)
      }}
      onCancel={onClose}
    />
  )
}

const dismiss = (onClose: () => void) => (open: boolean) => (open ? undefined : onClose())

function CancelDialog({ session, onClose }: { session: AdminLiveSession; onClose: () => void }) {
  const cancel = useCancelSession(onClose)
  return (
    <ConfirmDialog
      open
      onOpenChange={dismiss(onClose)}
      title="Annuler cette séance ?"
      description={
        <>
          <p>
            « {session.title} », le {casablancaDateTime(session.starts_at)}.
          </p>
          <p>Les étudiants seront prévenus. La séance reste affichée comme annulée dans leur espace et leur calendrier.</p>
        </>
      }
      confirmLabel="Oui, annuler la séance"
      pending={cancel.isPending}
      error={cancel.error ? errorText(cancel.error, CANCEL_ERROR) : undefined}
      onConfirm={() => cancel.mutate({ id: session.id })}
    />
  )
}

function DeleteDialog({ session, onClose, onCancel }: { session: AdminLiveSession; onClose: () => void; onCancel: () => void }) {
  const remove = useDeleteSession(onClose)
  return (
    <ConfirmDialog
      open
      onOpenChange={dismiss(onCancel)}
      title="Supprimer cette séance ?"
      description={
        <>
          <p>
            « {session.title} », le {casablancaDateTime(session.starts_at)}, disparaît sans que les étudiants soient prévenus.
          </p>
          <p>Pour une séance annoncée qui n’aura pas lieu, annulez-la plutôt : les étudiants en sont avertis.</p>
        </>
      }
      confirmLabel="Supprimer la séance"
      pending={remove.isPending}
      error={remove.error ? errorText(remove.error, DELETE_ERROR) : undefined}
      onConfirm={() => remove.mutate({ id: session.id })}
    />
  )
}
