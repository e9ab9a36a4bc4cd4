import { Star } from 'lucide-react'
import { cn } from '../../lib/cn.ts'

export const RATINGS = [1, 2, 3, 4, 5] as const

/** Filled and empty stars; read out as "Note : 4 sur 5". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`Note : ${rating} sur 5`} className={cn('inline-flex gap-0.5', className)}>
      {RATINGS.map((value) => (
        <Star key={value} className={cn('size-4', value <= rating ? 'fill-accent-400 text-accent-500' : 'text-slate-300')} aria-hidden="true" />
      ))}
    </span>
  )
}
