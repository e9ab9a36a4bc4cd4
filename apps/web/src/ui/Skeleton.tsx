import type { ReactNode } from 'react'
import { cn } from '../lib/cn.ts'

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-control bg-slate-200', className)} />
}

/** Placeholder bars one under the other (a title, lines of text, a button), one class list each: height and width. */
export function SkeletonBars({ bars }: { bars: readonly string[] }) {
  return bars.map((bar, index) => <Skeleton key={index} className={bar} />)
}

/** What a screen reader hears while skeletons hold the place (« Chargement du cours… »). */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <p className="sr-only" role="status">
      {children}
    </p>
  )
}
