import { TESTIMONIAL_MESSAGES } from '@tutorat/contracts'
import { toast } from 'sonner'
import { trpc } from '../../lib/trpc.ts'
import type { DeleteAction } from '../../ui/DataList.tsx'
import { useLeaveOnRefusal } from '../admins/super-admin.ts'
import { errorText } from '../courses/feedback.ts'
import type { AdminTestimonial } from './types.ts'
import { useRefreshTestimonials } from './use-testimonial-list.ts'

const DELETE_ERROR = 'Erreur lors de la suppression du témoignage'

/** The list's delete action: what goes, and the advice to deactivate instead. */
export function useDeleteTestimonial(): DeleteAction<AdminTestimonial> {
  const utils = trpc.useUtils()
  const refresh = useRefreshTestimonials()
  const leave = useLeaveOnRefusal()
  return {
    title: 'Supprimer ce témoignage ?',
    description: (testimonial) => (
      <>
        <p>
          Le témoignage de <strong className="text-ink">{testimonial.nom}</strong> ({testimonial.ecole}) sera supprimé
          {testimonial.is_active ? ' et disparaîtra de la page d’accueil' : ''}.
        </p>
        <p>Pour simplement le masquer, désactivez-le plutôt. Cette action est irréversible.</p>
      </>
    ),
    confirmLabel: 'Supprimer le témoignage',
    run: (testimonial) => utils.client.testimonials.delete.mutate({ id: testimonial.id }),
    onDeleted: async () => {
      await refresh()
      toast.success(TESTIMONIAL_MESSAGES.deleted)
    },
    onError: (error) => void leave(error),
    errorText: (error) => errorText(error, DELETE_ERROR),
  }
}
