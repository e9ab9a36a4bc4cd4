import { Link } from '@tanstack/react-router'
import { LogOut } from 'lucide-react'
import { Button } from '../../ui/Button.tsx'
import { Logo } from '../../ui/Logo.tsx'
import { NotificationBell } from '../notifications/NotificationBell.tsx'
import { STUDENT_PLACES } from './student-nav.ts'
import { StudentPlaceLink } from './StudentPlaceLink.tsx'

interface StudentHeaderProps {
  /** until the address is confirmed, the space is only « Confirmez votre adresse » (DESIGN §15) */
  verified: boolean
  onSignOut: () => void
}

/**
 * The logo (to « Mes cours » once signed in), the places from `md` (the tab bar has them below),
 * the bell and « Déconnexion ».
 */
export function StudentHeader({ verified, onSignOut }: StudentHeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to={verified ? '/student/dashboard' : '/'} aria-label={verified ? 'Tutorat Maroc : mes cours' : 'Tutorat Maroc : accueil'} className="shrink-0 rounded-control">
          {/* one line always (issue 29); between md and lg the mark alone leaves room for the five places */}
          <Logo className="whitespace-nowrap md:max-lg:[&>span]:sr-only" />
        </Link>
        <div className="flex min-w-0 items-center gap-1 lg:gap-3">
          {verified ? (
            <>
              <nav aria-label="Espace étudiant" className="hidden items-center md:flex lg:gap-1">
                {STUDENT_PLACES.map((place) => (
                  <StudentPlaceLink key={place.to} place={place} look="header" />
                ))}
              </nav>
              <NotificationBell />
            </>
          ) : null}
          <Button variant="ghost" size="icon" className="xl:w-auto xl:px-3" onClick={onSignOut}>
            <LogOut className="size-5 xl:size-4" aria-hidden="true" />
            {/* the icon alone below `xl`: the five places, the bell and this fit in one line from 768 px */}
            <span className="sr-only xl:not-sr-only xl:ml-2">Déconnexion</span>
          </Button>
        </div>
      </div>
    </header>
  )
}
