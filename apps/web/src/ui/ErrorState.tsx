import { CircleAlert, RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../lib/cn.ts'
import { Button } from './Button.tsx'

interface ErrorStateProps {
  title: string
  /** The server's explanation, when it gave one. */
  children?: ReactNode
  onRetry?: () => void
  retrying?: boolean
  /** Another way out (a link back), beside "Réessayer". */
  action?: ReactNode
  className?: string
}

/** A block that failed to load: says so, and offers to try again. */
export function ErrorState({ title, children, onRetry, retrying, action, className }: ErrorStateProps) {
  return (
    <div role="alert" className={cn('flex flex-col items-center rounded-card border border-red-200 bg-red-50 px-6 py-10 text-center', className)}>
      <CircleAlert className="size-8 text-red-700" aria-hidden="true" />
      <p className="mt-3 font-bold text-red-900">{title}</p>
      {children ? <div className="mt-1 max-w-md text-sm text-red-800">{children}</div> : null}
      {onRetry || action ? (
        <div className="mt-5 flex flex-wrap justify-center gap-2">
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry} loading={retrying}>
              {retrying ? null : <RefreshCw className="size-4" aria-hidden="true" />}
              Réessayer
            </Button>
          ) : null}
          {action}
        </div>
      ) : null}
    </div>
  )
}
