import type { AnswerOutcome, AnswerValue, PaperQuestion, ReviewItem } from '@tutorat/contracts'
import { Circle, CircleCheck, CircleX } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { Badge, type BadgeTone } from '../../ui/Badge.tsx'
import { Card } from '../../ui/Card.tsx'
import { chosenOptions, formatDecimal } from './answer-values.ts'
import { MathText } from './MathText.tsx'
import { formatNumber, optionLetter, pointsLabel } from './paper-format.ts'
import { QuestionFigure } from './QuestionFigure.tsx'

export const OUTCOMES: Record<AnswerOutcome, { label: string; tone: BadgeTone }> = {
  juste: { label: 'Juste', tone: 'success' },
  partiel: { label: 'Partiellement juste', tone: 'warning' },
  faux: { label: 'Faux', tone: 'danger' },
  vide: { label: 'Sans réponse', tone: 'neutral' },
}

interface ReviewQuestionProps {
  question: PaperQuestion
  item: ReviewItem
  answer: AnswerValue
}

function ChoicesReview({ question, item, answer }: ReviewQuestionProps) {
  const chosen = chosenOptions(answer)
  return (
    <ul className="grid gap-2">
      {question.options.map((option, position) => {
        const right = item.correct.includes(option.index)
        const picked = chosen.includes(option.index)
        const Icon = right ? CircleCheck : picked ? CircleX : Circle
        return (
          <li
            key={option.index}
            className={cn('flex items-start gap-3 rounded-control border px-3 py-3', right ? 'border-emerald-600 bg-emerald-50' : picked ? 'border-red-400 bg-red-50' : 'border-line bg-white')}
          >
            <Icon className={cn('mt-0.5 size-5 shrink-0', right ? 'text-emerald-700' : picked ? 'text-red-700' : 'text-slate-400')} aria-hidden="true" />
            <span className="font-bold text-brand-900">{optionLetter(position)}.</span>
            <span className="min-w-0 flex-1 space-y-1.5">
              <MathText inline>{option.text}</MathText>
              {picked || right ? (
                <span className="flex flex-wrap gap-1.5">
                  {picked ? <Badge tone={right ? 'success' : 'danger'}>Votre réponse</Badge> : null}
                  {right ? <Badge tone="success">Bonne réponse</Badge> : null}
                </span>
              ) : null}
            </span>
          </li>
        )
      })}
    </ul>
  )
}

function NumericReview({ item, answer }: Omit<ReviewQuestionProps, 'question'>) {
  const expected = item.value === null ? '—' : formatDecimal(item.value)
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      <div className="rounded-control border border-line bg-white px-3 py-2">
        <dt className="text-muted">Votre réponse</dt>
        <dd className="font-bold text-ink">{typeof answer === 'number' ? formatDecimal(answer) : 'Aucune'}</dd>
      </div>
      <div className="rounded-control border border-emerald-600 bg-emerald-50 px-3 py-2">
        <dt className="text-emerald-900">Réponse attendue</dt>
        <dd className="font-bold text-emerald-900">
          {expected}
          {item.tolerance > 0 ? <span className="font-medium"> (à {formatDecimal(item.tolerance)} près)</span> : null}
        </dd>
      </div>
    </dl>
  )
}

/** A corrected question: what the student answered, the right answer(s), the outcome and its points, the explanation. */
export function ReviewQuestion({ question, item, answer }: ReviewQuestionProps) {
  const outcome = OUTCOMES[item.outcome]
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-brand-900">Question {question.position}</h3>
        <span className="flex items-center gap-2">
          <Badge tone={outcome.tone}>{outcome.label}</Badge>
          <span className="text-sm font-semibold text-muted tabular-nums">
            {formatNumber(item.points_awarded)} / {pointsLabel(question.points)}
          </span>
        </span>
      </header>
      <MathText className="text-ink">{question.statement}</MathText>
      <QuestionFigure question={question} />
      {question.type === 'numeric' ? <NumericReview item={item} answer={answer} /> : <ChoicesReview question={question} item={item} answer={answer} />}
      {item.explanation ? (
        <div className="space-y-1.5 rounded-control border border-brand-100 bg-brand-50/60 p-4">
          <h4 className="text-sm font-bold text-brand-900">Explication</h4>
          <MathText className="text-ink">{item.explanation}</MathText>
        </div>
      ) : null}
    </Card>
  )
}
