import type { Coupon } from '@tutorat/contracts'
import { toast } from 'sonner'
import { trpc } from '../../lib/trpc.ts'
import type { DeleteAction } from '../../ui/DataList.tsx'
import { useLeaveOnRefusal } from '../admins/super-admin.ts'
import { errorText } from '../../lib/error-message.ts'

/** The list's delete action: the requests it discounted keep their amounts. */
export function useDeleteCoupon(): DeleteAction<Coupon> {
  const utils = trpc.useUtils()
  const leave = useLeaveOnRefusal()
  return {
    title: 'Supprimer ce code ?',
    description: (coupon) => (
      <>
        <p>
          Le code <strong className="text-ink">{coupon.code}</strong> ne pourra plus être utilisé et ses chiffres disparaîtront de cette liste.
        </p>
        <p>Les demandes déjà faites avec ce code gardent leur remise. Cette action est irréversible.</p>
      </>
    ),
    confirmLabel: 'Supprimer le code',
    run: (coupon) => utils.client.coupons.delete.mutate({ id: coupon.id }),
    onDeleted: async (result) => {
      await utils.coupons.invalidate()
      toast.success((result as { message: string }).message)
    },
    onError: (error) => void leave(error),
    errorText: (error) => errorText(error, 'Erreur lors de la suppression du code'),
  }
}
