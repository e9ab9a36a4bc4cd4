import type { PaperQuestion } from '@tutorat/contracts'
import { Flag } from 'lucide-react'
import { cn } from '../../lib/cn.ts'

interface PaperNavigatorProps {
  questions: readonly PaperQuestion[]
  answered: (questionId: number) => boolean
  /** « à revoir » (DESIGN §19) */
  flagged: (questionId: number) => boolean
  /** the question on screen, when one is shown at a time */
  current: number | null
  onSelect: (index: number) => void
  /** « Section 1 sur 2 », when the paper has sections */
  heading?: string | undefined
}

function cellLabel(position: number, done: boolean, flag: boolean) {
  return `Question ${position}, ${done ? 'répondue' : 'sans réponse'}${flag ? ', à revoir' : ''}`
}

/** The palette: every question of the open section, answered ones filled in, flagged ones marked « à revoir »; a way to jump. */
export function PaperNavigator({ questions, answered, flagged, current, onSelect, heading }: PaperNavigatorProps) {
  const flaggedCount = questions.filter((question) => flagged(question.id)).length
  return (
    <nav aria-labelledby="paper-navigator" className="space-y-3">
      <h2 id="paper-navigator" className="text-sm font-bold text-brand-950">
        {heading ? `Aller à une question · ${heading}` : 'Aller à une question'}
      </h2>
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2">
        {questions.map((question, index) => {
          const done = answered(question.id)
          const flag = flagged(question.id)
          return (
            <li key={question.id}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-current={index === current ? 'step' : undefined}
                aria-label={cellLabel(question.position, done, flag)}
                className={cn(
                  'relative flex size-11 w-full cursor-pointer items-center justify-center rounded-control text-sm font-bold tabular-nums transition-colors',
                  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                  done ? 'bg-brand-800 text-white hover:bg-brand-900' : 'border border-slate-400 bg-white text-brand-900 hover:bg-brand-50',
                  flag && 'ring-3 ring-amber-500 ring-inset',
                  // the question on screen: a dark outline, apart from the amber of a flag
                  index === current && 'outline-3 outline-offset-2 outline-brand-950',
                )}
              >
                {question.position}
                {flag ? <Flag className="absolute -top-1.5 -right-1.5 size-4 rounded-full bg-amber-100 p-0.5 text-amber-900" aria-hidden="true" /> : null}
              </button>
            </li>
          )
        })}
      </ol>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-brand-800" /> répondue
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm border-2 border-amber-500 bg-white" /> à revoir
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm border border-slate-400 bg-white" /> sans réponse
        </span>
      </p>
      {flaggedCount > 0 ? (
        <p className="text-sm font-semibold text-amber-900">{flaggedCount === 1 ? '1 question à revoir' : `${flaggedCount} questions à revoir`}</p>
      ) : null}
    </nav>
  )
}
