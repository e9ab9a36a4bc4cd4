import { Link } from '@tanstack/react-router'
import { BookOpen, FileText, GraduationCap, KeyRound, type LucideIcon, MessageCircle } from 'lucide-react'
import { type ReactNode, Suspense } from 'react'
import { lazyNamed } from '../../lib/lazy-named.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { DashboardExams } from '../exams/DashboardExams.tsx'
import { useOnline } from '../exams/offline-status.ts'
import { useOwnOfflineNotice } from '../offline/own-offline-notice.ts'
import { UpcomingSessions } from '../sessions/UpcomingSessions.tsx'
import { CourseCard } from './CourseCard.tsx'
import { STUDENT_UI } from './messages.ts'
import { useCurrentStudent } from './use-student-session.ts'
import { useStudentWhatsapp } from './whatsapp.ts'

// The access-code form (react-hook-form and its inputs, ~20 KB over 7 files) is not what a student
// opens the page for: it arrives after the courses, in a placeholder of its own height.
const RedeemCodeForm = lazyNamed(() => import('./RedeemCodeForm.tsx'), 'RedeemCodeForm')
// Extras of the offline features (DESIGN §14), each in its own chunk, never in the first request.
const InstallOffer = lazyNamed(() => import('../offline/InstallOffer.tsx'), 'InstallOffer')
const SavedPdfsSection = lazyNamed(() => import('../offline/SavedPdfList.tsx'), 'SavedPdfsSection')
// checked here, not in the section's chunk: a browser that cannot keep files does not download it
const canKeepFiles = () => 'caches' in window

export function StudentDashboardPage() {
  useDocumentTitle('Mes cours')
  const student = useCurrentStudent()
  const courses = trpc.student.myCourses.useQuery()
  const firstName = student.name.split(/\s+/)[0] ?? student.name

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">Mes cours</h1>
        <p className="text-muted">Bonjour {firstName}, reprenez là où vous vous êtes arrêté.</p>
      </header>

      <Suspense fallback={null}>
        <InstallOffer />
      </Suspense>

      <UpcomingSessions />

      <Suspense fallback={<Skeleton className="h-[12.75rem] w-full rounded-card sm:h-[9.375rem]" />}>
        <RedeemCodeForm />
      </Suspense>

      <section aria-label="Mes cours" aria-busy={courses.isPending || undefined}>
        {courses.isPending ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((key) => (
              <li key={key}>
                <Skeleton className="h-80 w-full rounded-card" />
              </li>
            ))}
          </ul>
        ) : courses.data === undefined ? (
          <ErrorState title={STUDENT_UI.coursesLoadError} onRetry={() => void courses.refetch()} retrying={courses.isFetching} />
        ) : courses.data.length === 0 ? (
          <NoCourses />
        ) : (
          <div className="space-y-4">
            {/* what this tab already holds, rather than an error, when the refresh fails (a lost signal) */}
            {courses.isError ? <StaleCourses retrying={courses.isFetching} onRetry={() => void courses.refetch()} /> : null}
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {courses.data.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      {/* below the courses: it arrives after them (not in the guard's request) and pushes nothing down */}
      <DashboardExams />

      {canKeepFiles() ? (
        <Suspense fallback={null}>
          <SavedPdfsSection />
        </Suspense>
      ) : null}
    </div>
  )
}

/** The courses as last loaded, when refreshing them failed: offline, or the server out of reach. */
function StaleCourses({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const online = useOnline()
  const retry = (
    <Button variant="ghost" size="sm" loading={retrying} onClick={onRetry}>
      Réessayer
    </Button>
  )
  if (!online) return <OfflineCourses retry={retry} />
  return (
    <Alert tone="info" title={STUDENT_UI.coursesStale}>
      {STUDENT_UI.coursesStaleHint} {retry}
    </Alert>
  )
}

/** Says « hors ligne » in the page's words, with the way to what the phone keeps, instead of the bottom bar. */
function OfflineCourses({ retry }: { retry: ReactNode }) {
  useOwnOfflineNotice()
  return (
    <Alert tone="info" title={STUDENT_UI.coursesOffline}>
      {STUDENT_UI.coursesStaleHint}{' '}
      <a href="/hors-ligne" className={LINK}>
        Voir ce qui est disponible
      </a>{' '}
      {retry}
    </Alert>
  )
}

/** A student with no course yet (a new sign-up): the three ways to one, and a person to ask. */
function NoCourses() {
  const whatsapp = useStudentWhatsapp('getAccess')
  return (
    <EmptyState
      Icon={BookOpen}
      title="Vous n’avez encore accès à aucun cours"
      action={
        whatsapp ? (
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClasses('accent')}>
            <MessageCircle className="size-4" aria-hidden="true" />
            Nous contacter sur WhatsApp
          </a>
        ) : undefined
      }
    >
      <p>Pour commencer :</p>
      <ol className="mt-3 space-y-3 text-left">
        <NextStep Icon={KeyRound}>
          Vous avez un code d’accès donné par votre enseignant ? <strong className="text-ink">Saisissez-le ci-dessus</strong> : le cours apparaît ici
          aussitôt.
        </NextStep>
        <NextStep Icon={GraduationCap}>
          Découvrez{' '}
          <Link to="/courses" className={LINK}>
            nos formations
          </Link>{' '}
          et inscrivez-vous à celle qui vous convient.
        </NextStep>
        <NextStep Icon={FileText}>
          Révisez dès maintenant avec{' '}
          <Link to="/cours-gratuits" className={LINK}>
            les cours gratuits
          </Link>
          .
        </NextStep>
      </ol>
    </EmptyState>
  )
}

const LINK = 'font-semibold text-brand-800 underline underline-offset-2'

function NextStep({ Icon, children }: { Icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <span>{children}</span>
    </li>
  )
}
