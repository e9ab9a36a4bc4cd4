import { QUESTION_TYPE_LABELS, QUESTION_TYPES, type QuestionType } from '@tutorat/contracts'
import { ArrowDown, ArrowUp, Copy, type LucideIcon, Trash2 } from 'lucide-react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { Options, Select } from '../../ui/Select.tsx'
import { Textarea } from '../../ui/Textarea.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { FigureField } from './FigureField.tsx'
import { OptionsField } from './OptionsField.tsx'
import { QuestionPreview } from './QuestionPreview.tsx'
import type { QuestionErrors, QuestionsDraft } from './questions-form.ts'

/** What the card's toolbar asks of the list. */
export type QuestionMove = 'up' | 'down' | 'copy' | 'remove'

interface QuestionCardProps {
  form: UseFormReturn<QuestionsDraft>
  index: number
  count: number
  examId: number
  /** the list's key of this question: its toolbar's buttons are found again after a move */
  fieldKey: string
  errors: QuestionErrors
  onMove: (index: number, move: QuestionMove) => void
}

/** One question: its inputs, and beside them (below on a phone) the student's view of it. */
export function QuestionCard({ form, index, count, examId, fieldKey, errors, onMove }: QuestionCardProps) {
  const number = index + 1
  const headingId = `question-${fieldKey}`
  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={headingId} className="space-y-4">
        <header className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} tabIndex={-1} data-question-error={errors.question ? true : undefined} className="text-lg font-bold text-brand-950 focus:outline-none">
            Question {number}
          </h3>
          <div className="flex flex-wrap gap-1">
            <ToolButton id={`${fieldKey}-up`} Icon={ArrowUp} label={`Monter la question ${number}`} disabled={index === 0} onClick={() => onMove(index, 'up')} />
            <ToolButton id={`${fieldKey}-down`} Icon={ArrowDown} label={`Descendre la question ${number}`} disabled={index === count - 1} onClick={() => onMove(index, 'down')} />
            <ToolButton id={`${fieldKey}-copy`} Icon={Copy} label={`Dupliquer la question ${number}`} onClick={() => onMove(index, 'copy')} />
            <ToolButton id={`${fieldKey}-remove`} Icon={Trash2} label={`Supprimer la question ${number}`} danger onClick={() => onMove(index, 'remove')} />
          </div>
        </header>
        {errors.question ? (
          <p role="alert" className="rounded-control border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
            {errors.question}
          </p>
        ) : null}
        <div className="grid gap-5 xl:grid-cols-2">
          <QuestionInputs form={form} index={index} examId={examId} errors={errors} />
          <div className="min-w-0 xl:sticky xl:top-4 xl:self-start">
            <QuestionPreview control={form.control} index={index} />
          </div>
        </div>
      </article>
    </Card>
  )
}

interface ToolButtonProps {
  id: string
  Icon: LucideIcon
  label: string
  disabled?: boolean
  danger?: boolean
  onClick: () => void
}

function ToolButton({ id, Icon, label, disabled, danger, onClick }: ToolButtonProps) {
  return (
    <Button id={id} variant="ghost" size="icon" aria-label={label} title={label} disabled={disabled} onClick={onClick} className={danger ? 'text-red-800 hover:bg-red-50' : undefined}>
      <Icon className="size-5" aria-hidden="true" />
    </Button>
  )
}

interface QuestionInputsProps {
  form: UseFormReturn<QuestionsDraft>
  index: number
  /** the exam whose figures the question may upload; null where no figure is uploaded (the bank) */
  examId: number | null
  errors: QuestionErrors
}

/** A question's type, points, statement, options or expected value, figure and explanation (the exam's editor and the bank's). */
export function QuestionInputs({ form, index, examId, errors }: QuestionInputsProps) {
  const name = `questions.${index}` as const
  const type = useWatch({ control: form.control, name: `${name}.type` })
  const typeField = form.register(`${name}.type`)

  /** From several right answers to « choix unique »: the first mark is kept (the contract allows one). */
  function keepOneMark(next: QuestionType) {
    if (next !== 'single') return
    const options = form.getValues(`${name}.options`)
    const first = options.findIndex((option) => option.right)
    options.forEach((option, position) => {
      if (option.right && position !== first) form.setValue(`${name}.options.${position}.right`, false, { shouldDirty: true })
    })
  }

  return (
    <div className="min-w-0 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Type"
          requirement="required"
          error={errors.type}
          {...typeField}
          onChange={async (event) => {
            await typeField.onChange(event)
            keepOneMark(event.target.value as QuestionType)
          }}
        >
          <Options values={QUESTION_TYPES} label={(value) => QUESTION_TYPE_LABELS[value]} />
        </Select>
        <TextField label="Points" requirement="required" inputMode="decimal" hint="De 0,25 à 100." error={errors.points} {...form.register(`${name}.points`)} />
      </div>
      <Textarea label="Énoncé" requirement="required" rows={4} maxLength={5000} hint="Markdown et LaTeX, comme dans l’aperçu." error={errors.statement} {...form.register(`${name}.statement`)} />
      {type === 'numeric' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Valeur attendue" requirement="required" inputMode="decimal" placeholder="Ex. : 3,14" error={errors.value} {...form.register(`${name}.value`)} />
          <TextField label="Tolérance (±)" requirement="optional" inputMode="decimal" hint="Juste entre valeur − tolérance et valeur + tolérance." error={errors.tolerance} {...form.register(`${name}.tolerance`)} />
        </div>
      ) : (
        <OptionsField form={form} index={index} errors={errors} />
      )}
      {examId === null ? null : <FigureField form={form} index={index} examId={examId} error={errors.image} />}
      <Textarea
        label="Explication"
        requirement="optional"
        rows={3}
        maxLength={5000}
        hint="Montrée avec la correction, selon le réglage « Correction visible »."
        error={errors.explanation}
        {...form.register(`${name}.explanation`)}
      />
    </div>
  )
}
