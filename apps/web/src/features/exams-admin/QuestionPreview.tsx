import { Check } from 'lucide-react'
import { useDeferredValue } from 'react'
import { type Control, useWatch } from 'react-hook-form'
import { cn } from '../../lib/cn.ts'
import { MathText } from '../exams/MathText.tsx'
import { DATE_LOCALE } from '@tutorat/contracts'
import { formatNumber, optionLetter, pointsLabel } from '../exams/paper-format.ts'
import { decimalOf } from './settings-form.ts'
import { isRight, type QuestionDraft, type QuestionsDraft, weightOf } from './questions-form.ts'

// a tolerance of 0,001 must not read « 0 »: every decimal the teacher wrote is shown
const exact = new Intl.NumberFormat(DATE_LOCALE, { maximumFractionDigits: 10 })
export const formatExact = (value: number) => exact.format(value)

const pointsOf = (text: string) => {
  const points = decimalOf(text)
  return Number.isFinite(points) ? pointsLabel(points) : null
}

/**
 * The question as the student reads it, kept up with the typing: the statement, the figure and
 * the options rendered by KaTeX, then the correction as the review shows it (right answers, the
 * expected value, the explanation). Rendered a beat behind the keyboard, so typing stays fluid.
 */
export function QuestionPreview({ control, index }: { control: Control<QuestionsDraft>; index: number }) {
  const question = useDeferredValue(useWatch({ control, name: `questions.${index}` }))
  const points = pointsOf(question.points)
  return (
    <section aria-label={`Aperçu de la question ${index + 1}`} className="space-y-4 rounded-card border border-line bg-slate-50 p-4">
      <p className="flex flex-wrap items-baseline justify-between gap-2 text-xs font-semibold tracking-wide text-muted uppercase">
        <span>Aperçu étudiant · Question {index + 1}</span>
        {points ? <span className="normal-case">{points}</span> : null}
      </p>
      <div className="rounded-card bg-white p-4 shadow-card">
        {question.statement.trim() ? <MathText className="text-ink">{question.statement}</MathText> : <p className="text-muted italic">L’énoncé s’affichera ici.</p>}
        {question.image_url ? <img src={question.image_url} alt={`Figure de la question ${index + 1}`} className="mt-3 max-h-80 w-auto max-w-full rounded-control" /> : null}
        <div className="mt-4">{question.type === 'numeric' ? <NumericAnswer question={question} /> : <ChoiceAnswers question={question} />}</div>
      </div>
      {question.explanation.trim() ? (
        <div className="rounded-card border border-brand-200 bg-brand-50 p-4 text-sm">
          <p className="font-semibold text-brand-900">Explication</p>
          <MathText className="mt-1 text-ink">{question.explanation}</MathText>
        </div>
      ) : null}
    </section>
  )
}

/** « +50 % », « −25 % »: what a weighted option earns. */
const percentLabel = (weight: number) => `${weight > 0 ? '+' : ''}${formatNumber(weight)}\u00a0%`

function ChoiceAnswers({ question }: { question: QuestionDraft }) {
  const weighted = question.type === 'multiple' && question.weighted
  return (
    <ul className="space-y-2">
      {question.options.map((option, position) => {
        const right = isRight(question, option)
        const weight = weightOf(option)
        return (
          <li
            // options are drawn in their order: the position is their identity here
            key={position}
            className={cn('flex items-start gap-3 rounded-control border p-3', right ? 'border-emerald-300 bg-emerald-50' : 'border-line bg-white')}
          >
            <span
              className={cn(
                'flex size-6 shrink-0 items-center justify-center border text-xs font-bold',
                question.type === 'single' ? 'rounded-full' : 'rounded',
                right ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-slate-400 text-muted',
              )}
              aria-hidden="true"
            >
              {right ? <Check className="size-4" /> : optionLetter(position)}
            </span>
            <span className="min-w-0 flex-1">
              {option.text.trim() ? <MathText inline>{option.text}</MathText> : <span className="text-muted italic">Option {optionLetter(position)} vide</span>}
              {weighted && Number.isFinite(weight) && weight !== 0 ? (
                <span className={cn('ml-2 text-xs font-semibold', right ? 'text-emerald-800' : 'text-red-800')}>{percentLabel(weight)}</span>
              ) : right ? (
                <span className="ml-2 text-xs font-semibold text-emerald-800">Bonne réponse</span>
              ) : null}
            </span>
          </li>
        )
      })}
    </ul>
  )
}

function NumericAnswer({ question }: { question: QuestionDraft }) {
  const value = decimalOf(question.value)
  const tolerance = decimalOf(question.tolerance)
  return (
    <div className="space-y-2 text-sm">
      <p className="rounded-control border border-slate-400 bg-white px-3 py-2.5 text-muted">Votre réponse (un nombre)</p>
      <p className="font-semibold text-emerald-800">
        {Number.isFinite(value)
          ? `Réponse attendue : ${formatExact(value)}${Number.isFinite(tolerance) && tolerance > 0 ? ` (à ${formatExact(tolerance)} près)` : ''}`
          : 'Réponse attendue : à indiquer'}
      </p>
    </div>
  )
}
