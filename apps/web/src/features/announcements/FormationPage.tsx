import { getRouteApi, Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { lazy } from 'react'
import { WithData } from '../../lib/data.tsx'
import { Skeleton, SkeletonBars } from '../../ui/Skeleton.tsx'

const FormationDetails = lazy(() => import('./FormationDetails.tsx'))
const route = getRouteApi('/public/formations/$id')

function DetailsSkeleton() {
  return (
    <div className="grid gap-8 md:grid-cols-2" role="status" aria-label="Chargement de la formation">
      <Skeleton className="aspect-[4/3] w-full" />
      <div className="space-y-4">
        <SkeletonBars bars={['h-9 w-3/4', 'h-4 w-full', 'h-4 w-5/6', 'h-11 w-48']} />
      </div>
    </div>
  )
}

/** /formations/{id}: the back link paints at once, the formation follows with the data layer. */
export function FormationPage() {
  const { id } = route.useParams()
  return (
    <div className="px-4 py-8 sm:px-6 md:py-12">
      <div className="mx-auto max-w-5xl">
        <Link to="/courses" className="mb-6 inline-flex items-center gap-2 rounded-sm text-sm font-semibold text-brand-800 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Toutes les formations
        </Link>
        <WithData fallback={<DetailsSkeleton />}>
          <FormationDetails id={id} fallback={<DetailsSkeleton />} />
        </WithData>
      </div>
    </div>
  )
}
