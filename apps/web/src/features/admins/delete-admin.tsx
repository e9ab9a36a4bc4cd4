import { ADMIN_MESSAGES } from '@tutorat/contracts'
import { toast } from 'sonner'
import { trpc } from '../../lib/trpc.ts'
import type { DeleteAction } from '../../ui/DataList.tsx'
import { errorText } from '../courses/feedback.ts'
import { plural } from '../courses/format.ts'
import { notYourself } from './admin-list.tsx'
import { useLeaveOnRefusal } from './super-admin.ts'
import type { ManagedAdmin } from './types.ts'

const DELETE_ERROR = 'Erreur lors de la suppression de l’administrateur'

const transferred = (count: number) => `${plural(count, 'cours', 'cours')} vous ${count > 1 ? 'ont' : 'a'} été transféré${count > 1 ? 's' : ''}.`

/** SPEC §5: the list's delete action asks first, and says where the admin's courses go (to the super admin deleting them). */
export function useDeleteAdmin(meId: number): DeleteAction<ManagedAdmin, { transferred_courses: number }> {
  const utils = trpc.useUtils()
  const leave = useLeaveOnRefusal()
  return {
    ariaLabel: (admin) => `Supprimer ${admin.name}`,
    unavailable: notYourself(meId),
    title: 'Supprimer cet administrateur ?',
    description: (admin) => (
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
    ),
    confirmLabel: 'Supprimer l’administrateur',
    run: (admin) => utils.client.admins.delete.mutate({ id: admin.id }),
    onDeleted: async ({ transferred_courses: count }) => {
      await utils.admins.list.invalidate()
      // their courses are now the current admin's: every count that shows ownership moves
      if (count > 0) void Promise.all([utils.courses.list.invalidate(), utils.courses.stats.invalidate(), utils.dashboard.stats.invalidate()])
      toast.success(ADMIN_MESSAGES.deleted, count > 0 ? { description: transferred(count) } : {})
    },
    onError: (error) => void leave(error),
    errorText: (error) => errorText(error, DELETE_ERROR),
  }
}
