import { TESTIMONIAL_MESSAGES } from '@tutorat/contracts'
import { toast } from 'sonner'
import { trpc } from '../../lib/trpc.ts'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { useLeaveOnRefusal } from '../admins/super-admin.ts'
import { errorText } from '../courses/feedback.ts'
import type { AdminTestimonial } from './types.ts'
import { useRefreshTestimonials } from './use-testimonial-list.ts'

const DELETE_ERROR = 'Erreur lors de la suppression du témoignage'

export function DeleteTestimonialDialog({ testimonial, onClose }: { testimonial: AdminTestimonial | null; onClose: () => void }) {
  const refresh = useRefreshTestimonials()
  const leave = useLeaveOnRefusal()
  const remove = trpc.testimonials.delete.useMutation({
    onSuccess: async () => {
      await refresh()
      toast.success(TESTIMONIAL_MESSAGES.deleted)
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
      open={testimonial !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Supprimer ce témoignage ?"
      description={
        testimonial ? (
          <>
            <p>
              Le témoignage de <strong className="text-ink">{testimonial.nom}</strong> ({testimonial.ecole}) sera supprimé
              {testimonial.is_active ? ' et disparaîtra de la page d’accueil' : ''}.
            </p>
            <p>Pour simplement le masquer, désactivez-le plutôt. Cette action est irréversible.</p>
          </>
        ) : null
      }
      confirmLabel="Supprimer le témoignage"
      pending={remove.isPending}
      error={remove.error ? errorText(remove.error, DELETE_ERROR) : undefined}
      onConfirm={() => testimonial && remove.mutate({ id: testimonial.id })}
    />
  )
}
