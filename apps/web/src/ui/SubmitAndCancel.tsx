import type { ReactNode } from 'react'
import { Button } from './Button.tsx'

interface SubmitAndCancelProps {
  submitLabel: ReactNode
  pending: boolean
  onCancel: () => void
  /** The submit button fills the row's free width. */
  wide?: boolean
}

/** An inline form's two buttons: stacked on a phone, side by side from `sm` on. */
export function SubmitAndCancel({ submitLabel, pending, onCancel, wide = false }: SubmitAndCancelProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button type="submit" className={wide ? 'flex-1' : undefined} loading={pending}>
        {submitLabel}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Annuler
      </Button>
    </div>
  )
}
