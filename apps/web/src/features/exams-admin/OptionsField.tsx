import { EXAM_RULES } from '@tutorat/contracts'
import { X } from 'lucide-react'
import { useId } from 'react'
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form'
import { AddButton } from '../../ui/AddButton.tsx'
import { Button } from '../../ui/Button.tsx'
import { controlClasses } from '../../ui/Field.tsx'
import { optionLetter } from '../exams/paper-format.ts'
import type { QuestionErrors, QuestionsDraft } from './questions-form.ts'

interface OptionsFieldProps {
  form: UseFormReturn<QuestionsDraft>
  index: number
  errors: QuestionErrors
}

/**
 * The options of a choice question (2 to 8), each with its mark: a radio for a single right answer,
 * checkboxes for several. The marks are kept beside the texts, so moving or removing an option
 * moves its mark with it.
 */
export function OptionsField({ form, index, errors }: OptionsFieldProps) {
  const id = useId()
  const name = `questions.${index}.options` as const
  const options = useFieldArray({ control: form.control, name })
  const values = useWatch({ control: form.control, name })
  const single = useWatch({ control: form.control, name: `questions.${index}.type` }) === 'single'
  const hintId = `${id}-hint`
  const errorId = `${id}-error`

  function mark(marked: number, checked: boolean) {
    values.forEach((option, position) => {
      const right = position === marked ? checked : single ? false : option.right
      if (right !== option.right) form.setValue(`${name}.${position}.right`, right, { shouldDirty: true })
    })
  }

  return (
    <fieldset className="space-y-2" aria-describedby={[hintId, errors.options ? errorId : ''].filter(Boolean).join(' ')}>
      <legend className="text-sm font-medium text-ink">
        Options<span className="text-red-700" aria-hidden="true"> *</span>
      </legend>
      <p id={hintId} className="text-sm text-muted">
        {single ? 'Cochez la bonne réponse (une seule).' : 'Cochez toutes les bonnes réponses.'} De {EXAM_RULES.minOptions} à {EXAM_RULES.maxOptions} options.
      </p>
      <ol className="space-y-2">
        {options.fields.map((field, position) => {
          const letter = optionLetter(position)
          const optionError = errors.option?.[position]
          const optionErrorId = `${id}-${position}-error`
          return (
            <li key={field.id} className="space-y-1">
              <div className="flex items-center gap-2">
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={`${id}-right`}
                  checked={values[position]?.right ?? false}
                  onChange={(event) => mark(position, event.target.checked)}
                  aria-label={`Option ${letter} : bonne réponse`}
                  aria-invalid={errors.options ? true : undefined}
                  className="size-5 shrink-0 cursor-pointer accent-emerald-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                />
                <span className="w-5 shrink-0 text-center font-semibold text-muted" aria-hidden="true">
                  {letter}
                </span>
                <input
                  type="text"
                  aria-label={`Option ${letter}`}
                  aria-invalid={optionError ? true : undefined}
                  aria-describedby={optionError ? optionErrorId : undefined}
                  maxLength={1000}
                  placeholder={`Texte de l’option ${letter}`}
                  className={controlClasses(Boolean(optionError), 'h-11 min-w-0 flex-1')}
                  {...form.register(`${name}.${position}.text`)}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="shrink-0"
                  aria-label={`Retirer l’option ${letter}`}
                  disabled={options.fields.length <= EXAM_RULES.minOptions}
                  onClick={() => options.remove(position)}
                >
                  <X className="size-4" aria-hidden="true" />
                </Button>
              </div>
              {optionError ? (
                <p id={optionErrorId} className="pl-14 text-sm font-medium text-red-700">
                  {optionError}
                </p>
              ) : null}
            </li>
          )
        })}
      </ol>
      {errors.options ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {errors.options}
        </p>
      ) : null}
      <AddButton
        variant="secondary"
        size="sm"
        disabled={options.fields.length >= EXAM_RULES.maxOptions}
        onClick={() => options.append({ text: '', right: false }, { shouldFocus: true })}
      >
        Ajouter une option
      </AddButton>
    </fieldset>
  )
}
