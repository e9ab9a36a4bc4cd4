import { FILE_LIMITS, FREE_COURSE_MESSAGES, type FreeCourse, type freeCourseCreateInput, type freeCourseUpdateInput } from '@tutorat/contracts'
import { type Database, prepared, sql } from '@tutorat/db'
import { TRPCError } from '@trpc/server'
import { fileTypeFromBuffer } from 'file-type'
import type { z } from 'zod'
import { badRequest, notFound } from '../../errors.ts'
import { type FileStore, uploadUrl } from '../../files.ts'

export const PDF_MAX_BYTES = FILE_LIMITS.pdfMaxBytes

function select(db: Database) {
  return db
    .selectFrom('free_courses')
    .select(['id', 'title', 'description', 'category', 'school', 'level', 'file_path', 'external_url', 'is_active', 'created_at'])
}
type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>
const toFreeCourse = ({ file_path, ...row }: Row): FreeCourse => ({ ...row, category: row.category as FreeCourse['category'], file_url: uploadUrl(file_path) })

/** A list's rows in the contract's shape as they come from the database: no copy of each row (issue 30). */
function selectListed(db: Database) {
  return db
    .selectFrom('free_courses')
    .select(['id', 'title', 'description', 'school', 'level', 'external_url', 'is_active', 'created_at'])
    .select((eb) => [
      eb.ref('category').$castTo<FreeCourse['category']>().as('category'),
      // uploadUrl in SQL: `/uploads/<key>`, null without a file
      sql<string | null>`'/uploads/' || nullif(${eb.ref('file_path')}, '')`.as('file_url'),
    ])
    .orderBy('category')
    .orderBy('created_at', 'desc')
    .limit(1000)
}

// what visitors read on every visit: compiled once (issue 30)
const activeRows = prepared((db: Database) => selectListed(db).where('is_active', '=', true))

export async function listFreeCourses(db: Database, activeOnly: boolean): Promise<FreeCourse[]> {
  return activeOnly ? activeRows(db) : selectListed(db).execute()
}

async function loadRow(db: Database, id: number) {
  const row = await select(db).where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound(FREE_COURSE_MESSAGES.notFound)
  return row
}

async function storePdf(files: FileStore, bytes: Uint8Array) {
  if (bytes.length > PDF_MAX_BYTES) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: FREE_COURSE_MESSAGES.pdfTooLarge })
  if ((await fileTypeFromBuffer(bytes))?.mime !== 'application/pdf')
    throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: FREE_COURSE_MESSAGES.pdfInvalid })
  return files.put('free-courses', 'pdf', bytes)
}

async function withPdf<T>(files: FileStore, pdf: Uint8Array | undefined, write: (key: string | undefined) => Promise<T>) {
  const key = pdf ? await storePdf(files, pdf) : undefined
  try {
    return await write(key)
  } catch (error) {
    if (key) await files.remove(key)
    throw error
  }
}

export async function createFreeCourse(db: Database, files: FileStore, adminId: number, input: z.output<typeof freeCourseCreateInput>, pdf?: Uint8Array) {
  if (!pdf && !input.external_url) throw badRequest(FREE_COURSE_MESSAGES.contentRequired)
  const id = await withPdf(files, pdf, async (key) =>
    (await db.insertInto('free_courses').values({ ...input, file_path: key ?? null, created_by: adminId }).returning('id').executeTakeFirstOrThrow()).id,
  )
  return toFreeCourse(await loadRow(db, id))
}

export async function updateFreeCourse(db: Database, files: FileStore, input: z.output<typeof freeCourseUpdateInput>, pdf?: Uint8Array) {
  const { id, remove_file, ...changes } = input
  const before = await loadRow(db, id)
  const filePath = pdf ? undefined : remove_file ? null : before.file_path
  const externalUrl = changes.external_url === undefined ? before.external_url : changes.external_url
  if (!pdf && !filePath && !externalUrl) throw badRequest(FREE_COURSE_MESSAGES.contentRequired)
  await withPdf(files, pdf, (key) =>
    db
      .updateTable('free_courses')
      .set({ ...changes, file_path: key ?? filePath ?? null, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute(),
  )
  const after = await loadRow(db, id)
  if (before.file_path && before.file_path !== after.file_path) await files.remove(before.file_path)
  return toFreeCourse(after)
}

export async function deleteFreeCourse(db: Database, files: FileStore, id: number) {
  const row = await loadRow(db, id)
  await db.deleteFrom('free_courses').where('id', '=', id).execute()
  if (row.file_path) await files.remove(row.file_path)
}
