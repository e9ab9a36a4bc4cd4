import { Clock } from 'lucide-react'
import { useEffect } from 'react'
import { cn } from '../../lib/cn.ts'
import { formatRemaining, timeAnnouncement, WARNING_MS } from './clock.ts'
import { useRemaining } from './clock-hooks.ts'

interface TimerProps {
  deadlineAt: string
  /** the server's clock minus this one (ms) */
  offset: number
  onExpire: () => void
}

/**
 * The time left, read at a glance; in a warning colour for the last five minutes. A screen reader
 * is told at five minutes and at one (a polite live region), not every second. It ticks on its
 * own: the paper around it does not re-render twice a second.
 */
export function Timer({ deadlineAt, offset, onExpire }: TimerProps) {
  const remaining = useRemaining(deadlineAt, offset)
  const over = remaining <= 0
  useEffect(() => {
    if (over) onExpire()
  }, [over, onExpire])
  const warning = remaining <= WARNING_MS
  return (
    <div
      className={cn(
        'inline-flex items-center gap-1.5 rounded-control px-2.5 py-1 ring-1 ring-inset',
        warning ? 'bg-red-50 text-red-800 ring-red-300' : 'bg-brand-50 text-brand-900 ring-brand-200',
      )}
    >
      <Clock className="size-4 shrink-0" aria-hidden="true" />
      <span className="sr-only">Temps restant :</span>
      <span role="timer" className="font-mono text-lg leading-6 font-bold tabular-nums">
        {formatRemaining(remaining)}
      </span>
      <span className="sr-only" aria-live="polite">
        {timeAnnouncement(remaining)}
      </span>
    </div>
  )
}
