import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '../../ui/Button.tsx'

interface PaperPagerProps {
  index: number
  total: number
  onGo: (index: number) => void
}

/** « Précédente » / « Suivante » under the question shown alone; the position is read out as it changes. */
export function PaperPager({ index, total, onGo }: PaperPagerProps) {
  return (
    <div className="flex items-center justify-between gap-2">
      <Button variant="secondary" onClick={() => onGo(index - 1)} disabled={index === 0}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        Précédente
      </Button>
      <p className="text-sm font-semibold text-muted tabular-nums" aria-live="polite">
        {index + 1} / {total}
      </p>
      <Button variant={index === total - 1 ? 'secondary' : 'primary'} onClick={() => onGo(index + 1)} disabled={index === total - 1}>
        Suivante
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </div>
  )
}
