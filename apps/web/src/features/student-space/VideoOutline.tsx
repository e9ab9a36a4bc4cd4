import { Link } from '@tanstack/react-router'
import { CheckCircle2, ChevronDown, Circle, FileText, Lock, PlayCircle } from 'lucide-react'
import { useId, useState } from 'react'
import { cn } from '../../lib/cn.ts'
import type { ModuleGroup, StudentVideo } from './course-outline.ts'
import { STUDENT_UI } from './messages.ts'

interface VideoOutlineProps {
  courseId: number
  groups: ModuleGroup[]
  current: StudentVideo | undefined
  total: number
}

/** The course's contents: a sidebar on a desktop, a list folded under the player on a phone. */
export function VideoOutline({ courseId, groups, current, total }: VideoOutlineProps) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  return (
    <nav aria-labelledby={`${listId}-title`} className="rounded-card border border-line bg-white shadow-card lg:sticky lg:top-20">
      <h2 id={`${listId}-title`} className="sr-only lg:not-sr-only lg:block lg:border-b lg:border-line lg:px-4 lg:py-3 lg:font-bold lg:text-brand-950">
        Contenu du cours
      </h2>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full cursor-pointer items-center justify-between gap-3 px-4 py-3 text-left font-semibold text-brand-950 lg:hidden"
      >
        <span>
          Contenu du cours <span className="font-normal text-muted">({total} vidéos)</span>
        </span>
        <ChevronDown className={cn('size-5 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      <div id={listId} className={cn('border-t border-line lg:block lg:max-h-[calc(100dvh-9rem)] lg:overflow-y-auto lg:border-t-0', open ? 'block' : 'hidden')}>
        {groups.map((group) => (
          <section key={group.name} aria-label={group.name} className="py-2">
            <h3 className="px-4 pt-2 pb-1 text-xs font-bold tracking-wide text-muted uppercase">{group.name}</h3>
            <ol>
              {group.videos.map((video) => (
                <li key={video.id}>
                  <OutlineItem courseId={courseId} video={video} current={video.id === current?.id} onOpen={() => setOpen(false)} />
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </nav>
  )
}

function OutlineItem({ courseId, video, current, onOpen }: { courseId: number; video: StudentVideo; current: boolean; onOpen: () => void }) {
  if (video.locked) {
    return (
      <div className="flex items-start gap-3 px-4 py-2.5 text-sm text-slate-600">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 flex-1">
          <span className="block">{video.title}</span>
          <span className="text-xs">{STUDENT_UI.lockedTitle}</span>
        </span>
      </div>
    )
  }
  const Icon = video.seen ? CheckCircle2 : current ? PlayCircle : Circle
  return (
    <Link
      to="/student/course/$courseId"
      params={{ courseId: String(courseId) }}
      search={{ video: video.id }}
      onClick={onOpen}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'flex items-start gap-3 px-4 py-2.5 text-sm hover:bg-brand-50',
        current ? 'bg-brand-50 font-semibold text-brand-900 shadow-[inset_3px_0_0] shadow-brand-700' : 'text-ink',
      )}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', video.seen ? 'text-emerald-700' : 'text-brand-700')} aria-hidden="true" />
      <span className="min-w-0 flex-1">
        {video.title}
        {video.seen ? (
          <>
            {' '}
            <span className="sr-only">(vue)</span>
          </>
        ) : null}
        {video.pdf_url ? (
          <>
            {' '}
            <span className="sr-only">(PDF disponible)</span>
          </>
        ) : null}
      </span>
      {video.pdf_url ? <FileText className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" /> : null}
    </Link>
  )
}
