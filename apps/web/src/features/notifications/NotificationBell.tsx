import { Link } from '@tanstack/react-router'
import { Bell } from 'lucide-react'
import { buttonClasses } from '../../ui/Button.tsx'
import { useUnreadCount } from './student-api.ts'

/** « Notifications (3 non lues) »: the count is in the name, the badge only shows it. */
export function bellLabel(unread: number): string {
  if (unread === 0) return 'Notifications'
  return unread === 1 ? 'Notifications (1 non lue)' : `Notifications (${unread} non lues)`
}

/** The student header's bell: the unread count, and the way to the list. */
export function NotificationBell() {
  const unread = useUnreadCount().data ?? 0
  const label = bellLabel(unread)
  return (
    <Link
      to="/student/notifications"
      aria-label={label}
      title={label}
      className={buttonClasses('ghost', 'icon', 'relative data-[status=active]:bg-brand-50')}
    >
      <Bell className="size-5" aria-hidden="true" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs leading-none font-bold text-white tabular-nums ring-2 ring-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  )
}
