import { useMutation } from '@tanstack/react-query'
import { COURSE_MESSAGES, figureOutput } from '@tutorat/contracts'
import { ImagePlus, Trash2 } from 'lucide-react'
import { useId } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { errorMessage, statusOf } from '../../lib/error-message.ts'
import { postFile } from '../../lib/upload.ts'
import { useCheckedFile } from '../../lib/use-checked-file.ts'
import { Button } from '../../ui/Button.tsx'
import { FileError, fileInputWiring } from '../../ui/FileInput.tsx'
import { useSignOut } from '../courses/feedback.ts'
import { FileButton } from '../../ui/FileButton.tsx'
import type { QuestionsDraft } from './questions-form.ts'

/** The server's rules for pictures (DESIGN §6), checked here first so a wrong file fails before the upload. */
const FIGURE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp']
const FIGURE_MAX_BYTES = 5 * 1024 * 1024
const UPLOAD_ERROR = 'Erreur lors de l’envoi de la figure'

const figureRefusal = (file: File) =>
  !FIGURE_TYPES.includes(file.type) ? COURSE_MESSAGES.imageInvalid : file.size > FIGURE_MAX_BYTES ? COURSE_MESSAGES.imageTooLarge : undefined

interface FigureFieldProps {
  form: UseFormReturn<QuestionsDraft>
  index: number
  examId: number
  /** a refusal of the saved list about this figure */
  error: string | undefined
}

/**
 * A question's optional figure: uploaded at once (`POST /api/admin/exams/{id}/figures`), its
 * reference put into the question, saved with the list.
 */
export function FigureField({ form, index, examId, error }: FigureFieldProps) {
  const id = useId()
  const signOut = useSignOut()
  const url = useWatch({ control: form.control, name: `questions.${index}.image_url` })
  const upload = useMutation({
    mutationFn: async (file: File) => figureOutput.parse(await postFile(`/api/admin/exams/${examId}/figures`, 'file', file)),
    onSuccess: ({ image, url: uploaded }) => {
      form.setValue(`questions.${index}.image`, image, { shouldDirty: true })
      form.setValue(`questions.${index}.image_url`, uploaded, { shouldDirty: true })
    },
    onError: (failure) => (statusOf(failure) === 401 ? signOut() : undefined),
  })
  const { input, refusal, choose } = useCheckedFile(figureRefusal, (file) => (file ? upload.mutate(file) : undefined))
  const problem = refusal ?? (upload.error ? errorMessage(upload.error, UPLOAD_ERROR) : error)
  const hintId = `${id}-hint`

  function remove() {
    form.setValue(`questions.${index}.image`, null, { shouldDirty: true })
    form.setValue(`questions.${index}.image_url`, null, { shouldDirty: true })
    upload.reset()
  }

  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-ink">
        Figure <span className="font-normal text-muted">(facultatif)</span>
      </span>
      <div className="flex flex-wrap items-center gap-2">
        <FileButton
          ref={input}
          Icon={ImagePlus}
          label={upload.isPending ? 'Envoi de la figure…' : url ? 'Changer de figure' : 'Ajouter une figure'}
          accept={FIGURE_TYPES.join(',')}
          {...fileInputWiring(id, problem, choose)}
          disabled={upload.isPending}
        />
        {url && !upload.isPending ? (
          <Button variant="ghost" size="sm" onClick={remove}>
            <Trash2 className="size-4" aria-hidden="true" />
            Retirer la figure
          </Button>
        ) : null}
      </div>
      <p id={hintId} className="text-sm text-muted">
        JPG, PNG, GIF ou WebP — 5 Mo au maximum. Elle s’affiche sous l’énoncé.
      </p>
      <FileError id={id} error={problem} />
    </div>
  )
}
