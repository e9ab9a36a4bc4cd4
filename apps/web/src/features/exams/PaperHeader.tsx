import { ChevronsRight, Send } from 'lucide-react'
import { Button } from '../../ui/Button.tsx'
import { Timer } from './Timer.tsx'

interface PaperHeaderProps {
  title: string
  deadlineAt: string
  offset: number
  onExpire: () => void
  answered: number
  total: number
  onHandIn: () => void
  /** the time is over: the paper is being handed in */
  closing: boolean
  /** DESIGN §19: « Section 1 sur 2 · Analyse », when the paper has sections */
  sectionLabel?: string | undefined
  /** a section follows the open one: the button closes this one instead of handing the paper in */
  onNextSection?: (() => void) | undefined
}

/** Stays under the student space's header while the paper scrolls: the exam, the time left, the progress, « Rendre ma copie ». */
export function PaperHeader({ title, deadlineAt, offset, onExpire, answered, total, onHandIn, closing, sectionLabel, onNextSection }: PaperHeaderProps) {
  return (
    // pulled up against the student space's header (over the page's top padding): one band at the top
    <div className="sticky top-16 z-20 -mx-4 -mt-6 border-b border-line bg-white/95 px-4 py-2 shadow-sm backdrop-blur sm:-mx-6 sm:px-6 lg:-mt-8">
      {/* a phone: the title and the timer, then the progress and the button; from sm, one row */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="min-w-0 flex-1 truncate text-base font-extrabold text-brand-950 sm:text-lg" title={title}>
          {title}
        </h1>
        {/* a new section is a new countdown: the timer starts afresh */}
        <Timer key={deadlineAt} deadlineAt={deadlineAt} offset={offset} onExpire={onExpire} />
        {sectionLabel ? <p className="w-full truncate text-sm font-semibold text-brand-800 sm:order-last">{sectionLabel}</p> : null}
        <div className="flex w-full items-center justify-between gap-3 sm:w-auto">
          <p className="text-sm font-semibold text-muted tabular-nums">
            {answered}/{total} répondues
          </p>
          {onNextSection ? (
            <Button onClick={onNextSection} disabled={closing}>
              Section suivante
              <ChevronsRight className="size-4" aria-hidden="true" />
            </Button>
          ) : (
            <Button onClick={onHandIn} disabled={closing}>
              <Send className="size-4" aria-hidden="true" />
              Rendre ma copie
            </Button>
          )}
        </div>
      </div>
    </div>
  )
}
