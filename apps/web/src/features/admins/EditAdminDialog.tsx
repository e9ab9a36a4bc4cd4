import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { ADMIN_MESSAGES } from '@tutorat/contracts'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { useCurrentAdmin } from '../admin/use-admin-session.ts'
import { AdminFormDialog } from './AdminFormDialog.tsx'
import { ProfileDialog } from './ProfileDialog.tsx'

const route = getRouteApi('/admin/manage-admins/$id/edit')

/**
 * /admin/manage-admins/{id}/edit: the edit dialog over the list (a link that can be shared or
 * reloaded). One's own account opens "Mon Profil", where a new password needs the current one.
 */
export function EditAdminDialog() {
  const { id } = route.useParams()
  const { admin: me } = useCurrentAdmin()
  const navigate = useNavigate()
  const list = trpc.admins.list.useQuery()
  const close = (open: boolean) => {
    if (!open) void navigate({ to: '/admin/manage-admins' })
  }

  if (id === me.id) return <ProfileDialog open onOpenChange={close} />
  // the page behind shows the loading and error states of the same list
  if (!list.data) return null
  const admin = list.data.find((row) => row.id === id)
  if (!admin)
    return (
      <Dialog
        open
        onOpenChange={close}
        title="Modifier l’administrateur"
        footer={
          <Button variant="secondary" onClick={() => close(false)}>
            Retour à la liste
          </Button>
        }
      >
        <Alert tone="error">{ADMIN_MESSAGES.notFound}</Alert>
      </Dialog>
    )
  return <AdminFormDialog open admin={admin} onOpenChange={close} />
}
