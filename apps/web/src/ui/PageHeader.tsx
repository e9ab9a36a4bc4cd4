import type { ReactNode } from 'react'
import { cn } from '../lib/cn.ts'

interface PageHeaderProps {
  title: ReactNode
  description?: ReactNode
  /** Buttons on the right from `sm`, under the title on a phone. */
  actions?: ReactNode
  /** Above the title: a back link or breadcrumb. */
  eyebrow?: ReactNode
  className?: string
}

/** The h1 of an admin page with its description and main actions. */
export function PageHeader({ title, description, actions, eyebrow, className }: PageHeaderProps) {
  return (
    <header className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="min-w-0 space-y-1">
        {eyebrow}
        <h1 className="text-2xl font-extrabold tracking-tight text-balance break-words text-brand-950 sm:text-3xl">{title}</h1>
        {description ? <div className="text-muted">{description}</div> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </header>
  )
}
