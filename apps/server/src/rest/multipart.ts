import multipart, { type MultipartFile } from '@fastify/multipart'
import { TRPCError } from '@trpc/server'
import type { FastifyInstance, FastifyRequest } from 'fastify'

/** Multipart parsing for one scope, always with explicit limits (bodyLimit does not bound it). */
export async function registerMultipart(scope: FastifyInstance, maxFileBytes: number) {
  await scope.register(multipart, { limits: { fileSize: maxFileBytes, files: 1, parts: 20, fields: 15, fieldSize: 100_000 } })
}

export interface Upload {
  bytes: Uint8Array<ArrayBuffer>
  filename: string
  fields: Record<string, string>
}

/**
 * Reads the one file of a multipart request (field `fieldName`) and its text fields.
 * Missing file → 400 `missing`, over the size limit → 413 `tooLarge`.
 */
export async function readUpload(
  request: FastifyRequest,
  fieldName: string,
  messages: { missing: string; tooLarge: string },
): Promise<Upload> {
  let file: Omit<Upload, 'fields'> | undefined
  const fields: Record<string, string> = {}
  for await (const part of request.parts()) {
    if (part.type === 'field') fields[part.fieldname] = String(part.value)
    else if (part.fieldname !== fieldName || file) part.file.resume()
    else file = { bytes: await readPart(part, messages.tooLarge), filename: part.filename }
  }
  if (!file) throw new TRPCError({ code: 'BAD_REQUEST', message: messages.missing })
  return { ...file, fields }
}

async function readPart(part: MultipartFile, tooLarge: string): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return new Uint8Array(await part.toBuffer())
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: tooLarge })
    throw error
  }
}
