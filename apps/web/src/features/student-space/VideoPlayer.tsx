import { Link } from '@tanstack/react-router'
import { CheckCircle2, ChevronLeft, ChevronRight, Circle, FileText, Lock, MessageCircle } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import type { StudentVideo } from './course-outline.ts'
import { STUDENT_UI } from './messages.ts'
import { ProtectedPlayer } from './player/ProtectedPlayer.tsx'
import { useStudentWhatsapp } from './whatsapp.ts'

interface VideoPlayerProps {
  courseId: number
  courseTitle: string
  video: StudentVideo
  moduleName: string | null
  previous: StudentVideo | undefined
  next: StudentVideo | undefined
  onToggleSeen: () => void
  saving: boolean
}

export function VideoPlayer({ courseId, courseTitle, video, moduleName, previous, next, onToggleSeen, saving }: VideoPlayerProps) {
  return (
    <section aria-labelledby="video-title" className="space-y-4">
      <div className="space-y-1">
        {moduleName ? <p className="text-sm font-semibold text-brand-700">{moduleName}</p> : null}
        <h2 id="video-title" className="text-xl font-bold text-brand-950 sm:text-2xl">
          {video.title}
        </h2>
      </div>

      {/* key: a new video is a new play (and a new frame), not a navigation inside the old one */}
      {video.locked ? <LockedPanel courseTitle={courseTitle} /> : (
        <ProtectedPlayer
          key={video.id}
          videoId={video.id}
          title={video.title}
          posterUrl={video.poster_url}
          durationSeconds={video.duration_seconds}
          next={next ? { courseId, id: next.id, title: next.title } : undefined}
        />
      )}

      {video.locked ? null : (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant={video.seen ? 'secondary' : 'primary'}
            aria-pressed={video.seen}
            onClick={onToggleSeen}
            disabled={saving}
            className={cn(video.seen && 'border-emerald-300 bg-emerald-50 text-emerald-800 hover:bg-emerald-100')}
          >
            {video.seen ? <CheckCircle2 className="size-4" aria-hidden="true" /> : <Circle className="size-4" aria-hidden="true" />}
            Marquer comme vu
          </Button>
          {video.pdf_url ? (
            <a href={video.pdf_url} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary')}>
              <FileText className="size-4" aria-hidden="true" />
              Support PDF<span className="sr-only"> (nouvel onglet)</span>
            </a>
          ) : null}
        </div>
      )}

      {video.description && !video.locked ? <p className="text-sm whitespace-pre-line text-muted">{video.description}</p> : null}

      <nav aria-label="Vidéo précédente ou suivante" className="flex justify-between gap-2 border-t border-line pt-4">
        <NeighbourLink courseId={courseId} video={previous} direction="previous" />
        <NeighbourLink courseId={courseId} video={next} direction="next" />
      </nav>
    </section>
  )
}

function NeighbourLink({ courseId, video, direction }: { courseId: number; video: StudentVideo | undefined; direction: 'previous' | 'next' }) {
  const label = direction === 'previous' ? 'Précédente' : 'Suivante'
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight
  const content = (
    <>
      {direction === 'previous' ? <Icon className="size-4" aria-hidden="true" /> : null}
      {label}
      {direction === 'next' ? <Icon className="size-4" aria-hidden="true" /> : null}
    </>
  )
  if (!video) {
    return (
      <Button variant="ghost" disabled>
        {content}
      </Button>
    )
  }
  return (
    <Link
      to="/student/course/$courseId"
      params={{ courseId: String(courseId) }}
      search={{ video: video.id }}
      className={buttonClasses('secondary')}
      title={video.title}
      aria-label={`${label} : ${video.title}`}
    >
      {content}
    </Link>
  )
}

function LockedPanel({ courseTitle }: { courseTitle: string }) {
  const whatsapp = useStudentWhatsapp('unlock', courseTitle)
  return (
    <div className="flex aspect-video flex-col items-center justify-center gap-3 rounded-card border border-line bg-slate-100 p-6 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-white text-slate-700 shadow-card">
        <Lock className="size-6" aria-hidden="true" />
      </span>
      <p className="font-bold text-brand-950">{STUDENT_UI.lockedTitle}</p>
      <p className="max-w-sm text-sm text-muted">{STUDENT_UI.lockedText}</p>
      {whatsapp ? (
        <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClasses('accent', 'sm')}>
          <MessageCircle className="size-4" aria-hidden="true" />
          {STUDENT_UI.unlockLabel}
        </a>
      ) : null}
    </div>
  )
}
