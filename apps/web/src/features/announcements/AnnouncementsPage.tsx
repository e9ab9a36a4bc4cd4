import { lazy } from 'react'
import { WithData } from '../../lib/data.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { GridSkeleton } from './GridSkeleton.tsx'

// The heading paints at once; the grid (and the data layer it needs) follows.
const AnnouncementGrid = lazy(() => import('./AnnouncementGrid.tsx'))

/** /courses — "Nos Cours": the active formations (SPEC §2 "Announcements page"). */
export function AnnouncementsPage() {
  useDocumentTitle(
    'Nos Cours',
    'Les formations de Tutorat Maroc : stages intensifs, cycles de révision et préparation aux concours pour les étudiants des écoles d’ingénieurs et des universités. Réservez sur WhatsApp.',
  )
  return (
    <div className="px-4 py-10 sm:px-6 md:py-14">
      <div className="mx-auto max-w-7xl">
        <header className="mx-auto mb-10 max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Formations</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">Nos Cours</h1>
          <p className="mt-3 text-muted">
            Stages intensifs, cycles de révision et préparation aux concours, en direct sur Google Meet. Choisissez votre formation et réservez
            votre place sur WhatsApp.
          </p>
        </header>
        <WithData fallback={<GridSkeleton />}>
          <AnnouncementGrid />
        </WithData>
      </div>
    </div>
  )
}
