import { useQuery } from '@tanstack/react-query'
import type { AdminPayment } from '@tutorat/contracts'
import { useMemo } from 'react'
import { fetchPrivateFile } from '../../lib/download.ts'
import { usePreviewUrl } from '../../lib/use-preview-url.ts'

export type Proof = AdminPayment['proofs'][number]

/**
 * The proof fetched with the token, as a local address for `<img>` and the links. Nothing is kept
 * once the panel closes (`gcTime: 0`), and the address is released with it.
 */
export function useProofFile(proof: Proof) {
  const query = useQuery({
    queryKey: ['payment-proof', proof.url],
    queryFn: async ({ signal }) => (await fetchPrivateFile(proof.url, 'admin', signal)).blob(),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  })
  const { original_name, mime } = proof
  const file = useMemo(() => (query.data ? new File([query.data], original_name, { type: mime }) : null), [query.data, original_name, mime])
  return { query, objectUrl: usePreviewUrl(file) }
}
