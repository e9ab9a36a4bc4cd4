import * as Dialog from '@radix-ui/react-dialog'
import { Outlet } from '@tanstack/react-router'
import { Menu, X } from 'lucide-react'
import { useState } from 'react'
import { WithData } from '../../lib/data.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import { Logo } from '../../ui/Logo.tsx'
import { AppToaster } from '../../ui/Toaster.tsx'
import { AdminSidebar } from './AdminSidebar.tsx'
import { useCurrentAdmin } from './use-admin-session.ts'

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
  const onLogout = () => void logout()

  return (
    <div className="min-h-screen bg-surface lg:pl-64">
      <aside className="fixed inset-y-0 left-0 hidden w-64 lg:block">
        <AdminSidebar admin={admin} onLogout={onLogout} />
      </aside>

      <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 border-b border-line bg-white px-4 lg:hidden">
          <Logo />
          <Dialog.Trigger className={buttonClasses('ghost', 'icon')} aria-label="Ouvrir le menu d’administration">
            <Menu className="size-6" aria-hidden="true" />
          </Dialog.Trigger>
        </header>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 lg:hidden" />
          <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] shadow-raised focus:outline-none lg:hidden">
            <Dialog.Title className="sr-only">Menu d’administration</Dialog.Title>
            <Dialog.Description className="sr-only">Navigation entre les pages de l’administration.</Dialog.Description>
            <AdminSidebar admin={admin} onLogout={onLogout} onNavigate={() => setDrawerOpen(false)} />
            <Dialog.Close className={buttonClasses('light', 'icon', 'absolute top-2.5 right-2 border-0')} aria-label="Fermer le menu">
              <X className="size-6" aria-hidden="true" />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
        <Outlet />
      </main>
    </div>
  )
}
