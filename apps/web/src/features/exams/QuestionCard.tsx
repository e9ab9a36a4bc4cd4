import type { AnswerValue, PaperQuestion, QuestionType } from '@tutorat/contracts'
import { Eraser, Flag } from 'lucide-react'
import { useCallback, useId } from 'react'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import type { SaveState } from './answer-sync.ts'
import { isAnswered } from './answer-values.ts'
import { MathText } from './MathText.tsx'
import { pointsLabel, questionAnchor } from './paper-format.ts'
import { QuestionChoices } from './QuestionChoices.tsx'
import { QuestionFigure } from './QuestionFigure.tsx'
import { QuestionNumeric } from './QuestionNumeric.tsx'
import { QuestionSaveState } from './QuestionSaveState.tsx'

const TYPE_HINTS: Record<QuestionType, string | null> = {
  single: 'Une seule réponse.',
  multiple: 'Une ou plusieurs réponses.',
  numeric: null,
}

export interface QuestionCardProps {
  question: PaperQuestion
  total: number
  answer: AnswerValue
  state: SaveState
  onAnswer: (questionId: number, answer: AnswerValue) => void
  /** the time is over: nothing may change any more */
  locked: boolean
  /** « à revoir » (DESIGN §19): shown and toggled when given */
  flagged?: boolean | undefined
  onFlag?: ((questionId: number, flagged: boolean) => void) | undefined
}

/** One question of the paper: a fieldset named by its number, its statement, its figure, the way to answer and where the answer stands. */
export function QuestionCard({ question, total, answer, state, onAnswer, locked, flagged = false, onFlag }: QuestionCardProps) {
  const id = useId()
  const give = useCallback((value: AnswerValue) => onAnswer(question.id, value), [onAnswer, question.id])
  const hint = TYPE_HINTS[question.type]
  return (
    <Card id={questionAnchor(question.id)} tabIndex={-1} className="scroll-mt-48 p-4 focus:outline-none focus-visible:shadow-focus sm:p-6">
      <fieldset disabled={locked} aria-describedby={`${id}-statement ${id}-state`} className="min-w-0 space-y-4">
        <legend className="w-full">
          <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span className="font-bold text-brand-900">
              Question {question.position} <span className="font-medium text-muted">sur {total}</span>
            </span>
            <span className="text-sm font-semibold text-muted">{pointsLabel(question.points)}</span>
          </span>
        </legend>
        <div id={`${id}-statement`} className="text-ink">
          <MathText>{question.statement}</MathText>
        </div>
        <QuestionFigure question={question} />
        {hint ? <p className="text-sm text-muted">{hint}</p> : null}
        {question.type === 'numeric' ? <QuestionNumeric answer={answer} onAnswer={give} /> : <QuestionChoices question={question} answer={answer} onAnswer={give} />}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <QuestionSaveState id={`${id}-state`} state={state} />
          {onFlag && !locked ? (
            <Button
              variant={flagged ? 'accent' : 'secondary'}
              onClick={() => onFlag(question.id, !flagged)}
              aria-pressed={flagged}
              aria-label={`À revoir : question ${question.position}`}
            >
              <Flag className="size-4" aria-hidden="true" />
              À revoir
            </Button>
          ) : null}
          {isAnswered(answer) && !locked ? (
            <Button variant="ghost" size="sm" onClick={() => give(null)} aria-label={`Effacer ma réponse à la question ${question.position}`} className="-mr-2">
              <Eraser className="size-4" aria-hidden="true" />
              Effacer ma réponse
            </Button>
          ) : null}
        </div>
      </fieldset>
    </Card>
  )
}
