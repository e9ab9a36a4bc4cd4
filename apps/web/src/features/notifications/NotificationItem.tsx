import { useNavigate } from '@tanstack/react-router'
import type { StudentNotification } from '@tutorat/contracts'
import type { MouseEvent } from 'react'
import { cn } from '../../lib/cn.ts'
import { fullDate, timeAgo } from '../dashboard/relative-time.ts'

/** A path of this site only: a message never sends the student elsewhere. */
const isSitePath = (link: string | null): link is string => link !== null && /^\/(?![/\\])/.test(link)

interface NotificationItemProps {
  item: StudentNotification
  /** The student opens the message (its link, if any): an unread one becomes read. */
  onOpen: (item: StudentNotification) => void
}

/** One message of the list: unread ones stand out (a dot, bold, and « Non lue » for screen readers). */
export function NotificationItem({ item, onOpen }: NotificationItemProps) {
  const navigate = useNavigate()
  const link = isSitePath(item.link) ? item.link : null

  function open(event: MouseEvent<HTMLAnchorElement>, href: string) {
    onOpen(item)
    // a new tab or window keeps the browser's own behaviour
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void navigate({ href })
  }

  return (
    <li
      className={cn(
        'relative flex gap-3 rounded-card border bg-white p-4 shadow-card transition-shadow',
        item.read ? 'border-line' : 'border-brand-200 bg-brand-50/50',
        link && 'hover:shadow-raised',
      )}
    >
      <span aria-hidden="true" className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', item.read ? 'bg-slate-200' : 'bg-accent-500')} />
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className={cn('text-base break-words text-brand-950', item.read ? 'font-medium' : 'font-bold')}>
          {item.read ? null : <span className="sr-only">Non lue :</span>}{' '}
          {link ? (
            <a
              href={link}
              onClick={(event) => open(event, link)}
              className="rounded-control after:absolute after:inset-0 after:rounded-card hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              {item.title}
            </a>
          ) : (
            item.title
          )}
        </h3>
        <p className="text-sm break-words whitespace-pre-line text-slate-700">{item.body}</p>
        <p className="text-xs text-muted">
          <time dateTime={item.created_at} title={fullDate(item.created_at)}>
            {timeAgo(item.created_at)}
          </time>
        </p>
      </div>
    </li>
  )
}
