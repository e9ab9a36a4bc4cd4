import type { AdminLiveSession } from '@tutorat/contracts'
import { CalendarX, ExternalLink, Pencil, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { errorMessage } from '../../lib/error-message.ts'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { useSignOutOnUnauthorized } from '../courses/feedback.ts'
import { CopyButton } from '../payments/CopyButton.tsx'
import { AttendanceSection } from './AttendanceSection.tsx'
import type { SessionAction } from './columns.tsx'
import { casablancaClock, casablancaDateTime, durationLabel } from './format.ts'
import { RecordingSection } from './RecordingSection.tsx'
import { SessionBadges, sessionAudience } from './SessionBadges.tsx'
import { canCancel, canDelete, canEdit } from './session-state.ts'
import { DETAIL_ERROR, useAttendance } from './use-sessions.ts'

interface SessionPanelProps {
  id: number | undefined
  onClose: () => void
  onAction: (action: SessionAction) => void
}

/** The session named by the URL's `id`: its facts and Meet link, who joined, and its recording. */
export function SessionPanel({ id, onClose, onAction }: SessionPanelProps) {
  const attendance = useAttendance(id)
  useSignOutOnUnauthorized(attendance.error)
  const data = attendance.data
  return (
    <Dialog
      open={id !== undefined}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={data ? data.session.title : 'Séance live'}
      description={data ? <SessionBadges session={data.session} /> : undefined}
      size="lg"
      footer={data ? <PanelActions session={data.session} onAction={onAction} /> : undefined}
    >
      {attendance.isError && !data ? (
        <ErrorState title={DETAIL_ERROR} onRetry={() => void attendance.refetch()} retrying={attendance.isRefetching}>
          {errorMessage(attendance.error, 'Vérifiez votre connexion et réessayez.')}
        </ErrorState>
      ) : data ? (
        <div className="space-y-6">
          <SessionFacts session={data.session} />
          <AttendanceSection attendees={data.attendees} expected={data.expected} />
          <RecordingSection key={data.session.id} session={data.session} />
        </div>
      ) : (
        <div className="flex justify-center py-12">
          <Spinner label="Chargement de la séance…" />
        </div>
      )}
    </Dialog>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  )
}

function SessionFacts({ session }: { session: AdminLiveSession }) {
  return (
    <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
      <Fact label="Date (heure de Casablanca)">
        {casablancaDateTime(session.starts_at)} – {casablancaClock(session.ends_at)}
        <span className="block text-muted">{durationLabel(session.duration_minutes)}</span>
      </Fact>
      {session.kind === 'solo' ? (
        <Fact label="Étudiant">
          {session.student_name ?? 'Étudiant supprimé'}
          {session.course_title ? <span className="block text-muted">Cours « {session.course_title} »</span> : null}
        </Fact>
      ) : (
        <Fact label="Cours">{session.course_title ?? sessionAudience(session)}</Fact>
      )}
      <div className="min-w-0 sm:col-span-2">
        <dt className="text-xs font-medium text-muted">Lien Google Meet (réservé aux administrateurs)</dt>
        <dd className="mt-0.5 flex items-center gap-2">
          <a href={session.meet_url} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 min-w-0 items-center gap-1.5 font-mono break-all text-brand-800 hover:underline">
            <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
            {session.meet_url}
          </a>
          <CopyButton value={session.meet_url} what="le lien Google Meet" done="Lien Google Meet copié" />
        </dd>
      </div>
      {session.description ? (
        <div className="min-w-0 sm:col-span-2">
          <dt className="text-xs font-medium text-muted">Description</dt>
          <dd className="mt-0.5 break-words whitespace-pre-line text-ink">{session.description}</dd>
        </div>
      ) : null}
    </dl>
  )
}

function PanelActions({ session, onAction }: { session: AdminLiveSession; onAction: (action: SessionAction) => void }) {
  return (
    <>
      {canDelete(session) ? (
        <Button variant="secondary" className="border-red-200 text-red-800 hover:bg-red-50" onClick={() => onAction({ type: 'delete', session })}>
          <Trash2 className="size-4" aria-hidden="true" />
          Supprimer
        </Button>
      ) : null}
      {canCancel(session) ? (
        <Button variant="secondary" className="border-red-200 text-red-800 hover:bg-red-50" onClick={() => onAction({ type: 'cancel', session })}>
          <CalendarX className="size-4" aria-hidden="true" />
          Annuler la séance
        </Button>
      ) : null}
      {canEdit(session) ? (
        <Button onClick={() => onAction({ type: 'edit', session })}>
          <Pencil className="size-4" aria-hidden="true" />
          Modifier
        </Button>
      ) : null}
    </>
  )
}
