import { getRouteApi, Link } from '@tanstack/react-router'
import type { StudentExam } from '@tutorat/contracts'
import { Trophy } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { ExamAttempts } from './ExamAttempts.tsx'
import { EXAM_GRID, ExamCard, examCardId } from './ExamCard.tsx'
import { useRefetchAtWindowEdges } from './exam-refresh.ts'
import { byUrgency } from './exam-state.ts'
import { TitledSection } from '../../ui/TitledSection.tsx'

const route = getRouteApi('/student/exams')

/** /student/exams « Mes concours »: the exams the student may take, then their copies. */
export function ExamsPage() {
  useDocumentTitle('Mes concours')
  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">Mes concours</h1>
        <p className="text-muted">Concours blancs et quiz de vos cours, chronométrés et notés sur 20. Les horaires sont à l’heure de Casablanca.</p>
      </header>
      <AvailableExams />
      <ExamAttempts />
    </div>
  )
}

function AvailableExams() {
  const { exam: wanted } = route.useSearch()
  const exams = trpc.exams.available.useQuery()
  useRefetchAtWindowEdges(exams)
  useFocusExam(wanted, exams.data)
  if (exams.isPending) {
    return (
      <ul className={EXAM_GRID} aria-busy="true" aria-label="Chargement des concours…">
        {[0, 1].map((key) => (
          <li key={key}>
            <Skeleton className="h-72 w-full rounded-card" />
          </li>
        ))}
      </ul>
    )
  }
  if (exams.isError) return <ErrorState title="Vos concours n’ont pas pu être chargés." onRetry={() => void exams.refetch()} retrying={exams.isFetching} />
  const missing = wanted !== undefined && !exams.data.some((exam) => exam.id === wanted)
  const notice = missing ? <Alert tone="info">Ce concours n’est pas ou plus disponible pour votre compte : il est peut-être clos, ou réservé aux étudiants d’un cours.</Alert> : null
  if (exams.data.length === 0) {
    return (
      <div className="space-y-4">
        {notice}
        <EmptyState
          Icon={Trophy}
          title="Aucun concours pour le moment"
          action={
            <Link to="/cours-gratuits" className={buttonClasses('secondary')}>
              Voir les cours gratuits
            </Link>
          }
        >
          Les concours blancs gratuits et les quiz de vos cours apparaîtront ici dès leur publication.
        </EmptyState>
      </div>
    )
  }
  return (
    <TitledSection id="concours-disponibles" title="Concours disponibles">
      {notice}
      <ul className={EXAM_GRID}>
        {byUrgency(exams.data).map((exam) => (
          <li key={exam.id}>
            <ExamCard exam={exam} highlighted={exam.id === wanted} />
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}

/** The exam a link pointed at (`?exam=`, from /cours-gratuits) is brought into view and focused, once. */
function useFocusExam(wanted: number | undefined, exams: readonly StudentExam[] | undefined) {
  const done = useRef<number | undefined>(undefined)
  const present = exams?.some((exam) => exam.id === wanted) ?? false
  useEffect(() => {
    if (wanted === undefined || !present || done.current === wanted) return
    done.current = wanted
    const card = document.getElementById(examCardId(wanted))
    card?.scrollIntoView({ block: 'center' })
    card?.focus({ preventScroll: true })
  }, [wanted, present])
}
