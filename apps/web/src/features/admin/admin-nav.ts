import { Banknote, Bell, BookOpen, Briefcase, CalendarClock, ClipboardCheck, FileQuestionMark, Fingerprint, Inbox, MessageSquarePlus, KeyRound, LayoutDashboard, Library, type LucideIcon, Megaphone, MessageSquareQuote, ShieldCheck, TicketPercent, Users } from 'lucide-react'

export interface AdminNavItem {
  to: '/admin/dashboard' | '/admin/courses' | '/admin/students' | '/admin/accesses' | '/admin/recruitment' | '/admin/applications'
    | '/admin/manage-admins' | '/admin/testimonials' | '/admin/announcements' | '/admin/cours-gratuits' | '/admin/notifications' | '/admin/payments' | '/admin/sessions' | '/admin/session-requests' | '/admin/exams' | '/admin/questions' | '/admin/traces' | '/admin/coupons'
  label: string
  Icon: LucideIcon
  /** Shown only to super administrators (SPEC §6). */
  superAdminOnly: boolean
  /** The pile of `dashboard.pendingWork` counted beside the label, when it is not empty. */
  badge?: 'proofs'
}

// Later issues append their pages here (courses, students, accesses, then the super-admin pages).
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin/dashboard', label: 'Tableau de bord', Icon: LayoutDashboard, superAdminOnly: false },
  // the owner's daily work, right under the dashboard, with the proofs waiting (issue 29)
  { to: '/admin/payments', label: 'Paiements', Icon: Banknote, superAdminOnly: true, badge: 'proofs' },
  { to: '/admin/coupons', label: 'Codes promo', Icon: TicketPercent, superAdminOnly: true },
  { to: '/admin/courses', label: 'Cours', Icon: BookOpen, superAdminOnly: false },
  { to: '/admin/students', label: 'Étudiants', Icon: Users, superAdminOnly: false },
  { to: '/admin/accesses', label: 'Accès', Icon: KeyRound, superAdminOnly: false },
  { to: '/admin/sessions', label: 'Séances live', Icon: CalendarClock, superAdminOnly: false },
  { to: '/admin/session-requests', label: 'Demandes de séance', Icon: MessageSquarePlus, superAdminOnly: false },
  { to: '/admin/exams', label: 'Concours', Icon: ClipboardCheck, superAdminOnly: false },
  // DESIGN §19: every admin keeps a bank of their own questions
  { to: '/admin/questions', label: 'Banque de questions', Icon: FileQuestionMark, superAdminOnly: false },
  { to: '/admin/traces', label: 'Retrouver une fuite', Icon: Fingerprint, superAdminOnly: false },
  { to: '/admin/recruitment', label: 'Recrutement', Icon: Briefcase, superAdminOnly: true },
  { to: '/admin/applications', label: 'Candidatures', Icon: Inbox, superAdminOnly: true },
  { to: '/admin/manage-admins', label: 'Administrateurs', Icon: ShieldCheck, superAdminOnly: true },
  { to: '/admin/testimonials', label: 'Témoignages', Icon: MessageSquareQuote, superAdminOnly: true },
  { to: '/admin/announcements', label: 'Annonces', Icon: Megaphone, superAdminOnly: true },
  { to: '/admin/cours-gratuits', label: 'Cours gratuits', Icon: Library, superAdminOnly: true },
  { to: '/admin/notifications', label: 'Notifications', Icon: Bell, superAdminOnly: true },
]

export function visibleAdminNav(isSuperAdmin: boolean): readonly AdminNavItem[] {
  return ADMIN_NAV.filter((item) => isSuperAdmin || !item.superAdminOnly)
}
