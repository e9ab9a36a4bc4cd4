import { LIMITS } from '@tutorat/contracts'
import { Skeleton, SkeletonBars } from '../../ui/Skeleton.tsx'
import { GRID } from './grid.ts'

/** Six card-shaped placeholders while the formations load. */
export function GridSkeleton() {
  return (
    <div role="status" aria-label="Chargement des formations…">
      <ul className={GRID} aria-hidden="true">
        {Array.from({ length: LIMITS.courseSkeletonCards }, (_, key) => (
          <li key={key} data-testid="announcement-skeleton" className="overflow-hidden rounded-card border border-line bg-white">
            <Skeleton className="aspect-[4/3] w-full rounded-none" />
            <div className="space-y-3 p-5">
              <SkeletonBars bars={['h-6 w-3/4', 'h-4 w-full', 'h-4 w-5/6', 'h-10 w-1/2']} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
