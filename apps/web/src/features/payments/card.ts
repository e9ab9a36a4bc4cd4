import { trpc } from '../../lib/trpc.ts'

/** Leaves the app for the gateway's hosted form (a full navigation: its page is not ours). */
export function goToGateway(url: string) {
  window.location.assign(url)
}

/**
 * « Payer par carte » (DESIGN §18): asks the server for the gateway's form for request `id` (the
 * amount is the server's), then goes there. The checkout calls `mutate({ id })` after « Confirmer ».
 * Nothing is granted here: only the gateway's verified webhook opens the access.
 */
export function useStartCardPayment() {
  return trpc.payments.startCardPayment.useMutation({ onSuccess: ({ redirect_url }) => goToGateway(redirect_url) })
}
