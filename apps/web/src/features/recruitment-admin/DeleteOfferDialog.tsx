import type { JobOfferAdmin } from '@tutorat/contracts'
import { toast } from 'sonner'
import { trpc } from '../../lib/trpc.ts'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { errorText, statusOf, useSignOut } from './feedback.ts'
import { plural } from './format.ts'

const DELETE_ERROR = 'Erreur lors de la suppression'

/** What goes with the offer (DESIGN §7: its applications and their CVs), said before it goes. */
export function offerDeletionConsequence(count: number): string {
  if (count === 0) return 'Aucune candidature n’a été reçue pour cette offre.'
  return count === 1
    ? '1 candidature et son CV seront supprimés avec elle.'
    : `${plural(count, 'candidature')} et leurs CV seront supprimés avec elle.`
}

export function DeleteOfferDialog({ offer, onClose }: { offer: JobOfferAdmin | null; onClose: () => void }) {
  const utils = trpc.useUtils()
  const signOut = useSignOut()
  const remove = trpc.recruitment.delete.useMutation({
    onSuccess: async ({ message }) => {
      await Promise.all([utils.recruitment.invalidate(), utils.applications.invalidate()])
      toast.success(message)
      close()
    },
    onError: (error) => {
      if (statusOf(error) === 401) signOut()
    },
  })

  function close() {
    remove.reset()
    onClose()
  }

  const count = offer?.applications_count ?? 0
  return (
    <ConfirmDialog
      open={offer !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Supprimer cette offre ?"
      description={
        offer ? (
          <>
            <p>
              L’offre <strong className="text-ink">« {offer.title} »</strong> ({offer.company}) sera supprimée.
            </p>
            <p className={count > 0 ? 'font-semibold text-red-800' : undefined}>{offerDeletionConsequence(count)}</p>
            <p>Cette action est irréversible.</p>
          </>
        ) : null
      }
      confirmLabel={count > 0 ? `Supprimer l’offre et ${plural(count, 'candidature')}` : 'Supprimer l’offre'}
      pending={remove.isPending}
      error={remove.error ? errorText(remove.error, DELETE_ERROR) : undefined}
      onConfirm={() => offer && remove.mutate({ id: offer.id })}
    />
  )
}
