import {
  type Application,
  type applicationFilter,
  type applicationListInput,
  type applicationUpdateInput,
  type applyInput,
  cvUrl,
  moroccoToday,
  OTHER_APPLICATIONS_CAP,
  RECRUITMENT_MESSAGES,
} from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import type { z } from 'zod'
import { badRequest, conflict, notFound } from '../../errors.ts'
import type { FileStore } from '../../files.ts'
import { likePattern } from '../courses/queries.ts'
import { notifyAddress } from '../notifications/outbox.ts'
import { isUniqueViolation } from '../students/manage.ts'
import { checkCv, cvDisplayName } from './cv-file.ts'
import { frenchDate } from './offers.ts'

/** The last 9 digits of a phone: 06… and +2126… alike (migration 0028 indexes this very expression). */
const phoneTail = (column: string) => sql`right(regexp_replace(${sql.ref(column)}, '[^0-9]', '', 'g'), 9)`

/**
 * The same person's other applications, to any offer: the same email or the same phone, each
 * found through its expression index, for the rows of the page only.
 */
const otherApplications = sql<number>`(select count(*)::int from (
  select 1 from job_applications other
  where other.id <> job_applications.id
    and (lower(other.email) = lower(job_applications.email)
      or (length(regexp_replace(job_applications.phone, '[^0-9]', '', 'g')) >= 9 and ${phoneTail('other.phone')} = ${phoneTail('job_applications.phone')}))
  limit ${sql.lit(OTHER_APPLICATIONS_CAP)}) capped)`

function selectApplications(db: Database) {
  return db
    .selectFrom('job_applications')
    .innerJoin('job_offers', 'job_offers.id', 'job_applications.job_offer_id')
    .select([
      'job_applications.id',
      'job_applications.job_offer_id',
      'job_offers.title as job_offer_title',
      'job_offers.company',
      'job_applications.full_name',
      'job_applications.email',
      'job_applications.phone',
      'job_applications.school',
      'job_applications.message',
      'job_applications.status',
      'job_applications.student_id',
      'job_applications.cv_original_name',
      'job_applications.cv_mime',
      'job_applications.created_at',
      'job_applications.updated_at',
      otherApplications.as('other_applications'),
    ])
}

type Row = Awaited<ReturnType<ReturnType<typeof selectApplications>['executeTakeFirstOrThrow']>>

/** The storage key stays on the server: the client gets the download path. */
const toApplication = (row: Row): Application => ({ ...row, status: row.status as Application['status'], cv_url: cvUrl(row.id) })

type Filter = z.output<typeof applicationFilter>

function filtered(db: Database, filter: Filter) {
  let query = selectApplications(db)
  if (filter.job_offer_id) query = query.where('job_applications.job_offer_id', '=', filter.job_offer_id)
  if (filter.status) query = query.where('job_applications.status', '=', filter.status)
  if (filter.search) {
    const pattern = likePattern(filter.search)
    query = query.where((eb) =>
      eb.or([eb('job_applications.full_name', 'ilike', pattern), eb('job_applications.email', 'ilike', pattern), eb('job_applications.school', 'ilike', pattern)]),
    )
  }
  return query.orderBy('job_applications.created_at', 'desc').orderBy('job_applications.id', 'desc')
}

export async function listApplications(db: Database, filter: z.output<typeof applicationListInput>): Promise<Application[]> {
  return (await filtered(db, filter).limit(filter.limit).offset(filter.offset).execute()).map(toApplication)
}

/** Every matching application, for the CSV export (one row each, no page). */
export async function exportApplications(db: Database, filter: Filter): Promise<Application[]> {
  return (await filtered(db, filter).execute()).map(toApplication)
}

export async function loadApplication(db: Database, id: number): Promise<Application> {
  const row = await selectApplications(db).where('job_applications.id', '=', id).executeTakeFirst()
  if (!row) throw notFound(RECRUITMENT_MESSAGES.applicationNotFound)
  return toApplication(row)
}

/**
 * A visitor (or a signed-in student, then linked) applies with a CV. The checks that need no
 * file come first; the file is written only for a row about to be inserted, and removed again
 * when the insert fails, so a failure leaves neither a row nor a file.
 */
export async function applyToOffer(db: Database, files: FileStore, studentId: number | null, input: z.output<typeof applyInput>) {
  const { cv, cv_name, ...fields } = input
  const offer = await db.selectFrom('job_offers').select(['id', 'is_active', 'deadline']).where('id', '=', fields.job_offer_id).executeTakeFirst()
  if (!offer) throw notFound(RECRUITMENT_MESSAGES.offerNotFound)
  if (!offer.is_active) throw badRequest(RECRUITMENT_MESSAGES.offerClosed)
  if (offer.deadline && offer.deadline < moroccoToday()) throw badRequest(RECRUITMENT_MESSAGES.offerExpired(frenchDate(offer.deadline)))

  const type = await checkCv(cv)
  const already = await db
    .selectFrom('job_applications')
    .select('id')
    .where('job_offer_id', '=', offer.id)
    .where(sql<string>`lower(email)`, '=', fields.email)
    .executeTakeFirst()
  if (already) throw conflict(RECRUITMENT_MESSAGES.duplicateApplication)

  const key = await files.put('cv', type.extension, cv)
  try {
    const { id } = await db
      .insertInto('job_applications')
      .values({ ...fields, cv_path: key, cv_original_name: cvDisplayName(cv_name, type), cv_mime: type.mime, student_id: studentId })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { message: RECRUITMENT_MESSAGES.applicationSent, application_id: id }
  } catch (error) {
    await files.remove(key)
    // two sends of the same form at once: the unique index decides
    if (isUniqueViolation(error)) throw conflict(RECRUITMENT_MESSAGES.duplicateApplication)
    throw error
  }
}

/** A real change of status is told to the candidate by email, in the same transaction (DESIGN §10). */
export async function updateApplicationStatus(db: Database, input: z.output<typeof applicationUpdateInput>): Promise<Application> {
  await db.transaction().execute(async (trx) => {
    const before = await selectApplications(trx).where('job_applications.id', '=', input.id).forUpdate('job_applications').executeTakeFirst()
    if (!before) throw notFound(RECRUITMENT_MESSAGES.applicationNotFound)
    const updated_at = new Date().toISOString()
    await trx.updateTable('job_applications').set({ status: input.status, updated_at }).where('id', '=', input.id).execute()
    if (before.status === input.status) return
    await notifyAddress(trx, {
      email: before.email,
      template: 'application_status',
      params: { name: before.full_name, offer_title: before.job_offer_title, status: input.status },
      eventKey: `application_status:${input.id}:${input.status}:${updated_at}`,
    })
  })
  return loadApplication(db, input.id)
}

/** Deletes the row, then its CV (an orphan file if the removal fails, never a row without a CV). */
export async function deleteApplication(db: Database, files: FileStore, id: number) {
  const row = await db.deleteFrom('job_applications').where('id', '=', id).returning('cv_path').executeTakeFirst()
  if (!row) throw notFound(RECRUITMENT_MESSAGES.applicationNotFound)
  await files.remove(row.cv_path)
}

/** Where a CV is and how to hand it out; only the download shim uses the key. */
export async function cvFile(db: Database, id: number) {
  const row = await db.selectFrom('job_applications').select(['cv_path', 'cv_mime', 'cv_original_name']).where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound(RECRUITMENT_MESSAGES.applicationNotFound)
  return { key: row.cv_path, mime: row.cv_mime, file_name: row.cv_original_name }
}
