import { cn } from '../lib/cn.ts'

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-control bg-slate-200', className)} />
}
