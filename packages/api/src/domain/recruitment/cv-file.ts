import { CV_MAX_BYTES, RECRUITMENT_MESSAGES } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import { fileTypeFromBuffer } from 'file-type'
import { inflateRawSync } from 'node:zlib'
import { uploadDisplayName } from '../upload-name.ts'

const PDF = { extension: 'pdf', mime: 'application/pdf' } as const
const DOC = { extension: 'doc', mime: 'application/msword' } as const
const DOCX = { extension: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' } as const
export type CvType = typeof PDF | typeof DOC | typeof DOCX

const refused = () => new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: RECRUITMENT_MESSAGES.cvInvalid })

/** The real type of a CV, read from its bytes (never its name or header): 413 or 415 otherwise. */
export async function checkCv(bytes: Uint8Array): Promise<CvType> {
  if (bytes.length > CV_MAX_BYTES) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: RECRUITMENT_MESSAGES.cvTooLarge })
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const type = await fileTypeFromBuffer(buffer)
  if (type?.mime === PDF.mime) return PDF
  // an OLE compound file is also what .xls, .ppt and .msi are made of: a Word one has a WordDocument stream
  if (type?.mime === 'application/x-cfb' && buffer.includes(Buffer.from('WordDocument', 'utf16le'))) return DOC
  if (type?.mime === DOCX.mime && isSaneDocx(buffer)) return DOCX
  throw refused()
}

const LIMITS = { entries: 1000, totalBytes: 100 * 1024 * 1024, ratio: 100, ratioFrom: 1024 * 1024 }

interface ZipEntry {
  name: string
  flags: number
  method: number
  compressed: number
  size: number
  offset: number
}

/** The central directory of a zip, or undefined when it is not a plain (non-zip64, one-disk) zip. */
function centralDirectory(buffer: Buffer): ZipEntry[] | undefined {
  const eocd = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (eocd < 0 || eocd + 22 > buffer.length) return undefined
  const count = buffer.readUInt16LE(eocd + 10)
  let at = buffer.readUInt32LE(eocd + 16)
  if (count === 0xffff || at === 0xffffffff || count > LIMITS.entries) return undefined
  const entries: ZipEntry[] = []
  for (let i = 0; i < count; i++) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== 0x02014b50) return undefined
    const nameLength = buffer.readUInt16LE(at + 28)
    entries.push({
      flags: buffer.readUInt16LE(at + 8),
      method: buffer.readUInt16LE(at + 10),
      compressed: buffer.readUInt32LE(at + 20),
      size: buffer.readUInt32LE(at + 24),
      offset: buffer.readUInt32LE(at + 42),
      name: buffer.toString('utf8', at + 46, at + 46 + nameLength),
    })
    at += 46 + nameLength + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32)
  }
  return entries
}

/** The bytes of one entry, inflated with a cap so a lying size cannot blow up memory. */
function entryBytes(buffer: Buffer, entry: ZipEntry): Buffer | undefined {
  if (entry.offset + 30 > buffer.length || buffer.readUInt32LE(entry.offset) !== 0x04034b50) return undefined
  const start = entry.offset + 30 + buffer.readUInt16LE(entry.offset + 26) + buffer.readUInt16LE(entry.offset + 28)
  const data = buffer.subarray(start, start + entry.compressed)
  if (entry.method === 0) return data
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(entry.size, 1) })
  } catch {
    return undefined
  }
}

/**
 * A real Word document and not a zip bomb: a plain zip whose declared sizes are sane, with no
 * encryption and no macros, and whose `word/document.xml` inflates to the size it declares.
 */
function isSaneDocx(buffer: Buffer): boolean {
  const entries = centralDirectory(buffer)
  if (!entries) return false
  let total = 0
  for (const entry of entries) {
    total += entry.size
    if (entry.flags & 0x1 || (entry.method !== 0 && entry.method !== 8)) return false
    if (entry.size === 0xffffffff || entry.compressed === 0xffffffff) return false
    if (entry.size > LIMITS.ratioFrom && entry.size > entry.compressed * LIMITS.ratio) return false
    if (/vbaProject\.bin$/i.test(entry.name)) return false
  }
  if (total > LIMITS.totalBytes) return false
  const document = entries.find((entry) => entry.name === 'word/document.xml')
  if (!document || !entries.some((entry) => entry.name === '[Content_Types].xml')) return false
  const xml = entryBytes(buffer, document)
  return xml !== undefined && xml.length === document.size && /<(\w+:)?document[\s>]/.test(xml.toString('utf8', 0, 4096))
}

/** The applicant's file name, kept for display and download, with the extension of the real type. */
export const cvDisplayName = (clientName: string, type: CvType) => uploadDisplayName(clientName, type.extension, 'CV')
