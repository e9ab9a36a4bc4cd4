import type { RouterOutputs } from '@tutorat/api'
import { History, KeyRound, PlayCircle, UserPlus } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { SkeletonBars } from '../../ui/Skeleton.tsx'
import { fullDate, timeAgo } from './relative-time.ts'

type Activity = RouterOutputs['dashboard']['stats']['recent_activity'][number]

const KINDS = {
  access_granted: { Icon: KeyRound, tone: 'bg-emerald-50 text-emerald-700' },
  student_added: { Icon: UserPlus, tone: 'bg-brand-50 text-brand-800' },
  video_added: { Icon: PlayCircle, tone: 'bg-accent-100 text-accent-800' },
} as const

export function RecentActivity({ items }: { items: Activity[] | undefined }) {
  if (!items) return <ActivitySkeleton />
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center px-6 py-10 text-center">
        <History className="size-8 text-slate-400" aria-hidden="true" />
        <p className="mt-3 font-semibold text-ink">Aucune activité récente</p>
        <p className="mt-1 text-sm text-muted">Les accès accordés, les nouveaux étudiants et les vidéos ajoutées apparaîtront ici.</p>
      </div>
    )
  }
  return (
    <ol className="divide-y divide-line">
      {items.map((item, index) => {
        const { Icon, tone } = KINDS[item.kind]
        return (
          <li key={`${item.at}-${index}`} className="flex gap-3 px-4 py-3 sm:px-5">
            <span className={cn('mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full', tone)}>
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm break-words text-ink">{item.label}</p>
              <p className="mt-0.5 text-xs text-muted">
                {item.actor ? <span>par {item.actor} · </span> : null}
                <time dateTime={item.at} title={fullDate(item.at)}>
                  {timeAgo(item.at)}
                </time>
              </p>
            </div>
          </li>
        )
      })}
    </ol>
  )
}

function ActivitySkeleton() {
  return (
    <ul className="divide-y divide-line" aria-hidden="true">
      {[0, 1, 2, 3].map((row) => (
        <li key={row} className="flex gap-3 px-4 py-3 sm:px-5">
          <div className="size-9 shrink-0 animate-pulse rounded-full bg-slate-200" />
          <div className="flex-1 space-y-2">
            <SkeletonBars bars={['h-4 w-4/5', 'h-3 w-1/3']} />
          </div>
        </li>
      ))}
    </ul>
  )
}
