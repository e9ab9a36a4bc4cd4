import { EXAM_RULES } from '@tutorat/contracts'
import { X } from 'lucide-react'
import { useId } from 'react'
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form'
import { AddButton } from '../../ui/AddButton.tsx'
import { Button } from '../../ui/Button.tsx'
import { controlClasses } from '../../ui/Field.tsx'
import { Checkbox } from '../../ui/Checkbox.tsx'
import { formatNumber, optionLetter } from '../exams/paper-format.ts'
import { newOption, type OptionDraft, type QuestionErrors, type QuestionsDraft, weightOf } from './questions-form.ts'

interface OptionsFieldProps {
  form: UseFormReturn<QuestionsDraft>
  index: number
  errors: QuestionErrors
}

/**
 * The options of a choice question (2 to 8), each with its mark: a radio for a single right answer,
 * checkboxes for several, or each option's percentage of the points on a weighted multiple question
 * (DESIGN §19, GIFT's `~%50%`). The marks are kept beside the texts, so moving or removing an
 * option moves its mark with it.
 */
export function OptionsField({ form, index, errors }: OptionsFieldProps) {
  const id = useId()
  const name = `questions.${index}.options` as const
  const options = useFieldArray({ control: form.control, name })
  const values = useWatch({ control: form.control, name })
  const type = useWatch({ control: form.control, name: `questions.${index}.type` })
  const single = type === 'single'
  const weighted = useWatch({ control: form.control, name: `questions.${index}.weighted` }) && type === 'multiple'
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
        {weighted ? 'Le pourcentage des points que rapporte chaque option choisie par l’étudiant (négatif\u00a0: une pénalité).' : single ? 'Cochez la bonne réponse (une seule).' : 'Cochez toutes les bonnes réponses.'} De{' '}
        {EXAM_RULES.minOptions} à {EXAM_RULES.maxOptions} options.
      </p>
      {type === 'multiple' ? <WeightedSwitch form={form} index={index} /> : null}
      <ol className="space-y-2">
        {options.fields.map((field, position) => {
          const letter = optionLetter(position)
          const optionError = errors.option?.[position]
          const weightError = weighted ? errors.weight?.[position] : undefined
          const optionErrorId = `${id}-${position}-error`
          return (
            <li key={field.id} className="space-y-1">
              <div className="flex items-center gap-2">
                {weighted ? (
                  // a box of its own width: the field's classes make an input fill its parent
                  <span key="weight" className="relative w-20 shrink-0">
                    <input
                      type="text"
                      inputMode="decimal"
                      aria-label={`Option ${letter} : pourcentage des points`}
                      aria-invalid={weightError || errors.options ? true : undefined}
                      aria-describedby={weightError ? optionErrorId : undefined}
                      placeholder="0"
                      className={controlClasses(Boolean(weightError), 'h-11 pr-7 pl-2 text-right')}
                      {...form.register(`${name}.${position}.weight`)}
                    />
                    <span className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-sm text-muted" aria-hidden="true">
                      %
                    </span>
                  </span>
                ) : (
                  <input
                    key="mark"
                    type={single ? 'radio' : 'checkbox'}
                    name={`${id}-right`}
                    checked={values[position]?.right ?? false}
                    onChange={(event) => mark(position, event.target.checked)}
                    aria-label={`Option ${letter} : bonne réponse`}
                    aria-invalid={errors.options ? true : undefined}
                    className="size-5 shrink-0 cursor-pointer accent-emerald-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                  />
                )}
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
              {optionError || weightError ? (
                <p id={optionErrorId} className={weighted ? 'pl-29 text-sm font-medium text-red-700' : 'pl-14 text-sm font-medium text-red-700'}>
                  {optionError ?? weightError}
                </p>
              ) : null}
            </li>
          )
        })}
      </ol>
      {weighted ? <WeightsTotal options={values} /> : null}
      {errors.options ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {errors.options}
        </p>
      ) : null}
      <AddButton
        variant="secondary"
        size="sm"
        disabled={options.fields.length >= EXAM_RULES.maxOptions}
        onClick={() => options.append(newOption(), { shouldFocus: true })}
      >
        Ajouter une option
      </AddButton>
    </fieldset>
  )
}

/**
 * All or nothing, or marked option by option. Turned on, the ticked options share 100 % (the
 * others 0 %); turned off, the options with a positive percentage become the ticked ones.
 */
function WeightedSwitch({ form, index }: { form: UseFormReturn<QuestionsDraft>; index: number }) {
  const name = `questions.${index}` as const
  const weighted = useWatch({ control: form.control, name: `${name}.weighted` })
  function toggle(on: boolean) {
    const options = form.getValues(`${name}.options`)
    const rights = options.filter((option) => option.right).length
    options.forEach((option, position) => {
      if (on) form.setValue(`${name}.options.${position}.weight`, option.right ? formatNumber(Math.round((100 / rights) * 100) / 100) : '0', { shouldDirty: true })
      else form.setValue(`${name}.options.${position}.right`, weightOf(option) > 0, { shouldDirty: true })
    })
    form.setValue(`${name}.weighted`, on, { shouldDirty: true })
  }
  return (
    <Checkbox
      label="Barème par option (en %)"
      hint="Sinon : tout ou rien, avec la pénalité du concours."
      checked={weighted}
      onChange={(event) => toggle(event.target.checked)}
      className="min-h-11 py-1"
    />
  )
}

/** The positive percentages add up to 100 % for a fully right answer: the sum is shown as it is typed. */
function WeightsTotal({ options }: { options: readonly OptionDraft[] }) {
  const total = options.reduce((sum, option) => sum + Math.max(0, weightOf(option) || 0), 0)
  // three options at 33,33 % each are a full answer
  const full = Math.abs(total - 100) < 0.05
  return (
    <p className={full ? 'text-sm text-muted' : 'text-sm font-medium text-amber-800'} aria-live="polite">
      Total des pourcentages positifs&nbsp;: {formatNumber(total)}&nbsp;%{full ? '' : ' (100\u00a0% pour une réponse entièrement juste)'}
    </p>
  )
}
