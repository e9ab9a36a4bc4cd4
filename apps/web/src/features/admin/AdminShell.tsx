import { Outlet } from '@tanstack/react-router'
import { Menu } from 'lucide-react'
import { Suspense, useEffect, useState } from 'react'
import { WithData } from '../../lib/data.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import { Logo } from '../../ui/Logo.tsx'
import { lazyModal } from '../../ui/modal/lazy-modal.ts'
import { AppToaster } from '../../ui/Toaster.tsx'
import { AdminSidebar } from './AdminSidebar.tsx'
import { useCurrentAdmin } from './use-admin-session.ts'

const drawer = lazyModal(() => import('./AdminDrawer.tsx').then((module) => module.AdminDrawer))

export function AdminShell() {
  return (
    <WithData>
      <AdminLayout />
      <AppToaster />
    </WithData>
  )
}

function AdminLayout() {
  const { admin, logout } = useCurrentAdmin()
  const [drawerOpen, setDrawerOpen] = useState(false)
  useEffect(drawer.warmUp, [])
  const onLogout = () => void logout()

  return (
    <div className="min-h-screen bg-surface lg:pl-64">
      <aside className="fixed inset-y-0 left-0 hidden w-64 lg:block">
        <AdminSidebar admin={admin} onLogout={onLogout} />
      </aside>

      <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 border-b border-line bg-white px-4 lg:hidden">
        <Logo />
        <button
          type="button"
          className={buttonClasses('ghost', 'icon')}
          aria-label="Ouvrir le menu d’administration"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
      </header>
      {drawerOpen ? (
        <Suspense fallback={null}>
          <drawer.Component admin={admin} onLogout={onLogout} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}

      <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
        <Outlet />
      </main>
    </div>
  )
}
