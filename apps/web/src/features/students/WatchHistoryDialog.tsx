import { useState } from 'react'
import { formatDateTime } from '../../lib/dates.ts'
import { serverMessage } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { deviceName } from '../../ui/DeviceSummary.tsx'
import type { StudentRow } from './StudentsPage.tsx'

const PAGE_SIZE = 20

const minutes = (seconds: number) => `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`

/** The student's latest plays (DESIGN §16), on the videos of the admin's courses (all for a super admin). */
export function WatchHistoryDialog({ student, onClose }: { student: StudentRow | null; onClose: () => void }) {
  return (
    <Dialog
      open={student !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={student ? `Historique de visionnage de ${student.name}` : 'Historique de visionnage'}
      description="Les dernières lectures, avec le code affiché en filigrane et l’appareil utilisé."
    >
      {student ? <HistoryBody studentId={student.id} /> : null}
    </Dialog>
  )
}

function HistoryBody({ studentId }: { studentId: number }) {
  const [page, setPage] = useState(0)
  const plays = trpc.plays.history.useQuery({ id: studentId, limit: PAGE_SIZE, offset: page * PAGE_SIZE }, { placeholderData: (previous) => previous })
  if (plays.isPending) return <Spinner label="Chargement de l’historique…" />
  if (plays.isError) return <Alert tone="error">{serverMessage(plays.error, 'Impossible de charger l’historique.')}</Alert>
  if (plays.data.length === 0 && page === 0) return <p className="text-sm text-muted">Aucune vidéo regardée pour le moment.</p>
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-line rounded-control border border-line">
        {plays.data.map((play) => (
          <li key={play.id} className="space-y-0.5 p-3 text-sm">
            <p className="font-semibold text-ink">
              {play.video_title} <span className="font-normal text-muted">· {play.course_title}</span>
            </p>
            <p className="text-muted">
              {formatDateTime(play.started_at)} · jusqu’à {formatDateTime(play.last_seen_at)}
              {play.position_seconds > 0 ? ` · position ${minutes(play.position_seconds)}` : ''}
            </p>
            <p className="text-xs text-muted">
              Code <span className="font-mono font-semibold text-ink">{play.code}</span> · {deviceName(play.user_agent)}
              {play.ip ? ` · ${play.ip}` : ''}
            </p>
          </li>
        ))}
      </ul>
      <div className="flex justify-between gap-2">
        <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
          Plus récentes
        </Button>
        <Button variant="secondary" size="sm" disabled={plays.data.length < PAGE_SIZE} onClick={() => setPage((p) => p + 1)}>
          Plus anciennes
        </Button>
      </div>
    </div>
  )
}
