import { Link } from '@tanstack/react-router'
import { cn } from '../../lib/cn.ts'
import { Copy, Link2, ListVideo, Pencil, PlayCircle, Trash2, Users } from 'lucide-react'
import { toast } from 'sonner'
import { copyText } from '../../lib/clipboard.ts'
import { Badge } from '../../ui/Badge.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { SkeletonBars } from '../../ui/Skeleton.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { LinkModeWarning, needsLinkWarning } from '../drive/LinkModeWarning.tsx'
import { CourseImage } from './CourseImage.tsx'
import { plural } from './format.ts'
import type { Course } from './types.ts'

interface CourseCardProps {
  course: Course
  onGenerateLink: (course: Course) => void
  generatingLink: boolean
  onDelete: (course: Course) => void
}

export const LEVEL_TONE = { Débutant: 'success', Intermédiaire: 'accent', Avancé: 'danger' } as const

/** Small stacked actions (icon over label) so three fit side by side on a 375 px phone. */
const tileClasses = (tone: 'default' | 'danger' = 'default') =>
  cn(
    'flex min-h-14 cursor-pointer flex-col items-center justify-center gap-1 rounded-control border bg-white px-1 py-2 text-xs font-semibold transition-colors',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-wait disabled:opacity-60',
    tone === 'danger' ? 'border-red-200 text-red-700 hover:bg-red-50' : 'border-brand-200 text-brand-900 hover:bg-brand-50',
  )

/**
 * The card's width in the list's grid (for `sizes`): one column, two from 640 px, beside the 256 px
 * sidebar from 1024 px, three from 1280 px within the 1152 px page (padding 40 px, gaps 16 px).
 */
const COURSE_GRID_IMAGE_SIZES = '(min-width: 1280px) 347px, (min-width: 1024px) calc((100vw - 352px) / 2), (min-width: 640px) calc((100vw - 64px) / 2), calc(100vw - 32px)'

export function CourseCard({ course, onGenerateLink, generatingLink, onDelete }: CourseCardProps) {
  const titleId = `course-${course.id}-title`
  async function copyCode() {
    if (await copyText(course.access_code)) toast.success('Code d’accès copié !')
    else toast.error('Copie impossible', { description: `Notez le code : ${course.access_code}` })
  }

  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <article aria-labelledby={titleId} className="flex h-full flex-col">
        <div className="relative aspect-video bg-slate-100">
          <CourseImage picture={course} subject={course.subject} sizes={COURSE_GRID_IMAGE_SIZES} />
          <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
            <Badge tone="brand">{course.subject}</Badge>
            <Badge tone={LEVEL_TONE[course.level]}>{course.level}</Badge>
          </div>
        </div>

        <div className="flex flex-1 flex-col gap-3 p-4">
          <div className="space-y-1">
            <h2 id={titleId} className="line-clamp-2 text-lg leading-snug font-bold text-brand-950">
              {course.title}
            </h2>
            {course.description ? (
              <p className="line-clamp-3 text-sm text-muted">{course.description}</p>
            ) : (
              <p className="text-sm text-slate-500 italic">Pas de description</p>
            )}
          </div>

          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink" aria-label="Chiffres du cours">
            <li className="flex items-center gap-1.5">
              <PlayCircle className="size-4 text-brand-700" aria-hidden="true" />
              {plural(course.video_count, 'vidéo')}
            </li>
            <li>
              <Link
                to="/admin/accesses"
                search={{ course_id: course.id }}
                className="flex items-center gap-1.5 rounded-sm hover:text-brand-800 hover:underline"
                aria-label={`${plural(course.student_count, 'étudiant')} : voir les accès à « ${course.title} »`}
              >
                <Users className="size-4 text-brand-700" aria-hidden="true" />
                {plural(course.student_count, 'étudiant')}
              </Link>
            </li>
          </ul>
          {needsLinkWarning(course) ? <LinkModeWarning /> : null}

          <div className="flex items-center justify-between gap-2 rounded-control bg-surface py-1.5 pr-1.5 pl-3 ring-1 ring-line">
            <span className="flex min-w-0 flex-col">
              <span className="text-xs text-muted">Code d’accès</span>
              <code className="truncate font-mono font-bold tracking-wider whitespace-nowrap text-brand-950">{course.access_code}</code>
            </span>
            <button
              type="button"
              onClick={() => void copyCode()}
              aria-label={`Copier le code d’accès de « ${course.title} »`}
              title="Copier le code"
              className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-brand-800 hover:bg-brand-50"
            >
              <Copy className="size-4" aria-hidden="true" />
            </button>
          </div>

          <div className="mt-auto space-y-2 pt-1">
            <Link
              to="/admin/courses/$courseId/videos"
              params={{ courseId: course.id }}
              className={buttonClasses('primary', 'md', 'w-full')}
              aria-label={`Gérer les vidéos de « ${course.title} »`}
            >
              <ListVideo className="size-4" aria-hidden="true" />
              Gérer les vidéos
            </Link>
            <div className="grid grid-cols-3 gap-2">
              <Link to="/admin/courses/$id/edit" params={{ id: course.id }} className={tileClasses()} aria-label={`Modifier « ${course.title} »`}>
                <Pencil className="size-4" aria-hidden="true" />
                Modifier
              </Link>
              <button
                type="button"
                className={tileClasses()}
                disabled={generatingLink}
                aria-busy={generatingLink || undefined}
                onClick={() => onGenerateLink(course)}
                aria-label={`Lien d’accès de « ${course.title} »`}
              >
                {generatingLink ? <Spinner size="sm" label={null} /> : <Link2 className="size-4" aria-hidden="true" />}
                Lien d’accès
              </button>
              <button type="button" className={tileClasses('danger')} onClick={() => onDelete(course)} aria-label={`Supprimer « ${course.title} »`}>
                <Trash2 className="size-4" aria-hidden="true" />
                Supprimer
              </button>
            </div>
          </div>
        </div>
      </article>
    </Card>
  )
}

export function CourseCardSkeleton() {
  return (
    <Card className="overflow-hidden" data-testid="course-skeleton">
      <div aria-hidden="true" className="aspect-video animate-pulse bg-slate-200" />
      <div className="space-y-3 p-4">
        <SkeletonBars bars={['h-6 w-3/4', 'h-4 w-full', 'h-4 w-2/3', 'h-9 w-full', 'h-11 w-full']} />
      </div>
    </Card>
  )
}
