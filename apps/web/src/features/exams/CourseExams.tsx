import { trpc } from '../../lib/trpc.ts'
import { EXAM_GRID, ExamCard } from './ExamCard.tsx'
import { ExamsLoadAlert } from './ExamsLoadAlert.tsx'
import { useRefetchAtWindowEdges } from './exam-refresh.ts'
import { byUrgency } from './exam-state.ts'
import { TitledSection } from '../../ui/TitledSection.tsx'

/** « Quiz du cours » on the course page: the course's exams, nothing at all when it has none. */
export function CourseExams({ courseId }: { courseId: number }) {
  const exams = trpc.exams.available.useQuery({ course_id: courseId })
  useRefetchAtWindowEdges(exams)
  if (exams.isError) {
    return <ExamsLoadAlert message="Les quiz de ce cours n’ont pas pu être chargés." retrying={exams.isFetching} onRetry={() => void exams.refetch()} />
  }
  if (!exams.data || exams.data.length === 0) return null
  return (
    <TitledSection id="quiz-du-cours" title="Quiz du cours">
      <ul className={EXAM_GRID}>
        {byUrgency(exams.data).map((exam) => (
          <li key={exam.id}>
            <ExamCard exam={exam} showCourse={false} />
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}
