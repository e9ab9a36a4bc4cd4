import { Link, Outlet } from '@tanstack/react-router'
import { BookOpen, CalendarDays, LogOut, Receipt, Trophy } from 'lucide-react'
import { WithData } from '../../lib/data.tsx'
import { Button } from '../../ui/Button.tsx'
import { Logo } from '../../ui/Logo.tsx'
import { AppToaster } from '../../ui/Toaster.tsx'
import { NotificationBell } from '../notifications/NotificationBell.tsx'
import { ConfirmEmailScreen } from './ConfirmEmailScreen.tsx'
import { useCurrentStudent, useSignOutOnRefusal, useStudentSignOut } from './use-student-session.ts'

/** The header's links: the icon alone on a phone, the words beside it from `sm`. */
const ICON_LINK =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-control px-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-900 data-[status=active]:font-semibold data-[status=active]:text-brand-900 sm:px-3'

export function StudentShell() {
  return (
    <WithData>
      <StudentLayout />
      <AppToaster />
    </WithData>
  )
}

function StudentLayout() {
  const student = useCurrentStudent()
  const signOut = useStudentSignOut()
  useSignOutOnRefusal()
  const unverified = student.email_verified === false

  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <a
        href="#contenu"
        className="sr-only z-50 rounded-control bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Aller au contenu
      </a>
      <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link to="/" className="rounded-control">
            <Logo />
          </Link>
          <nav aria-label="Espace étudiant" className="flex items-center sm:gap-3">
            {/* until the address is confirmed, the space is only « Confirmez votre adresse » (DESIGN §15) */}
            {unverified ? null : (
              <>
                <Link
                  to="/student/dashboard"
                  className="hidden items-center gap-2 rounded-control px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-900 data-[status=active]:font-semibold data-[status=active]:text-brand-900 sm:inline-flex"
                >
                  <BookOpen className="size-4" aria-hidden="true" />
                  Mes cours
                </Link>
                {/* the icons alone on a phone, like « Déconnexion » */}
                <Link to="/student/sessions" aria-label="Mes séances" className={ICON_LINK}>
                  <CalendarDays className="size-5 sm:size-4" aria-hidden="true" />
                  <span className="hidden sm:inline">Mes séances</span>
                </Link>
                <Link to="/student/payments" aria-label="Mes paiements" className={ICON_LINK}>
                  <Receipt className="size-5 sm:size-4" aria-hidden="true" />
                  <span className="hidden sm:inline">Mes paiements</span>
                </Link>
                <Link to="/student/exams" aria-label="Concours" className={ICON_LINK}>
                  <Trophy className="size-5 sm:size-4" aria-hidden="true" />
                  <span className="hidden sm:inline">Concours</span>
                </Link>
                <span className="hidden max-w-48 truncate text-sm text-muted md:block" title={student.email}>
                  {student.name}
                </span>
                <NotificationBell />
              </>
            )}
            <Button variant="ghost" size="sm" className="min-h-11 min-w-11 sm:min-h-9" onClick={() => void signOut()}>
              <LogOut className="size-4" aria-hidden="true" />
              {/* the icon alone on a phone: the header holds the logo and three controls in 375 px */}
              <span className="sr-only sm:not-sr-only">Déconnexion</span>
            </Button>
          </nav>
        </div>
      </header>
      <main id="contenu" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
        {unverified ? <ConfirmEmailScreen student={student} /> : <Outlet />}
      </main>
    </div>
  )
}
