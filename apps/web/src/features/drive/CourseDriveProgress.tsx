import { ShieldCheck } from 'lucide-react'
import { trpc } from '../../lib/trpc.ts'
import { plural } from '../courses/format.ts'
import { LinkModeWarning } from './LinkModeWarning.tsx'

const REFRESH_MS = 3000

/**
 * DESIGN §16 on a course's page: « lien » mode said plainly; in « drive » mode, the students'
 * permissions being given in the background (a course just switched), refreshed until done.
 */
export function CourseDriveProgress({ courseId, driveVideoCount }: { courseId: number; driveVideoCount: number }) {
  const progress = trpc.drive.courseProgress.useQuery(
    { course_id: courseId },
    { refetchInterval: (query) => ((query.state.data?.pending ?? 0) + (query.state.data?.revoking ?? 0) > 0 ? REFRESH_MS : false) },
  )
  const data = progress.data
  if (!data) return null
  if (data.protection === 'lien') return driveVideoCount > 0 ? <LinkModeWarning /> : null
  const total = data.granted + data.pending
  if (total === 0 && data.revoking === 0) return null
  return (
    <div role="status" className="space-y-2 rounded-control border border-line bg-white p-3 text-sm">
      <p className="flex items-center gap-2 font-semibold text-brand-950">
        <ShieldCheck className="size-4 text-brand-700" aria-hidden="true" />
        Accès Google Drive : {plural(data.granted, 'accordé')} sur {total}
        {data.pending > 0 ? ` — ${plural(data.pending, 'en préparation', 'en préparation')}` : ''}
      </p>
      {total > 0 ? <progress className="h-2 w-full accent-brand-700" max={total} value={data.granted} aria-label="Accès Drive accordés" /> : null}
      {data.failing > 0 ? <p className="text-red-700">{plural(data.failing, 'accès réessayé', 'accès réessayés')} : Google Drive a refusé pour l’instant.</p> : null}
    </div>
  )
}
