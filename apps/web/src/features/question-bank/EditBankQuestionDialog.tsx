import type { BankQuestion } from '@tutorat/contracts'
import { useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { errorText } from '../../lib/error-message.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { FormDialogFooter } from '../../ui/FormDialogFooter.tsx'
import { QuestionInputs } from '../exams-admin/QuestionCard.tsx'
import { QuestionPreview } from '../exams-admin/QuestionPreview.tsx'
import { questionDraftOf, type QuestionsDraft } from '../exams-admin/questions-form.ts'
import { useQuestionErrors } from '../exams-admin/use-question-errors.ts'
import { bankQuestionErrors, checkTags, tagsInputOf } from './edit-form.ts'
import { type TagDraft, type TagErrors, TagFields, tagsDraftOf } from './TagFields.tsx'
import { useUpdateBankQuestion } from './use-bank.ts'

/** The form holds one question: the exam editor's inputs and checks work on it unchanged. */
const ONE_QUESTION = [{ id: 'bank-question' }]
/** Full screen on a phone (the keyboard and the preview need the room), a wide window from `sm`. */
export const PHONE_FULL_SCREEN = 'max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none'

/**
 * A bank question in full (DESIGN §19): type, points, statement, options and right answers (or each
 * option's percentage), expected value and tolerance, explanation and tags, with the student's view
 * rendered by KaTeX. The exam editor's parts and checks, so both refuse the same way; the server's
 * refusals land under their inputs. Papers already taken keep the question as it was.
 */
export function EditBankQuestionDialog({ question, onClose }: { question: BankQuestion; onClose: () => void }) {
  const formId = useId()
  const root = useRef<HTMLFormElement>(null)
  const form = useForm<QuestionsDraft>({ defaultValues: { questions: [questionDraftOf(question)] } })
  const errors = useQuestionErrors(form, ONE_QUESTION, root)
  const [tags, setTags] = useState<TagDraft>(() => tagsDraftOf(question))
  const [tagErrors, setTagErrors] = useState<TagErrors>({})
  const [fieldLevel, setFieldLevel] = useState(false)
  const update = useUpdateBankQuestion(onClose)

  function submit() {
    const checkedTags = checkTags(tags)
    setTagErrors(checkedTags)
    const [draft] = errors.checkBeforeSave() ?? []
    if (!draft || Object.keys(checkedTags).length > 0) return
    setFieldLevel(false)
    update.mutate(
      { ...draft, id: question.id, image: question.image, ...tagsInputOf(tags) },
      {
        onError: (error) => {
          const { question: about, tags: aboutTags } = bankQuestionErrors(error)
          setTagErrors(aboutTags)
          setFieldLevel(errors.showListErrors(about) || Object.keys(aboutTags).length > 0)
        },
      },
    )
  }

  return (
    <Dialog
      open
      size="lg"
      className={`${PHONE_FULL_SCREEN} sm:max-w-5xl`}
      onOpenChange={(open) => (open ? null : onClose())}
      title="Modifier la question"
      description="Les copies déjà rendues gardent la question telle qu’elle était ; un concours prend la nouvelle version quand ses sections sont enregistrées à nouveau."
      footer={<FormDialogFooter formId={formId} submitLabel="Enregistrer" pending={update.isPending} onCancel={onClose} />}
    >
      <form
        id={formId}
        ref={root}
        noValidate
        aria-label="Question de la banque"
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        {update.error && !fieldLevel ? <Alert tone="error">{errorText(update.error, 'Erreur lors de l’enregistrement de la question')}</Alert> : null}
        {/* the student's view beside the inputs on a wide screen, under them on a phone */}
        <div className="grid gap-5 lg:grid-cols-2">
          <div className="min-w-0 space-y-5">
            <QuestionInputs form={form} index={0} examId={null} errors={errors.of(0)} />
            <TagFields draft={tags} errors={tagErrors} onChange={setTags} />
          </div>
          <div className="min-w-0 lg:sticky lg:top-0 lg:self-start">
            <QuestionPreview control={form.control} index={0} />
          </div>
        </div>
      </form>
    </Dialog>
  )
}
