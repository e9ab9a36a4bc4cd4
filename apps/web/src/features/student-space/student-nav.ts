import type { LinkProps } from '@tanstack/react-router'
import { BookOpen, CalendarDays, type LucideIcon, Receipt, Trophy, UserRound } from 'lucide-react'

/** A place of the student space: the header's links from `md`, the bottom tab bar below it (issue 29). */
export interface StudentPlace {
  to: NonNullable<LinkProps['to']>
  /** the header's words */
  label: string
  /** the tab bar's word (five fit in 320 px), and the header's between md and lg */
  short: string
  icon: LucideIcon
  /** the pages that belong to it: the course viewer is « Cours », a paper is « Concours » */
  prefixes: readonly string[]
}

export const STUDENT_PLACES: readonly StudentPlace[] = [
  { to: '/student/dashboard', label: 'Mes cours', short: 'Cours', icon: BookOpen, prefixes: ['/student/dashboard', '/student/course/', '/student/join/'] },
  { to: '/student/sessions', label: 'Mes séances', short: 'Séances', icon: CalendarDays, prefixes: ['/student/sessions'] },
  { to: '/student/exams', label: 'Concours', short: 'Concours', icon: Trophy, prefixes: ['/student/exams', '/student/attempts/'] },
  { to: '/student/payments', label: 'Mes paiements', short: 'Paiements', icon: Receipt, prefixes: ['/student/payments', '/student/enrol/'] },
  { to: '/student/profile', label: 'Profil', short: 'Profil', icon: UserRound, prefixes: ['/student/profile'] },
]

export const isCurrentPlace = (place: StudentPlace, pathname: string) => place.prefixes.some((prefix) => pathname.startsWith(prefix))
