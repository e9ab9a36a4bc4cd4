import { Link, useRouterState } from '@tanstack/react-router'
import { cn } from '../../lib/cn.ts'
import { isCurrentPlace, type StudentPlace } from './student-nav.ts'

interface StudentPlaceLinkProps {
  place: StudentPlace
  /** `header`: icon and words side by side (the short word below `lg`); `tab`: the short word under the icon */
  look: 'header' | 'tab'
}

const LOOKS = {
  header:
    'inline-flex min-h-11 items-center gap-1.5 rounded-control px-2 lg:gap-2 lg:px-3 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-brand-50 hover:text-brand-900 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-900',
  tab: 'flex min-h-14 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-control px-0.5 text-[0.6875rem] font-medium min-[22rem]:text-xs text-slate-600 hover:text-brand-900 aria-[current=page]:font-bold aria-[current=page]:text-brand-900',
} as const

/** One place of the student space; `aria-current="page"` on every page that belongs to it. */
export function StudentPlaceLink({ place, look }: StudentPlaceLinkProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const current = isCurrentPlace(place, pathname)
  const Icon = place.icon
  return (
    <Link to={place.to} aria-current={current ? 'page' : undefined} className={LOOKS[look]}>
      <Icon className={cn('shrink-0', look === 'tab' ? 'size-6' : 'size-4')} aria-hidden="true" strokeWidth={current && look === 'tab' ? 2.5 : 2} />
      {look === 'tab' ? (
        <span className="max-w-full truncate">{place.short}</span>
      ) : (
        // the short word is only seen (md to lg); the full one is the link's name at every width
        <>
          <span className="lg:hidden" aria-hidden="true">
            {place.short}
          </span>
          <span className="sr-only lg:not-sr-only">{place.label}</span>
        </>
      )}
    </Link>
  )
}
