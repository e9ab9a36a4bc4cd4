import { ChevronDown, SlidersHorizontal } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { cn } from '../lib/cn.ts'
import { Button } from './Button.tsx'

interface FilterDisclosureProps {
  /** how many filters the URL sets: said on the folded button */
  active: number
  children: ReactNode
  className?: string
}

/**
 * A list's figures and filters, folded behind one « Filtres » button on phones so the first rows
 * show near the top (issue 29); from `md` the button is gone and everything shows as before.
 */
export function FilterDisclosure({ active, children, className }: FilterDisclosureProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <Button variant="secondary" className="w-full md:hidden" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {active > 0 ? `Filtres (${active})` : 'Filtres'}
        <ChevronDown className={cn('ml-auto size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </Button>
      <div id={id} data-open={open} className={cn('space-y-6', open ? 'block' : 'hidden md:block')}>
        {children}
      </div>
    </div>
  )
}
