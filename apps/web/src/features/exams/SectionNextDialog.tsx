import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'

interface SectionNextDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** the open section's title */
  title: string
  unanswered: number
  flagged: number
  moving: { pending: boolean; error?: string | undefined }
  onConfirm: () => void
}

const unansweredText = (count: number) => {
  if (count === 0) return 'Vous avez répondu à toutes les questions de cette section.'
  return count === 1 ? 'Il vous reste une question sans réponse dans cette section.' : `Il vous reste ${count} questions sans réponse dans cette section.`
}

/** « Section suivante » asks first (DESIGN §19): a closed section is closed for good. */
export function SectionNextDialog({ open, onOpenChange, title, unanswered, flagged, moving, onConfirm }: SectionNextDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Passer à la section suivante ?"
      tone="primary"
      confirmLabel="Clore la section"
      pending={moving.pending}
      error={moving.error}
      onConfirm={onConfirm}
      description={
        <>
          <p>{unansweredText(unanswered)}</p>
          {flagged > 0 ? <p>{flagged === 1 ? 'Une question est marquée « à revoir ».' : `${flagged} questions sont marquées « à revoir ».`}</p> : null}
          <p>Une fois close, la section « {title} » ne peut plus être modifiée.</p>
        </>
      }
    />
  )
}
