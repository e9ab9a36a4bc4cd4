import { ADMIN_MESSAGES } from '@tutorat/contracts'
import { toast } from 'sonner'
import { trpc } from '../../lib/trpc.ts'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { errorText } from '../courses/feedback.ts'
import { plural } from '../courses/format.ts'
import { useLeaveOnRefusal } from './super-admin.ts'
import type { ManagedAdmin } from './types.ts'

const DELETE_ERROR = 'Erreur lors de la suppression de l’administrateur'

/** SPEC §5: asks first, and says where the admin's courses go (to the super admin deleting them). */
export function DeleteAdminDialog({ admin, onClose }: { admin: ManagedAdmin | null; onClose: () => void }) {
  const utils = trpc.useUtils()
  const leave = useLeaveOnRefusal()
  const remove = trpc.admins.delete.useMutation({
    onSuccess: async ({ transferred_courses }) => {
      await utils.admins.list.invalidate()
      // their courses are now the current admin's: every count that shows ownership moves
      if (transferred_courses > 0) void Promise.all([utils.courses.list.invalidate(), utils.courses.stats.invalidate(), utils.dashboard.stats.invalidate()])
      toast.success(ADMIN_MESSAGES.deleted, {
        ...(transferred_courses > 0 ? { description: `${plural(transferred_courses, 'cours', 'cours')} vous ${transferred_courses > 1 ? 'ont' : 'a'} été transféré${transferred_courses > 1 ? 's' : ''}.` } : {}),
      })
      close()
    },
    onError: (error) => void leave(error),
  })

  function close() {
    remove.reset()
    onClose()
  }

  return (
    <ConfirmDialog
      open={admin !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Supprimer cet administrateur ?"
      description={
        admin ? (
          <>
            <p>
              Le compte de <strong className="text-ink">{admin.name}</strong> ({admin.email}) sera supprimé : il ne pourra plus se connecter.
            </p>
            <p className={admin.course_count > 0 ? 'font-semibold text-brand-900' : undefined}>
              {admin.course_count > 0
                ? `${ADMIN_MESSAGES.ownsCourses(admin.course_count)} Leurs vidéos et les accès des étudiants sont conservés.`
                : 'Il ne possède aucun cours.'}
            </p>
            <p>Cette action est irréversible.</p>
          </>
        ) : null
      }
      confirmLabel="Supprimer l’administrateur"
      pending={remove.isPending}
      error={remove.error ? errorText(remove.error, DELETE_ERROR) : undefined}
      onConfirm={() => admin && remove.mutate({ id: admin.id })}
    />
  )
}
