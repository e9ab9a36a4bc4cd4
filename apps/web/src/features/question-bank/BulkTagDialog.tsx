import { useId, useState } from 'react'
import { errorText } from '../../lib/error-message.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormDialogFooter } from '../../ui/FormDialogFooter.tsx'
import { emptyTags, TagFields } from './TagFields.tsx'
import { useBulkTag } from './use-bank.ts'

/** Sets the tags filled in on every selected question; an empty field keeps each question's own. */
export function BulkTagDialog({ ids, onClose, onDone }: { ids: readonly number[]; onClose: () => void; onDone: () => void }) {
  const formId = useId()
  const [draft, setDraft] = useState(emptyTags)
  const tag = useBulkTag(() => {
    onDone()
    onClose()
  })
  const submit = () =>
    tag.mutate({
      ids: [...ids],
      ...(draft.topic.trim() ? { topic: draft.topic.trim() } : {}),
      ...(draft.difficulty ? { difficulty: Number(draft.difficulty) } : {}),
      ...(draft.concours.trim() ? { concours: draft.concours.trim() } : {}),
      ...(draft.year.trim() ? { year: Number(draft.year.trim()) } : {}),
    })
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={ids.length === 1 ? 'Étiqueter 1 question' : `Étiqueter ${ids.length} questions`}
      description="Les champs remplis remplacent ceux de chaque question ; un champ vide les laisse tels quels."
      footer={<FormDialogFooter formId={formId} submitLabel="Étiqueter" pending={tag.isPending} onCancel={onClose} />}
    >
      <form
        id={formId}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        {tag.error ? <Alert tone="error">{errorText(tag.error, 'Erreur lors de l’étiquetage')}</Alert> : null}
        <TagFields draft={draft} onChange={setDraft} />
      </form>
    </Dialog>
  )
}
