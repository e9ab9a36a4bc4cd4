import { trpc } from '../../lib/trpc.ts'
import { EXAM_GRID, ExamCard } from './ExamCard.tsx'
import { ExamsLoadAlert } from './ExamsLoadAlert.tsx'
import { useRefetchAtWindowEdges } from './exam-refresh.ts'
import { byUrgency } from './exam-state.ts'

/** « Quiz du cours » on the course page: the course's exams, nothing at all when it has none. */
export function CourseExams({ courseId }: { courseId: number }) {
  const exams = trpc.exams.available.useQuery({ course_id: courseId })
  useRefetchAtWindowEdges(exams)
  if (exams.isError) {
    return <ExamsLoadAlert message="Les quiz de ce cours n’ont pas pu être chargés." retrying={exams.isFetching} onRetry={() => void exams.refetch()} />
  }
  if (!exams.data || exams.data.length === 0) return null
  return (
    <section aria-labelledby="quiz-du-cours" className="space-y-3">
      <h2 id="quiz-du-cours" className="text-lg font-bold text-brand-950">
        Quiz du cours
      </h2>
      <ul className={EXAM_GRID}>
        {byUrgency(exams.data).map((exam) => (
          <li key={exam.id}>
            <ExamCard exam={exam} showCourse={false} />
          </li>
        ))}
      </ul>
    </section>
  )
}
