import type { AdminExamDetail, QuestionInput } from '@tutorat/contracts'
import { FileUp, ListPlus, Save } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import { errorText } from '../../lib/error-message.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { plural } from '../courses/format.ts'
import { CsvImportDialog } from './CsvImportDialog.tsx'
import { QuestionCard, type QuestionMove } from './QuestionCard.tsx'
import { copyOf, newQuestion, questionDraftOf, type QuestionsDraft } from './questions-form.ts'
import { QUESTIONS_ERROR, useSaveQuestions } from './use-exams.ts'
import { useQuestionErrors } from './use-question-errors.ts'

/** The moved card's same button, or the other one when it reached an end (disabled). */
function focusMoved(key: string, move: 'up' | 'down') {
  const same = document.getElementById(`${key}-${move}`)
  const other = document.getElementById(`${key}-${move === 'up' ? 'down' : 'up'}`)
  const target = same instanceof HTMLButtonElement && same.disabled ? other : same
  target?.focus()
}

/** The question now at the removed one's place (or the last one), else the button that adds one. */
function focusAfterRemoval(root: HTMLElement | null, index: number) {
  if (!root) return
  const headings = root.querySelectorAll<HTMLElement>('article h3')
  const target = headings[Math.min(index, headings.length - 1)] ?? root.querySelector<HTMLElement>('[data-add-question]')
  target?.focus()
}

interface QuestionsEditorProps {
  exam: AdminExamDetail
  /** whether the list differs from the saved one (the page warns before leaving) */
  onDirtyChange: (dirty: boolean) => void
}

const draftsOf = (exam: AdminExamDetail): QuestionsDraft => ({ questions: exam.questions.map(questionDraftOf) })

/** The ordered questions, edited in place and saved together (`exams.saveQuestions`, the whole list). */
export function QuestionsEditor({ exam, onDirtyChange }: QuestionsEditorProps) {
  const form = useForm<QuestionsDraft>({ defaultValues: draftsOf(exam) })
  const list = useFieldArray({ control: form.control, name: 'questions' })
  const root = useRef<HTMLElement>(null)
  const [announcement, setAnnouncement] = useState('')
  const [importing, setImporting] = useState(false)
  const errors = useQuestionErrors(form, list.fields, root)
  const save = useSaveQuestions((saved) => {
    form.reset(draftsOf(saved))
    errors.clear()
  })
  const dirty = form.formState.isDirty
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])

  function onSave() {
    const questions = errors.checkBeforeSave()
    if (questions) save.mutate({ id: exam.id, questions }, { onError: errors.showServerErrors })
  }

  /** Moves keep the focus on the button pressed (React moves the card's nodes, which drops it). */
  function onMove(index: number, move: QuestionMove) {
    const number = index + 1
    const key = list.fields[index]?.id
    if (move === 'remove') {
      list.remove(index)
      setAnnouncement(`Question ${number} supprimée.`)
      window.requestAnimationFrame(() => focusAfterRemoval(root.current, index))
    } else if (move === 'copy') {
      list.insert(index + 1, copyOf(form.getValues(`questions.${index}`)), { shouldFocus: false })
      setAnnouncement(`Question ${number} dupliquée : la copie est la question ${number + 1}.`)
    } else {
      const target = move === 'up' ? index - 1 : index + 1
      list.move(index, target)
      setAnnouncement(`Question ${number} déplacée en position ${target + 1}.`)
      if (key) window.requestAnimationFrame(() => focusMoved(key, move))
    }
    errors.recheck()
  }

  function append(questions: QuestionInput[]) {
    list.append(questions.map(questionDraftOf), { shouldFocus: false })
    setAnnouncement(`${plural(questions.length, 'question ajoutée', 'questions ajoutées')} à la fin de la liste.`)
    errors.recheck()
  }

  const fieldLevel = errors.summary !== null
  return (
    <section aria-labelledby="questions-heading" className="space-y-4" ref={root}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h2 id="questions-heading" className="text-xl font-bold text-brand-950">
            Questions ({list.fields.length})
          </h2>
          <p className="text-sm text-muted">
            Énoncés, options et explications acceptent Markdown et LaTeX : <code className="rounded bg-slate-100 px-1">$x^2$</code> en ligne,{' '}
            <code className="rounded bg-slate-100 px-1">$$\int_0^1 f$$</code> seul sur sa ligne : centré.
          </p>
        </div>
        <Button variant="secondary" onClick={() => setImporting(true)}>
          <FileUp className="size-4" aria-hidden="true" />
          Importer un CSV
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {list.fields.length === 0 ? (
        <p className="rounded-card border border-dashed border-slate-300 bg-white p-6 text-center text-muted">
          Aucune question pour l’instant : ajoutez-en une, ou importez une série depuis un CSV.
        </p>
      ) : (
        <ol className="space-y-4">
          {list.fields.map((field, index) => (
            <li key={field.id}>
              <QuestionCard form={form} index={index} count={list.fields.length} examId={exam.id} fieldKey={field.id} errors={errors.of(index)} onMove={onMove} />
            </li>
          ))}
        </ol>
      )}
      <Button variant="secondary" className="w-full sm:w-auto" data-add-question onClick={() => list.append(newQuestion())}>
        <ListPlus className="size-4" aria-hidden="true" />
        Ajouter une question
      </Button>
      <div className="sticky bottom-0 z-10 -mx-4 space-y-3 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        {errors.summary ? <Alert tone="error">{errors.summary}</Alert> : null}
        {save.error && !fieldLevel ? <Alert tone="error">{errorText(save.error, QUESTIONS_ERROR)}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
          <p className="text-sm text-muted sm:mr-auto">{dirty ? 'Modifications non enregistrées.' : 'Toutes les modifications sont enregistrées.'}</p>
          <Button onClick={onSave} loading={save.isPending}>
            {save.isPending ? null : <Save className="size-4" aria-hidden="true" />}
            Enregistrer les questions
          </Button>
        </div>
      </div>
      {importing ? <CsvImportDialog onClose={() => setImporting(false)} onAppend={append} /> : null}
    </section>
  )
}
