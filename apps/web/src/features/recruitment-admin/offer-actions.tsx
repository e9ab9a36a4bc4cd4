import { type JobOfferAdmin, RECRUITMENT_MESSAGES } from '@tutorat/contracts'
import { toast } from 'sonner'
import { trpc } from '../../lib/trpc.ts'
import type { DeleteAction } from '../../ui/DataList.tsx'
import { errorText, statusOf, useSignOut } from './feedback.ts'
import { offerDeletionConsequence, plural } from './format.ts'

/** Shows or hides an offer on the site. */
export function useToggleOffer() {
  const utils = trpc.useUtils()
  const signOut = useSignOut()
  return trpc.recruitment.toggle.useMutation({
    onSuccess: async (updated) => {
      await utils.recruitment.invalidate()
      toast.success(RECRUITMENT_MESSAGES.offerToggled, { description: updated.is_active ? 'L’offre est visible sur le site.' : 'L’offre est masquée du site.' })
    },
    onError: (error) => {
      if (statusOf(error) === 401) return signOut()
      toast.error(errorText(error, 'Erreur lors de la modification du statut'))
    },
  })
}

/** The offer goes with its applications and their CVs (DESIGN §7): the confirmation says how many. */
export function useDeleteOffer(): DeleteAction<JobOfferAdmin> {
  const utils = trpc.useUtils()
  const signOut = useSignOut()
  return {
    title: 'Supprimer cette offre ?',
    description: (offer) => (
      <>
        <p>
          L’offre <strong className="text-ink">« {offer.title} »</strong> ({offer.company}) sera supprimée.
        </p>
        <p className={offer.applications_count > 0 ? 'font-semibold text-red-800' : undefined}>{offerDeletionConsequence(offer.applications_count)}</p>
        <p>Cette action est irréversible.</p>
      </>
    ),
    confirmLabel: (offer) => (offer.applications_count > 0 ? `Supprimer l’offre et ${plural(offer.applications_count, 'candidature')}` : 'Supprimer l’offre'),
    run: (offer) => utils.client.recruitment.delete.mutate({ id: offer.id }),
    onDeleted: async (result) => {
      await Promise.all([utils.recruitment.invalidate(), utils.applications.invalidate()])
      toast.success((result as { message: string }).message)
    },
    onError: (error) => {
      if (statusOf(error) === 401) signOut()
    },
    errorText: (error) => errorText(error, 'Erreur lors de la suppression'),
  }
}
