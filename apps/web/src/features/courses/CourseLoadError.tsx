import { Link } from '@tanstack/react-router'
import { COURSE_MESSAGES } from '@tutorat/contracts'
import { buttonClasses } from '../../ui/Button.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { errorDetail } from './feedback.ts'

interface CourseLoadErrorProps {
  /** No such course (or not the admin's): nothing to retry. */
  missing: boolean
  course: { error: unknown; isRefetching: boolean; refetch: () => unknown }
}

/** A course page whose course did not load: why, a retry when it may help, and the way back to the list. */
export function CourseLoadError({ missing, course }: CourseLoadErrorProps) {
  return (
    <ErrorState
      title={COURSE_MESSAGES.loadError}
      {...(missing ? {} : { onRetry: () => void course.refetch(), retrying: course.isRefetching })}
      action={
        <Link to="/admin/courses" className={buttonClasses('secondary')}>
          Retour aux cours
        </Link>
      }
    >
      {missing ? COURSE_MESSAGES.notFound : errorDetail(course.error, COURSE_MESSAGES.loadError)}
    </ErrorState>
  )
}
