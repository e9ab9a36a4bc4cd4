import { Link } from '@tanstack/react-router'
import type { RouterOutputs } from '@tutorat/api'
import { ACCESS_MESSAGES } from '@tutorat/contracts'
import { CalendarClock, MessageCircle, PlayCircle, Wallet } from 'lucide-react'
import { formatDate } from '../../lib/dates.ts'
import { Badge } from '../../ui/Badge.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { CourseImage } from './CourseImage.tsx'
import { STUDENT_UI } from './messages.ts'
import { ProgressBar } from './ProgressBar.tsx'
import { useStudentWhatsapp } from './whatsapp.ts'

export type MyCourse = RouterOutputs['student']['myCourses'][number]

function Expiry({ course }: { course: MyCourse }) {
  if (course.instalment_pause) return <Badge tone="danger">{course.instalment_pause.message}</Badge>
  if (course.is_expired) {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <Badge tone="danger">Expiré</Badge>
        {course.expires_at ? <span>depuis le {formatDate(course.expires_at)}</span> : null}
      </span>
    )
  }
  return <span>{course.expires_at ? `Jusqu’au ${formatDate(course.expires_at)}` : ACCESS_MESSAGES.unlimited}</span>
}

export function CourseCard({ course }: { course: MyCourse }) {
  const whatsapp = useStudentWhatsapp('renew', course.title)
  const renew = course.is_expired ? whatsapp : undefined
  const titleId = `course-${course.id}-title`
  return (
    <Card className="flex h-full flex-col overflow-hidden" aria-labelledby={titleId} role="article">
      <CourseImage
        picture={course}
        // the dashboard's grid: one column, two from 640 px, three from 1024 px
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className={`aspect-video w-full ${course.is_expired ? 'opacity-60 grayscale' : ''}`}
      />
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="space-y-2">
          <div className="flex flex-wrap gap-1.5">
            <Badge tone="brand">{course.subject}</Badge>
            <Badge>{course.level}</Badge>
          </div>
          <h2 id={titleId} className="text-lg leading-snug font-bold text-brand-950">
            {course.title}
          </h2>
        </div>
        <ProgressBar seen={course.seen_count} total={course.video_count} label={`Progression dans « ${course.title} »`} />
        <p className="flex items-center gap-2 text-sm text-muted">
          <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">Accès :</span>
          <Expiry course={course} />
        </p>
        <div className="mt-auto">
          {course.instalment_pause ? (
            <Link to="/student/payments" hash={`plan-${course.instalment_pause.plan_id}`} className={buttonClasses('accent', 'md', 'w-full')}>
              <Wallet className="size-4" aria-hidden="true" />
              Payer l’échéance {course.instalment_pause.part_number}
            </Link>
          ) : course.is_expired ? (
            renew ? (
              <a href={renew} target="_blank" rel="noopener noreferrer" className={buttonClasses('accent', 'md', 'w-full')}>
                <MessageCircle className="size-4" aria-hidden="true" />
                {STUDENT_UI.renewLabel}
              </a>
            ) : (
              <p className="text-sm text-muted">{STUDENT_UI.contactAdmin}</p>
            )
          ) : (
            <Link
              to="/student/course/$courseId"
              params={{ courseId: String(course.id) }}
              search={course.resume_video_id ? { video: course.resume_video_id } : {}}
              className={buttonClasses('primary', 'md', 'w-full')}
              aria-label={`${course.seen_count > 0 ? 'Reprendre' : 'Commencer'} « ${course.title} »`}
            >
              <PlayCircle className="size-4" aria-hidden="true" />
              {course.seen_count > 0 ? 'Reprendre' : 'Commencer'}
            </Link>
          )}
        </div>
      </div>
    </Card>
  )
}
