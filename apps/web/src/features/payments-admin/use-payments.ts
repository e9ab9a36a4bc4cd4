import { keepPreviousData } from '@tanstack/react-query'
import type { AdminPayment } from '@tutorat/contracts'
import { toast } from 'sonner'
import { errorMessage, statusOf } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { useLeaveOnRefusal } from '../admins/super-admin.ts'
import { listInput, type PaymentFilter } from './payment-filter.ts'

export const LIST_ERROR = 'Erreur lors du chargement des paiements.'
export const DETAIL_ERROR = 'Erreur lors du chargement de la demande.'
export const VALIDATE_ERROR = 'Erreur lors de la validation'
export const REFUSE_ERROR = 'Erreur lors du refus'

/** The page the URL names, its total, and `list` for the list kit (the rows). */
export function usePaymentList(filter: PaymentFilter) {
  const page = trpc.payments.list.useQuery(listInput(filter), { placeholderData: keepPreviousData })
  return { page, list: { ...page, data: page.data?.items } }
}

/** One request with its proofs and history, while the panel shows it. */
export function usePayment(id: number | undefined) {
  return trpc.payments.adminGet.useQuery({ id: id ?? 0 }, { enabled: id !== undefined })
}

/**
 * What a decision changes: the request, the list (a status filter may no longer match) and the
 * figures; a validation opens an access too.
 */
function useRefresh() {
  const utils = trpc.useUtils()
  return (id: number) =>
    Promise.all([
      utils.payments.adminGet.invalidate({ id }),
      utils.payments.list.invalidate(),
      utils.payments.stats.invalidate(),
      utils.accesses.invalidate(),
      utils.dashboard.pendingWork.invalidate(),
    ])
}

/**
 * Validate and refuse: the server's sentence in a toast. A 409 (another admin decided first, or
 * the request changed) says why and shows the request as it now is; other failures stay in the
 * dialog, which can be tried again.
 */
function useDecisionOptions(id: number, done: () => void, failure: string) {
  const utils = trpc.useUtils()
  const refresh = useRefresh()
  const leave = useLeaveOnRefusal()
  return {
    onSuccess: async ({ message, payment }: { message: string; payment: AdminPayment }) => {
      utils.payments.adminGet.setData({ id }, payment)
      toast.success(message)
      done()
      await refresh(id)
    },
    onError: async (error: unknown) => {
      if (leave(error) || statusOf(error) !== 409) return
      toast.error(errorMessage(error, failure))
      done()
      await refresh(id)
    },
  }
}

export function useValidatePayment(id: number, done: () => void) {
  return trpc.payments.validate.useMutation(useDecisionOptions(id, done, VALIDATE_ERROR))
}

export function useRefusePayment(id: number, done: () => void) {
  return trpc.payments.refuse.useMutation(useDecisionOptions(id, done, REFUSE_ERROR))
}
