import { cn } from '../lib/cn.ts'

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const

interface SpinnerProps {
  size?: keyof typeof SIZES
  /** Text for screen readers; `null` when the surrounding control already says it. */
  label?: string | null
  className?: string
}

export function Spinner({ size = 'md', label = 'Chargement…', className }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={cn('inline-flex items-center', className)}>
      <svg className={cn('animate-spin', SIZES[size])} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  )
}

export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-900">
      <Spinner size="lg" />
    </div>
  )
}
