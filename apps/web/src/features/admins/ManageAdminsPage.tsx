import { Outlet } from '@tanstack/react-router'
import { ADMIN_MESSAGES } from '@tutorat/contracts'
import { LockOpen, UserCog, UserPlus, Users } from 'lucide-react'
import { useMemo, useState } from 'react'
import { toast } from 'sonner'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Button } from '../../ui/Button.tsx'
import { DataList } from '../../ui/DataList.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { useCurrentAdmin } from '../admin/use-admin-session.ts'
import { errorDetail } from '../courses/feedback.ts'
import { plural } from '../courses/format.ts'
import { adminActions, adminColumns } from './admin-list.tsx'
import { AdminFormDialog } from './AdminFormDialog.tsx'
import { useDeleteAdmin } from './delete-admin.tsx'
import { ProfileDialog } from './ProfileDialog.tsx'
import { ResetTwoFactorDialog } from './ResetTwoFactorDialog.tsx'
import { UnlockSignInDialog } from './UnlockSignInDialog.tsx'
import { useLeaveOnRefusal, useSuperAdminErrors } from './super-admin.ts'
import type { ManagedAdmin } from './types.ts'

const LIST_ERROR = 'Erreur lors du chargement des administrateurs.'

/** SPEC §2 "Manage admins": cards, create/edit dialog, toggle, delete, and "Mon Profil". */
export function ManageAdminsPage() {
  useDocumentTitle('Administrateurs')
  const { admin: me } = useCurrentAdmin()
  const utils = trpc.useUtils()
  const list = trpc.admins.list.useQuery()
  useSuperAdminErrors(list.error)
  const leave = useLeaveOnRefusal()
  const [creating, setCreating] = useState(false)
  const [profileOpen, setProfileOpen] = useState(false)
  const [unlocking, setUnlocking] = useState(false)
  const [toResetTwoFactor, setToResetTwoFactor] = useState<ManagedAdmin | null>(null)

  const toggle = trpc.admins.toggle.useMutation({
    onSuccess: (saved) => {
      utils.admins.list.setData(undefined, (admins) => admins?.map((row) => (row.id === saved.id ? saved : row)))
      toast.success(ADMIN_MESSAGES.statusChanged)
    },
    onError: (error) => {
      if (leave(error)) return
      toast.error(ADMIN_MESSAGES.statusError, { description: errorDetail(error, ADMIN_MESSAGES.statusError) })
    },
  })
  const columns = useMemo(() => adminColumns(me.id), [me.id])
  const remove = useDeleteAdmin(me.id)
  const actions = adminActions({
    meId: me.id,
    onToggle: ({ id }) => toggle.mutate({ id }),
    toggling: (admin) => toggle.isPending && toggle.variables.id === admin.id,
    onResetTwoFactor: setToResetTwoFactor,
  })

  return (
    <div className="space-y-6">
      <PageHeader
        title="Administrateurs"
        description="Les comptes qui gèrent la plateforme : créez-les, modifiez-les, activez-les ou désactivez-les."
        actions={
          <>
            <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => setUnlocking(true)}>
              <LockOpen className="size-4" aria-hidden="true" />
              Débloquer la connexion
            </Button>
            <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => setProfileOpen(true)}>
              <UserCog className="size-4" aria-hidden="true" />
              Mon Profil
            </Button>
            <Button className="flex-1 sm:flex-none" onClick={() => setCreating(true)}>
              <UserPlus className="size-4" aria-hidden="true" />
              Nouvel administrateur
            </Button>
          </>
        }
      />

      <DataList
        query={list}
        columns={columns}
        rowName={(admin) => admin.name}
        actions={actions}
        remove={remove}
        layout="cards"
        cardsClassName="sm:grid-cols-2 xl:grid-cols-3"
        skeletonCount={3}
        label="Liste des administrateurs"
        caption="Administrateurs"
        loadingLabel="Chargement des administrateurs…"
        errorTitle={LIST_ERROR}
        status={(admins) => `${plural(admins.length, 'administrateur')}, dont ${plural(admins.filter((admin) => admin.is_active).length, 'actif')}`}
        empty={<EmptyState Icon={Users} title="Aucun administrateur" />}
      />

      <AdminFormDialog open={creating} onOpenChange={setCreating} />
      <ProfileDialog open={profileOpen} onOpenChange={setProfileOpen} />
      <UnlockSignInDialog open={unlocking} onOpenChange={setUnlocking} />
      <ResetTwoFactorDialog admin={toResetTwoFactor} onClose={() => setToResetTwoFactor(null)} />
      {/* /admin/manage-admins/{id}/edit opens its dialog over the list */}
      <Outlet />
    </div>
  )
}
