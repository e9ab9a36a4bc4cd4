import { LayoutDashboard, type LucideIcon } from 'lucide-react'

export interface AdminNavItem {
  to: '/admin/dashboard'
  label: string
  Icon: LucideIcon
  /** Shown only to super administrators (SPEC §6). */
  superAdminOnly: boolean
}

// Later issues append their pages here (courses, students, accesses, then the super-admin pages).
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin/dashboard', label: 'Tableau de bord', Icon: LayoutDashboard, superAdminOnly: false },
]

export function visibleAdminNav(isSuperAdmin: boolean): readonly AdminNavItem[] {
  return ADMIN_NAV.filter((item) => isSuperAdmin || !item.superAdminOnly)
}
