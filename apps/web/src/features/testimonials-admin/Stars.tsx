import { Star } from 'lucide-react'
import { cn } from '../../lib/cn.ts'

/** A 1–5 rating as stars; screen readers hear "Note : 4 sur 5". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`Note : ${rating} sur 5`} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={cn('size-4', value <= rating ? 'fill-accent-400 text-accent-500' : 'fill-transparent text-slate-300')}
        />
      ))}
    </span>
  )
}
