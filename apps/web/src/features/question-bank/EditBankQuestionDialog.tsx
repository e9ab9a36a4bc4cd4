import type { BankQuestion } from '@tutorat/contracts'
import { useId, useState } from 'react'
import { errorText } from '../../lib/error-message.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormDialogFooter } from '../../ui/FormDialogFooter.tsx'
import { Textarea } from '../../ui/Textarea.tsx'
import { TYPE_LABELS } from './columns.tsx'
import { type TagDraft, TagFields, tagsDraftOf } from './TagFields.tsx'
import { useUpdateBankQuestion } from './use-bank.ts'

const nullable = (text: string) => text.trim() || null

/**
 * A bank question's statement, explanation and tags. Its options and answers stay as imported
 * (they are sent back unchanged): a question is rewritten in a concours' editor, or imported again.
 */
export function EditBankQuestionDialog({ question, onClose }: { question: BankQuestion; onClose: () => void }) {
  const formId = useId()
  const [statement, setStatement] = useState(question.statement)
  const [explanation, setExplanation] = useState(question.explanation)
  const [tags, setTags] = useState<TagDraft>(() => tagsDraftOf(question))
  const update = useUpdateBankQuestion(onClose)
  const submit = () =>
    update.mutate({
      id: question.id,
      type: question.type,
      statement,
      options: question.options,
      correct: question.correct,
      weights: question.weights,
      value: question.value,
      tolerance: question.tolerance,
      points: question.points,
      explanation,
      image: question.image,
      topic: nullable(tags.topic),
      difficulty: tags.difficulty ? Number(tags.difficulty) : null,
      concours: nullable(tags.concours),
      year: tags.year.trim() ? Number(tags.year.trim()) : null,
    })
  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => (open ? null : onClose())}
      title="Modifier la question"
      description={`${TYPE_LABELS[question.type]} · ${question.options.length > 0 ? `${question.options.length} options` : 'réponse numérique'}`}
      footer={<FormDialogFooter formId={formId} submitLabel="Enregistrer" pending={update.isPending} onCancel={onClose} />}
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
        {update.error ? <Alert tone="error">{errorText(update.error, 'Erreur lors de l’enregistrement de la question')}</Alert> : null}
        <Textarea label="Énoncé" requirement="required" rows={5} value={statement} onChange={(event) => setStatement(event.target.value)} hint="Markdown et LaTeX ($…$)." />
        <Textarea label="Explication" requirement="optional" rows={3} value={explanation} onChange={(event) => setExplanation(event.target.value)} />
        <TagFields draft={tags} onChange={setTags} />
      </form>
    </Dialog>
  )
}
