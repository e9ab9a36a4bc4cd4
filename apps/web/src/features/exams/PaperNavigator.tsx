import type { PaperQuestion } from '@tutorat/contracts'
import { cn } from '../../lib/cn.ts'

interface PaperNavigatorProps {
  questions: readonly PaperQuestion[]
  answered: (questionId: number) => boolean
  /** the question on screen, when one is shown at a time */
  current: number | null
  onSelect: (index: number) => void
}

/** The numbers of every question, answered ones filled in: where the student stands, and a way to jump. */
export function PaperNavigator({ questions, answered, current, onSelect }: PaperNavigatorProps) {
  return (
    <nav aria-labelledby="paper-navigator" className="space-y-3">
      <h2 id="paper-navigator" className="text-sm font-bold text-brand-950">
        Aller à une question
      </h2>
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2">
        {questions.map((question, index) => {
          const done = answered(question.id)
          return (
            <li key={question.id}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-current={index === current ? 'step' : undefined}
                aria-label={`Question ${question.position}, ${done ? 'répondue' : 'sans réponse'}`}
                className={cn(
                  'flex size-11 w-full cursor-pointer items-center justify-center rounded-control text-sm font-bold tabular-nums transition-colors',
                  done ? 'bg-brand-800 text-white hover:bg-brand-900' : 'border border-slate-400 bg-white text-brand-900 hover:bg-brand-50',
                  index === current && 'ring-3 ring-accent-400 ring-offset-2',
                )}
              >
                {question.position}
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
          <span className="size-3 rounded-sm border border-slate-400 bg-white" /> sans réponse
        </span>
      </p>
    </nav>
  )
}
