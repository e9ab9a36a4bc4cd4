import { Link } from '@tanstack/react-router'
import type { PublicExam } from '@tutorat/contracts'
import { Play } from 'lucide-react'
import { trpc } from '../../lib/trpc.ts'
import { buttonClasses } from '../../ui/Button.tsx'
import { ShareButton } from '../../ui/ShareButton.tsx'
import { ExamFacts } from './ExamFacts.tsx'
import { FREE_EXAM } from './format.ts'

// No MathText here: KaTeX stays out of the public page (descriptions are shown as plain text).

/** Those open now first; the phone's clock only orders them (the student page asks the server). */
const opensLater = (exam: PublicExam, now: number) => exam.opens_at !== null && Date.parse(exam.opens_at) > now
const openFirst = (exams: readonly PublicExam[], now = Date.now()) => [...exams].sort((a, b) => Number(opensLater(a, now)) - Number(opensLater(b, now)))

/**
 * « Concours blancs gratuits » on /cours-gratuits: what a visitor may read before signing up.
 * « Commencer » leads to the exam in the student space; the student guard takes a visitor through
 * the sign-in (or sign-up) and back. Nothing shows while it loads, if it fails, or when it is empty.
 */
export function PublicExams() {
  const exams = trpc.exams.publicList.useQuery()
  if (!exams.data || exams.data.length === 0) return null
  return (
    <section aria-labelledby="concours-blancs" className="mb-12 space-y-4">
      <div className="max-w-2xl space-y-1">
        <h2 id="concours-blancs" className="text-xl font-extrabold tracking-tight text-brand-950 sm:text-2xl">
          Concours blancs gratuits
        </h2>
        <p className="text-muted">Des QCM chronométrés et notés sur 20, comme le jour du concours. Gratuits : il suffit d’un compte étudiant.</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {openFirst(exams.data).map((exam) => (
          <li key={exam.id}>
            <PublicExamCard exam={exam} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function PublicExamCard({ exam }: { exam: PublicExam }) {
  const titleId = `concours-blanc-${exam.id}`
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col gap-3 rounded-card border border-accent-200 bg-white p-5 shadow-card">
      <div>
        <p className="text-xs font-semibold tracking-wide text-accent-800 uppercase">{FREE_EXAM}</p>
        <h3 id={titleId} className="mt-1 leading-snug font-bold break-words text-brand-950">
          {exam.title}
        </h3>
      </div>
      {exam.description ? <p className="line-clamp-4 text-sm whitespace-pre-line text-muted">{exam.description}</p> : null}
      <ExamFacts exam={exam} />
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Link to="/student/exams" search={{ exam: exam.id }} aria-label={`Commencer « ${exam.title} »`} className={buttonClasses('accent', 'sm')}>
          <Play className="size-4" aria-hidden="true" />
          Commencer
        </Link>
        <ShareButton size="sm" title={exam.title} path={`/student/exams?exam=${exam.id}`} text={`Concours blanc gratuit sur Tutorat Maroc : « ${exam.title} »`} />
      </div>
    </article>
  )
}
