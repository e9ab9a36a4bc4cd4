import { Outlet } from '@tanstack/react-router'
import { WithData } from '../../lib/data.tsx'
import { AppToaster } from '../../ui/Toaster.tsx'
import { ConfirmEmailScreen } from './ConfirmEmailScreen.tsx'
import { StudentHeader } from './StudentHeader.tsx'
import { StudentTabBar } from './StudentTabBar.tsx'
import { useCurrentStudent, useSignOutOnRefusal, useStudentSignOut } from './use-student-session.ts'

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
  // until the address is confirmed, the space is only « Confirmez votre adresse » (DESIGN §15)
  const verified = student.email_verified !== false

  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <a
        href="#contenu"
        className="sr-only z-50 rounded-control bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Aller au contenu
      </a>
      <StudentHeader verified={verified} onSignOut={() => void signOut()} />
      {/* the bottom padding keeps the page's last lines above the tab bar (`--bottom-bar`, styles.css) */}
      <main id="contenu" className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-[calc(var(--bottom-bar,0px)+1.5rem)] sm:px-6 lg:pt-8 lg:pb-8">
        {verified ? <Outlet /> : <ConfirmEmailScreen student={student} />}
      </main>
      {verified ? <StudentTabBar /> : null}
    </div>
  )
}
