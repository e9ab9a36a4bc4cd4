import { Link } from '@tanstack/react-router'
import { SESSION_RULES, type StudentLiveSession } from '@tutorat/contracts'
import { Video } from 'lucide-react'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { canJoin } from './timing.ts'

interface JoinButtonProps {
  session: Pick<StudentLiveSession, 'id' | 'title' | 'status' | 'join_opens_at' | 'starts_at' | 'ends_at'>
  now: number
  size?: 'sm' | 'md'
}

const icon = <Video className="size-4" aria-hidden="true" />

/**
 * « Rejoindre »: a link to the platform's join page (a new tab, so the list stays open) from 15
 * minutes before the start to the end; before that, a disabled button that says when it opens.
 */
export function JoinButton({ session, now, size = 'md' }: JoinButtonProps) {
  if (canJoin(session, now)) {
    return (
      <Link to="/student/sessions/$id/join" params={{ id: String(session.id) }} target="_blank" aria-label={`Rejoindre « ${session.title} »`} className={buttonClasses('accent', size)}>
        {icon}
        Rejoindre
      </Link>
    )
  }
  return (
    <Button variant="secondary" size={size} disabled aria-label={`Rejoindre « ${session.title} »`} title={`Ouvre ${SESSION_RULES.joinOpensMinutesBefore} min avant le début`}>
      {icon}
      Rejoindre
    </Button>
  )
}

/** The line under a closed « Rejoindre ». */
export const JOIN_OPENS_HINT = `« Rejoindre » s’active ${SESSION_RULES.joinOpensMinutesBefore} minutes avant le début.`
