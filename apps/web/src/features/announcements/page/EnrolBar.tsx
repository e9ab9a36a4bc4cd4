import { EnrolLink } from '../../payments/EnrolLink.tsx'
import { type Formation, priceText, seatsText } from '../format.ts'

/**
 * On a phone « S’inscrire » stays under the thumb, with the price, whatever the scroll. Room is
 * left on its right for the round WhatsApp button of every public page.
 */
export function EnrolBar({ formation }: { formation: Formation }) {
  const price = priceText(formation)
  const seats = seatsText(formation.seats_left)
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-white/95 px-4 pt-3 pr-22 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-raised backdrop-blur md:hidden">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          {price ? <p className="truncate font-bold text-brand-950">{price}</p> : null}
          {seats ? <p className="truncate text-xs text-muted">{seats}</p> : null}
        </div>
        <EnrolLink formation={formation} className="shrink-0" />
      </div>
    </div>
  )
}
