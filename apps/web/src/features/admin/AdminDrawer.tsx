import * as Dialog from '@radix-ui/react-dialog'
import type { AdminUser } from '@tutorat/contracts'
import { X } from 'lucide-react'
import { buttonClasses } from '../../ui/Button.tsx'
import { useReturnFocus } from '../../ui/modal/lazy-modal.ts'
import { AdminSidebar } from './AdminSidebar.tsx'

interface AdminDrawerProps {
  admin: AdminUser
  onClose: () => void
  onLogout: () => void
}

/** The sidebar as a drawer on phones and tablets (its dialog code loads when first opened). */
export function AdminDrawer({ admin, onClose, onLogout }: AdminDrawerProps) {
  const returnFocus = useReturnFocus()
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 lg:hidden" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] shadow-raised focus:outline-none lg:hidden"
          onCloseAutoFocus={returnFocus}
        >
          <Dialog.Title className="sr-only">Menu d’administration</Dialog.Title>
          <Dialog.Description className="sr-only">Navigation entre les pages de l’administration.</Dialog.Description>
          <AdminSidebar admin={admin} onLogout={onLogout} onNavigate={onClose} />
          <Dialog.Close className={buttonClasses('light', 'icon', 'absolute top-2.5 right-2 border-0')} aria-label="Fermer le menu">
            <X className="size-6" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
