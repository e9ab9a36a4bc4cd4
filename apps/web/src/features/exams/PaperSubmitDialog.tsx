import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { HAND_IN_MESSAGES } from './paper-submit.ts'

interface PaperSubmitDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  unanswered: number
  /** answers not yet saved by the server */
  pending: number
  online: boolean
  handing: { pending: boolean; error?: string | undefined }
  onConfirm: () => void
}

const unansweredText = (count: number) => {
  if (count === 0) return 'Vous avez répondu à toutes les questions.'
  return count === 1 ? 'Il vous reste une question sans réponse.' : `Il vous reste ${count} questions sans réponse.`
}

const pendingText = (count: number) =>
  count === 1 ? 'Une réponse attend encore d’être envoyée : elle partira avant la copie.' : `${count} réponses attendent encore d’être envoyées : elles partiront avant la copie.`

/** « Rendre ma copie » asks first, saying what is unanswered and what is still to send; offline with answers to send, it refuses. */
export function PaperSubmitDialog({ open, onOpenChange, unanswered, pending, online, handing, onConfirm }: PaperSubmitDialogProps) {
  const blocked = !online && pending > 0
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Rendre votre copie ?"
      tone="primary"
      confirmLabel="Rendre ma copie"
      pending={handing.pending}
      error={blocked ? HAND_IN_MESSAGES.offline(pending) : handing.error}
      onConfirm={() => {
        if (!blocked) onConfirm()
      }}
      description={
        <>
          <p>{unansweredText(unanswered)}</p>
          {pending > 0 && !blocked ? <p>{pendingText(pending)}</p> : null}
          <p>Une fois rendue, votre copie ne peut plus être modifiée.</p>
        </>
      }
    />
  )
}
