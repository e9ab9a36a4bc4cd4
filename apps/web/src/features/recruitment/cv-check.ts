import { CV_MAX_BYTES, RECRUITMENT_MESSAGES } from '@tutorat/contracts'

export const CV_EMPTY = 'Ce fichier est vide : choisissez votre CV.'

const EXTENSIONS = /\.(pdf|docx?)$/i

// The first bytes of a PDF (`%PDF`, possibly after a little junk), an OLE compound file (.doc)
// and a zip (.docx). The server reads the whole file anyway; this only spares a long upload
// on a phone for a file that would be refused.
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP = [0x50, 0x4b, 0x03, 0x04]
const PDF = [0x25, 0x50, 0x44, 0x46]

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte)

function looksLikeCv(bytes: Uint8Array): boolean {
  if (startsWith(bytes, OLE) || startsWith(bytes, ZIP)) return true
  for (let at = 0; at + PDF.length <= bytes.length; at++) if (startsWith(bytes, PDF, at)) return true
  return false
}

/** Why this file cannot be sent as a CV (French), or undefined when it may go. */
export async function cvProblem(file: File): Promise<string | undefined> {
  if (!EXTENSIONS.test(file.name)) return RECRUITMENT_MESSAGES.cvInvalid
  if (file.size === 0) return CV_EMPTY
  if (file.size > CV_MAX_BYTES) return RECRUITMENT_MESSAGES.cvTooLarge
  try {
    const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer())
    return looksLikeCv(head) ? undefined : RECRUITMENT_MESSAGES.cvInvalid
  } catch {
    return undefined // unreadable here: the server decides
  }
}

const sizeFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })

/** `2.4 Mo`, `180 Ko`: the size the way the 10 Mo hint says it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${sizeFormat.format(bytes / (1024 * 1024))} Mo`
  return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} Ko`
}
