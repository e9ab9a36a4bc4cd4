import { Link } from '@tanstack/react-router'
import type { AdminLiveSession } from '@tutorat/contracts'
import { CalendarX, Eye, type LucideIcon, Pencil, Trash2 } from 'lucide-react'
import type { DataColumn, RowAction } from '../../ui/DataList.tsx'
import { casablancaDateTime, durationLabel } from './format.ts'
import type { SessionsSearch } from './search.ts'
import { attendanceLabel, RecordingBadge, SessionBadges, sessionAudience, sessionWhen } from './SessionBadges.tsx'
import { canCancel, canDelete, canEdit } from './session-state.ts'

type Session = AdminLiveSession

/** What the page's dialogs are asked to do. */
export type SessionAction = { type: 'create' } | { type: 'edit' | 'cancel' | 'delete'; session: Session }

/** « Révision : suites (lun. 2 mars 2026 à 14:30) »: what the row's actions name. */
export const sessionName = (session: Session) => `${session.title} (${casablancaDateTime(session.starts_at)})`

/** Opens the session in the panel; a link, so the URL names it (shareable, back button closes it). */
export const openAction: RowAction<Session> = {
  id: 'open',
  label: 'Voir',
  ariaLabel: (session) => `Voir la séance ${sessionName(session)}`,
  Icon: Eye,
  render: (session, props) => <Link to="/admin/sessions" search={(previous: SessionsSearch) => ({ ...previous, id: session.id })} {...props} />,
}

type DialogType = Exclude<SessionAction['type'], 'create'>

/** A row action that opens one of the page's dialogs, offered where `available` says. */
function dialogAction(type: DialogType, label: string, Icon: LucideIcon, available: (session: Session) => boolean, onAction: (action: SessionAction) => void): RowAction<Session> {
  return {
    id: type,
    label,
    ariaLabel: (session) => `${label} la séance ${sessionName(session)}`,
    Icon,
    ...(type === 'edit' ? {} : { tone: 'danger' as const }),
    hidden: (session) => !available(session),
    onClick: (session) => onAction({ type, session }),
  }
}

/** Modifier, Annuler (before the end), Supprimer (nobody joined): each opens its dialog. */
export const sessionActions = (onAction: (action: SessionAction) => void): RowAction<Session>[] => [
  openAction,
  dialogAction('edit', 'Modifier', Pencil, canEdit, onAction),
  dialogAction('cancel', 'Annuler', CalendarX, (session) => canCancel(session), onAction),
  dialogAction('delete', 'Supprimer', Trash2, canDelete, onAction),
]

export const SESSION_COLUMNS: DataColumn<Session>[] = [
  {
    id: 'title',
    header: 'Séance',
    rowHeader: true,
    className: 'align-top min-w-56',
    // the badges under the title: the table fits the admin's width beside the sidebar
    cell: (session) => (
      <>
        <p className="font-semibold text-ink">{session.title}</p>
        <p className="text-muted">{sessionAudience(session)}</p>
        <span className="mt-1 block">
          <SessionBadges session={session} />
        </span>
      </>
    ),
    cardCell: (session) => session.title,
  },
  { id: 'badges', header: 'Type', tableHidden: true, card: 'aside', cell: (session) => <SessionBadges session={session} /> },
  { id: 'audience', header: 'Pour', tableHidden: true, card: 'body', cell: sessionAudience },
  {
    id: 'when',
    header: 'Date (heure de Casablanca)',
    card: 'body',
    className: 'align-top whitespace-nowrap',
    cell: (session) => (
      <>
        <p className="text-ink">{casablancaDateTime(session.starts_at)}</p>
        <p className="text-muted">{durationLabel(session.duration_minutes)}</p>
      </>
    ),
    cardCell: sessionWhen,
  },
  {
    id: 'follow-up',
    header: 'Présence et enregistrement',
    card: 'none',
    className: 'align-top',
    cell: (session) => (
      <>
        <p className="text-ink">{attendanceLabel(session)}</p>
        <RecordingBadge session={session} />
      </>
    ),
  },
  { id: 'attendance', header: 'Présence', tableHidden: true, cell: attendanceLabel },
  { id: 'recording', header: 'Enregistrement', tableHidden: true, cell: (session) => <RecordingBadge session={session} /> },
]
