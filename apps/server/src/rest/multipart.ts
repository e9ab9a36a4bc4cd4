import multipart, { type MultipartFile } from '@fastify/multipart'
import { MESSAGES } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import type { FastifyInstance, FastifyRequest } from 'fastify'

/** Multipart parsing for one scope, always with explicit limits (bodyLimit does not bound it). */
export async function registerMultipart(scope: FastifyInstance, maxFileBytes: number, fields = 15) {
  await scope.register(multipart, { limits: { fileSize: maxFileBytes, files: 1, parts: fields + 5, fields, fieldSize: 100_000 } })
}

export interface Upload {
  bytes: Uint8Array<ArrayBuffer>
  filename: string
  fields: Record<string, string>
}

export interface Form {
  fields: Record<string, string>
  file?: Omit<Upload, 'fields'>
}

/** Reads the text fields of a multipart request and its one file `fieldName`, if sent (413 `tooLarge` past the limit). */
export async function readForm(request: FastifyRequest, fieldName: string, tooLarge: string): Promise<Form> {
  const form: Form = { fields: {} }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') form.fields[part.fieldname] = String(part.value)
      else if (part.fieldname !== fieldName || form.file) part.file.resume()
      else form.file = { bytes: await readPart(part, tooLarge), filename: part.filename }
    }
  } catch (error) {
    // the file's limit may surface here rather than in readPart, depending on timing
    if (isFileTooLarge(error)) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: tooLarge })
    // the parser's own errors (no boundary, body cut short, broken part header) carry no status:
    // the body is at fault, not the server; limits (413) and our refusals keep theirs
    if (error instanceof TRPCError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error
    throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.malformedMultipart, cause: error })
  }
  return form
}

/** Like readForm, but the file is required: missing → 400 `missing`. */
export async function readUpload(
  request: FastifyRequest,
  fieldName: string,
  messages: { missing: string; tooLarge: string },
): Promise<Upload> {
  const { fields, file } = await readForm(request, fieldName, messages.tooLarge)
  if (!file) throw new TRPCError({ code: 'BAD_REQUEST', message: messages.missing })
  return { ...file, fields }
}

async function readPart(part: MultipartFile, tooLarge: string): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return new Uint8Array(await part.toBuffer())
  } catch (error) {
    if (isFileTooLarge(error)) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: tooLarge })
    throw error
  }
}

const isFileTooLarge = (error: unknown) => (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE'
