import { Link } from '@tanstack/react-router'
import type { JobOffer } from '@tutorat/contracts'
import { Building2, CalendarClock, MapPin } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { Badge } from '../../ui/Badge.tsx'
import { SkeletonBars } from '../../ui/Skeleton.tsx'
import { CONTRACT_TONES, deadlineUrgency, formatDay } from './format.ts'
import type { OffersSearch } from './search.ts'

interface OfferCardProps {
  offer: JobOffer
  /** The offer opened beside the list. */
  selected: boolean
  /** The list's filters, kept when the visitor opens an offer. */
  search: OffersSearch
}

/** One offer of the list; the whole card opens it (the title is the link, stretched over the card). */
export function OfferCard({ offer, selected, search }: OfferCardProps) {
  const urgency = deadlineUrgency(offer.deadline)
  return (
    <article
      className={cn(
        'relative flex h-full flex-col gap-2 rounded-card border bg-white p-4 shadow-card transition-colors sm:p-5',
        'has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500',
        selected ? 'border-brand-500 ring-1 ring-brand-500' : 'border-line hover:border-brand-300',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={CONTRACT_TONES[offer.contract_type]}>{offer.contract_type}</Badge>
        {urgency ? <Badge tone="danger">{urgency}</Badge> : null}
      </div>
      <h3 className="text-lg leading-snug font-bold text-brand-950">
        <Link
          to="/recruitment/offer/$jobId"
          params={{ jobId: offer.id }}
          search={search}
          aria-current={selected ? 'page' : undefined}
          className="after:absolute after:inset-0 after:rounded-card hover:text-brand-800 focus-visible:outline-none"
        >
          {offer.title}
        </Link>
      </h3>
      <ul className="space-y-1 text-sm text-muted">
        <li className="flex items-center gap-2">
          <Building2 className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">Entreprise :</span>
          <span className="min-w-0 break-words">{offer.company}</span>
        </li>
        <li className="flex items-center gap-2">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">Ville :</span>
          <span className="min-w-0 break-words">{offer.location}</span>
        </li>
        <li className="flex items-center gap-2">
          <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
          <span>{offer.deadline ? `Date limite : ${formatDay(offer.deadline)}` : 'Sans date limite'}</span>
        </li>
      </ul>
    </article>
  )
}

export function OfferCardSkeleton() {
  return (
    <div data-testid="offer-skeleton" className="space-y-3 rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
      <SkeletonBars bars={['h-5 w-16 rounded-full', 'h-6 w-3/4', 'h-4 w-1/2', 'h-4 w-1/3', 'h-4 w-2/5']} />
    </div>
  )
}
