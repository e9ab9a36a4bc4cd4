import { PAYMENT_MESSAGES, PAYMENT_RULES } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import { fileTypeFromBuffer } from 'file-type'
import { uploadDisplayName } from '../upload-name.ts'

/** What a proof of transfer may be: a phone's photo or screenshot, or a bank's PDF. */
const PROOF_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' }

export interface ProofType {
  mime: string
  extension: string
}

/** The real type of a proof, read from its bytes (never its name or header): 413 or 415 otherwise. */
export async function checkProof(bytes: Uint8Array): Promise<ProofType> {
  if (bytes.length > PAYMENT_RULES.proofMaxBytes) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: PAYMENT_MESSAGES.proofTooLarge })
  const type = await fileTypeFromBuffer(bytes)
  const extension = type && PROOF_TYPES[type.mime]
  if (!type || !extension) throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: PAYMENT_MESSAGES.proofInvalid })
  return { mime: type.mime, extension }
}

export const proofDisplayName = (clientName: string, type: ProofType) => uploadDisplayName(clientName, type.extension, 'preuve-virement')
