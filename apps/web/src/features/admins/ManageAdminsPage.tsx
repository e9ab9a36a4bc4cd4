import { Outlet } from '@tanstack/react-router'
import { ADMIN_MESSAGES } from '@tutorat/contracts'
import { LockOpen, UserCog, UserPlus, Users } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Button } from '../../ui/Button.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { ListLoading, ListStatus } from '../../ui/ListStatus.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { ListError } from '../admin/ListError.tsx'
import { useCurrentAdmin } from '../admin/use-admin-session.ts'
import { errorDetail } from '../courses/feedback.ts'
import { plural } from '../courses/format.ts'
import { AdminCard, AdminCardSkeleton } from './AdminCard.tsx'
import { AdminFormDialog } from './AdminFormDialog.tsx'
import { DeleteAdminDialog } from './DeleteAdminDialog.tsx'
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
  const [toDelete, setToDelete] = useState<ManagedAdmin | null>(null)
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

  const admins = list.data ?? []
  const activeCount = admins.filter((admin) => admin.is_active).length

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

      <section aria-label="Liste des administrateurs" aria-busy={list.isFetching || undefined} className="space-y-4">
        {list.isPending ? (
          <ListLoading label="Chargement des administrateurs…" count={3} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <AdminCardSkeleton />
          </ListLoading>
        ) : list.isError ? (
          <ListError title={LIST_ERROR} list={list} />
        ) : admins.length === 0 ? (
          <EmptyState Icon={Users} title="Aucun administrateur" />
        ) : (
          <>
            <ListStatus>{plural(admins.length, 'administrateur')}, dont {plural(activeCount, 'actif')}</ListStatus>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {admins.map((admin) => (
                <li key={admin.id}>
                  <AdminCard
                    admin={admin}
                    isSelf={admin.id === me.id}
                    toggling={toggle.isPending && toggle.variables.id === admin.id}
                    onToggle={({ id }) => toggle.mutate({ id })}
                    onDelete={setToDelete}
                    onResetTwoFactor={setToResetTwoFactor}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <AdminFormDialog open={creating} onOpenChange={setCreating} />
      <ProfileDialog open={profileOpen} onOpenChange={setProfileOpen} />
      <UnlockSignInDialog open={unlocking} onOpenChange={setUnlocking} />
      <DeleteAdminDialog admin={toDelete} onClose={() => setToDelete(null)} />
      <ResetTwoFactorDialog admin={toResetTwoFactor} onClose={() => setToResetTwoFactor(null)} />
      {/* /admin/manage-admins/{id}/edit opens its dialog over the list */}
      <Outlet />
    </div>
  )
}
