import type { AdminPayment } from '@tutorat/contracts'
import { usePrivateFile } from '../../lib/use-private-file.ts'

export type Proof = AdminPayment['proofs'][number]

/** The proof fetched with the token, as a local address for `<img>` and the links (see `usePrivateFile`). */
export const useProofFile = (proof: Proof) => usePrivateFile({ url: proof.url, name: proof.original_name, mime: proof.mime })
