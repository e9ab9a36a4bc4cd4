import { Link } from '@tanstack/react-router'
import type { AdminUser } from '@tutorat/contracts'
import { LogOut, ShieldCheck, UserRound } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Logo } from '../../ui/Logo.tsx'
import { visibleAdminNav } from './admin-nav.ts'
import { ProofsBadge } from './ProofsBadge.tsx'

// Its form, zod schema and dialog weigh ~45 KB: downloaded when the admin reaches for the button,
// not before the first paint of every admin page.
const loadProfileDialog = () => import('../admins/ProfileDialog.tsx')
const ProfileDialog = lazy(async () => ({ default: (await loadProfileDialog()).ProfileDialog }))
const preloadProfileDialog = () => void loadProfileDialog()

interface AdminSidebarProps {
  admin: AdminUser
  onLogout: () => void
  /** Called when a link is followed (the phone drawer closes). */
  onNavigate?: () => void
}

export function AdminSidebar({ admin, onLogout, onNavigate }: AdminSidebarProps) {
  // every admin edits their own profile here (super admins also from the admins page)
  const [profileOpen, setProfileOpen] = useState(false)
  return (
    <div className="flex h-full flex-col bg-brand-950 text-slate-200">
      <div className="flex h-16 items-center px-5">
        <Link to="/admin/dashboard" className="rounded-control" onClick={onNavigate}>
          <Logo tone="light" />
        </Link>
      </div>
      <nav aria-label="Administration" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {visibleAdminNav(admin.is_super_admin).map(({ to, label, Icon, badge }) => (
            <li key={to}>
              <Link
                to={to}
                onClick={onNavigate}
                className="flex items-center gap-3 rounded-control px-3 py-2.5 text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white data-[status=active]:bg-white/15 data-[status=active]:text-white"
              >
                <Icon className="size-5" aria-hidden="true" />
                {label}
                {badge === 'proofs' ? <ProofsBadge /> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-white/10 p-4">
        <p className="truncate text-sm font-semibold text-white">{admin.name}</p>
        <p className="truncate text-xs text-slate-300">{admin.email}</p>
        {admin.is_super_admin ? (
          <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-accent-400 px-2 py-0.5 text-xs font-semibold text-brand-950">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            Super administrateur
          </p>
        ) : null}
        <button
          type="button"
          onClick={() => setProfileOpen(true)}
          onPointerEnter={preloadProfileDialog}
          onFocus={preloadProfileDialog}
          className="mt-4 flex w-full cursor-pointer items-center justify-center gap-2 rounded-control border border-white/25 px-3 py-2 text-sm font-semibold text-white hover:bg-white/10"
        >
          <UserRound className="size-4" aria-hidden="true" />
          Mon profil
        </button>
        {profileOpen ? (
          <Suspense fallback={null}>
            <ProfileDialog open onOpenChange={setProfileOpen} />
          </Suspense>
        ) : null}
        <button
          type="button"
          onClick={onLogout}
          className="mt-2 flex w-full cursor-pointer items-center justify-center gap-2 rounded-control border border-white/25 px-3 py-2 text-sm font-semibold text-white hover:bg-white/10"
        >
          <LogOut className="size-4" aria-hidden="true" />
          Déconnexion
        </button>
      </div>
    </div>
  )
}
