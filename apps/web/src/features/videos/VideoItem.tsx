import { ArrowDown, ArrowUp, ExternalLink, FileText, Pencil, Trash2 } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { formatClock } from '../../lib/media-time.ts'
import { Badge } from '../../ui/Badge.tsx'
import { formatFileSize } from '../recruitment/cv-check.ts'
import type { Video } from './types.ts'

interface VideoItemProps {
  video: Video
  /** 1-based position inside its module. */
  position: number
  isFirst: boolean
  isLast: boolean
  onMove: (delta: -1 | 1) => void
  onEdit: () => void
  onDelete: () => void
}

const iconButton = (tone: 'default' | 'danger' = 'default') =>
  cn(
    'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-control transition-colors',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
    'disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent',
    tone === 'danger' ? 'text-red-700 hover:bg-red-50' : 'text-brand-900 hover:bg-brand-50',
  )

/** Stable ids so focus can follow a video after it moved. */
export const moveButtonId = (videoId: number, delta: -1 | 1) => `video-${videoId}-${delta < 0 ? 'up' : 'down'}`

export function VideoItem({ video, position, isFirst, isLast, onMove, onEdit, onDelete }: VideoItemProps) {
  const quoted = `« ${video.title} »`
  return (
    <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-3">
        <span
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-900 tabular-nums"
          aria-hidden="true"
        >
          {position}
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <h4 className="font-semibold break-words text-ink">
            {video.title}
          </h4>
          {video.description ? <p className="line-clamp-2 text-sm text-muted">{video.description}</p> : null}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
            {video.is_free ? <Badge tone="success">Gratuite</Badge> : null}
            <SourceLine video={video} quoted={quoted} />
            {video.pdf_url ? (
              <a
                href={video.pdf_url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 rounded-sm font-medium text-brand-800 hover:underline"
                aria-label={`PDF de ${quoted} (nouvel onglet)`}
              >
                <FileText className="size-3.5" aria-hidden="true" />
                PDF
              </a>
            ) : null}
            <span className="text-xs text-muted">Ordre {video.order_in_course}</span>
          </div>
        </div>
      </div>
      <div className="-my-1 flex items-center justify-end gap-1" role="group" aria-label={`Actions pour ${quoted}`}>
        <button
          type="button"
          id={moveButtonId(video.id, -1)}
          className={iconButton()}
          disabled={isFirst}
          onClick={() => onMove(-1)}
          aria-label={`Monter ${quoted}`}
          title="Monter"
        >
          <ArrowUp className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          id={moveButtonId(video.id, 1)}
          className={iconButton()}
          disabled={isLast}
          onClick={() => onMove(1)}
          aria-label={`Descendre ${quoted}`}
          title="Descendre"
        >
          <ArrowDown className="size-5" aria-hidden="true" />
        </button>
        <span className="mx-1 h-6 w-px bg-line" aria-hidden="true" />
        <button type="button" className={iconButton()} onClick={onEdit} aria-label={`Modifier ${quoted}`} title="Modifier">
          <Pencil className="size-5" aria-hidden="true" />
        </button>
        <button type="button" className={iconButton('danger')} onClick={onDelete} aria-label={`Supprimer ${quoted}`} title="Supprimer">
          <Trash2 className="size-5" aria-hidden="true" />
        </button>
      </div>
    </div>
  )
}

/** Where the video plays from: a file the platform hosts (its size and length), or Drive (its link). */
function SourceLine({ video, quoted }: { video: Video; quoted: string }) {
  if (video.file) {
    const { size_bytes, duration_seconds } = video.file
    return (
      <>
        <Badge tone="brand">Hébergée</Badge>
        <span className="text-xs text-muted tabular-nums">
          {formatFileSize(size_bytes)}
          {duration_seconds !== null ? ` · ${formatClock(duration_seconds)}` : ''}
        </span>
      </>
    )
  }
  return (
    <>
      <Badge tone="neutral">Google Drive</Badge>
      {video.drive_url ? (
        <a
          href={video.drive_url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 rounded-sm font-medium text-brand-800 hover:underline"
          aria-label={`Drive : ouvrir ${quoted} (nouvel onglet)`}
        >
          <ExternalLink className="size-3.5" aria-hidden="true" />
          Drive
        </a>
      ) : null}
    </>
  )
}
