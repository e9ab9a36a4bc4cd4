import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../lib/cn.ts'

interface EmptyStateProps {
  Icon: LucideIcon
  title: string
  children?: ReactNode
  /** Usually one button or link: the way out of the empty state. */
  action?: ReactNode
  className?: string
}

/** What a list shows when it has nothing: why, and what to do next. */
export function EmptyState({ Icon, title, children, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center rounded-card border border-dashed border-slate-300 bg-white px-6 py-12 text-center', className)}>
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-800">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-bold text-brand-950">{title}</h2>
      {children ? <div className="mt-1 max-w-md text-sm text-muted">{children}</div> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  )
}
