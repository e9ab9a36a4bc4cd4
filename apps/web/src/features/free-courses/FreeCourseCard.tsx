import { ExternalLink, FileText } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { Badge } from '../../ui/Badge.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import { SaveOfflineButton } from '../offline/SaveOfflineButton.tsx'
import type { FreeCourse } from './catalogue.ts'
import { CATEGORY_ICONS } from './category-icons.ts'

/** One free resource: what it is, for whom, and the PDF or link (in a new tab, without handing it our page). */
export function FreeCourseCard({ course }: { course: FreeCourse }) {
  const { Icon, tone } = CATEGORY_ICONS[course.category]
  const titleId = `free-course-${course.id}`
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-card border border-line bg-white p-5 shadow-card">
      <div className="flex items-start gap-3">
        <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-control', tone)}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h3 id={titleId} className="leading-snug font-bold text-brand-950">
            {course.title}
          </h3>
          {course.school || course.level ? (
            <div className="mt-1.5 flex flex-wrap gap-1.5">
              {course.school ? <Badge tone="brand">{course.school}</Badge> : null}
              {course.level ? <Badge tone="neutral">{course.level}</Badge> : null}
            </div>
          ) : null}
        </div>
      </div>
      {course.description ? <p className="mt-3 line-clamp-4 text-sm text-muted">{course.description}</p> : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {course.file_url ? (
          <a
            href={course.file_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Ouvrir le PDF « ${course.title} » (nouvel onglet)`}
            className={buttonClasses('primary', 'sm')}
          >
            <FileText className="size-4" aria-hidden="true" />
            Ouvrir le PDF
          </a>
        ) : null}
        {course.external_url ? (
          <a
            href={course.external_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Ouvrir le lien « ${course.title} » (nouvel onglet)`}
            className={buttonClasses(course.file_url ? 'secondary' : 'primary', 'sm')}
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            Ouvrir le lien
          </a>
        ) : null}
      </div>
      {course.file_url ? <SaveOfflineButton url={course.file_url} title={course.title} className="mt-3" /> : null}
    </article>
  )
}
