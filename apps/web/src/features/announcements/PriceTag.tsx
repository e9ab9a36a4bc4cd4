import { cn } from '../../lib/cn.ts'
import { Badge } from '../../ui/Badge.tsx'
import { type Announcement, priceText } from './format.ts'

/** The price as the visitor reads it (a badge), or « Tarif sur demande ». */
export function PriceTag({ formation, large = false }: { formation: Pick<Announcement, 'price' | 'amount_mad'>; large?: boolean }) {
  const price = priceText(formation)
  if (!price) return <span className={cn('text-muted', !large && 'text-sm')}>Tarif sur demande</span>
  return (
    <Badge tone="accent" className={cn('px-3 py-1', large ? 'text-base' : 'text-sm')}>
      {price}
    </Badge>
  )
}
