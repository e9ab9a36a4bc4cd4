import {
  type JobOffer,
  moroccoToday,
  type JobOfferAdmin,
  type jobOfferAdminListInput,
  type jobOfferCreateInput,
  type jobOfferListInput,
  type jobOfferUpdateInput,
  RECRUITMENT_MESSAGES,
  type RecruitmentStats,
} from '@tutorat/contracts'
import { type Database, type DB, type ExpressionBuilder, prepared, sql } from '@tutorat/db'
import type { z } from 'zod'
import { notFound } from '../../errors.ts'
import { likePattern } from '../courses/queries.ts'
import type { Actor } from '../ownership.ts'
import type { FileStore } from '../../files.ts'

/** `2025-06-30` → `30/06/2025` (fr-FR). */
export const frenchDate = (day: string) => day.split('-').reverse().join('/')

// all but `contract_type`, which the public page selects cast to the contract's enum
const offerColumnsButContract = [
  'job_offers.id',
  'job_offers.title',
  'job_offers.company',
  'job_offers.location',
  'job_offers.description',
  'job_offers.requirements',
  'job_offers.salary',
  'job_offers.deadline',
  'job_offers.is_active',
  'job_offers.created_at',
  'job_offers.updated_at',
] as const
const offerColumns = [...offerColumnsButContract, 'job_offers.contract_type'] as const

function selectOffers(db: Database) {
  return db.selectFrom('job_offers').select(offerColumns)
}

function selectAdminOffers(db: Database) {
  return selectOffers(db)
    .select('job_offers.created_by')
    .select((eb) =>
      eb
        .selectFrom('job_applications')
        .whereRef('job_applications.job_offer_id', '=', 'job_offers.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('applications_count'),
    )
}

type OfferRow = Awaited<ReturnType<ReturnType<typeof selectOffers>['executeTakeFirstOrThrow']>>
type AdminOfferRow = Awaited<ReturnType<ReturnType<typeof selectAdminOffers>['executeTakeFirstOrThrow']>>

export const isOpen = (offer: Pick<OfferRow, 'is_active' | 'deadline'>, today = moroccoToday()) =>
  offer.is_active && (offer.deadline === null || offer.deadline >= today)

function toOffer(row: OfferRow, today: string): JobOffer {
  return { ...row, contract_type: row.contract_type as JobOffer['contract_type'], is_open: isOpen(row, today) }
}

function toAdminOffer(row: AdminOfferRow, today: string): JobOfferAdmin {
  return { ...toOffer(row, today), created_by: row.created_by, applications_count: row.applications_count ?? 0 }
}

/** Active, and its deadline (if any) not passed in Morocco. */
const isOpenOn = (today: string) => (eb: ExpressionBuilder<DB, 'job_offers'>) =>
  eb.and([eb('job_offers.is_active', '=', true), eb.or([eb('job_offers.deadline', 'is', null), eb('job_offers.deadline', '>=', today)])])

const openOffers = (db: Database, today: string) => selectOffers(db).where(isOpenOn(today))

// the contract's shape as the rows come: every offer of this page is open by its `where`
const selectOpenPage = (db: Database) =>
  db
    .selectFrom('job_offers')
    .select(offerColumnsButContract)
    .select((eb) => [eb.ref('job_offers.contract_type').$castTo<JobOffer['contract_type']>().as('contract_type'), sql<boolean>`true`.as('is_open')])

// the page every visitor opens, unfiltered: compiled once, returned without a copy of each row (issue 30)
const openOffersPage = prepared((db: Database, today: string, limit: number, offset: number) =>
  selectOpenPage(db)
    .where(isOpenOn(today))
    .orderBy('job_offers.created_at', 'desc')
    .orderBy('job_offers.id', 'desc')
    .limit(limit)
    .offset(offset),
)

/** Visitors see open offers only (active, deadline not passed), whatever `active_only` says. */
export async function listOpenOffers(db: Database, filter: z.output<typeof jobOfferListInput>): Promise<JobOffer[]> {
  const today = moroccoToday()
  if (!filter.contract_type && !filter.location && !filter.search) {
    return openOffersPage(db, today, filter.limit, filter.offset)
  }
  let query = openOffers(db, today)
  if (filter.contract_type) query = query.where('job_offers.contract_type', '=', filter.contract_type)
  if (filter.location) query = query.where('job_offers.location', 'ilike', likePattern(filter.location))
  if (filter.search) {
    const pattern = likePattern(filter.search)
    query = query.where((eb) =>
      eb.or([eb('job_offers.title', 'ilike', pattern), eb('job_offers.company', 'ilike', pattern), eb('job_offers.description', 'ilike', pattern)]),
    )
  }
  const rows = await query.orderBy('job_offers.created_at', 'desc').orderBy('job_offers.id', 'desc').limit(filter.limit).offset(filter.offset).execute()
  return rows.map((row) => toOffer(row, today))
}

/** One offer for a visitor: an inactive one does not exist for them; an expired one shows as closed. */
export async function loadPublicOffer(db: Database, id: number): Promise<JobOffer> {
  const row = await selectOffers(db).where('job_offers.id', '=', id).where('job_offers.is_active', '=', true).executeTakeFirst()
  if (!row) throw notFound(RECRUITMENT_MESSAGES.offerNotFound)
  return toOffer(row, moroccoToday())
}

export async function listAdminOffers(db: Database, filter: z.output<typeof jobOfferAdminListInput>): Promise<JobOfferAdmin[]> {
  let query = selectAdminOffers(db)
  if (filter.contract_type) query = query.where('job_offers.contract_type', '=', filter.contract_type)
  if (filter.is_active !== undefined) query = query.where('job_offers.is_active', '=', filter.is_active)
  if (filter.search) {
    const pattern = likePattern(filter.search)
    query = query.where((eb) =>
      eb.or([eb('job_offers.title', 'ilike', pattern), eb('job_offers.company', 'ilike', pattern), eb('job_offers.location', 'ilike', pattern)]),
    )
  }
  const rows = await query.orderBy('job_offers.created_at', 'desc').orderBy('job_offers.id', 'desc').limit(filter.limit).offset(filter.offset).execute()
  const today = moroccoToday()
  return rows.map((row) => toAdminOffer(row, today))
}

export async function loadOffer(db: Database, id: number): Promise<JobOfferAdmin> {
  const row = await selectAdminOffers(db).where('job_offers.id', '=', id).executeTakeFirst()
  if (!row) throw notFound(RECRUITMENT_MESSAGES.offerNotFound)
  return toAdminOffer(row, moroccoToday())
}

export async function createOffer(db: Database, actor: Actor, input: z.output<typeof jobOfferCreateInput>): Promise<JobOfferAdmin> {
  const { id } = await db
    .insertInto('job_offers')
    .values({ ...input, created_by: actor.id })
    .returning('id')
    .executeTakeFirstOrThrow()
  return loadOffer(db, id)
}

export async function updateOffer(db: Database, input: z.output<typeof jobOfferUpdateInput>): Promise<JobOfferAdmin> {
  const { id, ...changes } = input
  await loadOffer(db, id)
  await db
    .updateTable('job_offers')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute()
  return loadOffer(db, id)
}

export async function toggleOffer(db: Database, id: number): Promise<JobOfferAdmin> {
  await loadOffer(db, id)
  await db
    .updateTable('job_offers')
    .set((eb) => ({ is_active: eb.not('is_active'), updated_at: new Date().toISOString() }))
    .where('id', '=', id)
    .execute()
  return loadOffer(db, id)
}

/**
 * Deletes an offer with its applications in one transaction (the admin confirmed, seeing the
 * count), then their CV files once the rows are gone: a failed removal leaves an orphan file,
 * never an application without its CV.
 */
export async function deleteOffer(db: Database, files: FileStore, id: number) {
  await loadOffer(db, id)
  const cvKeys = await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('job_applications').where('job_offer_id', '=', id).returning('cv_path').execute()
    await trx.deleteFrom('job_offers').where('id', '=', id).execute()
    return deleted.map((row) => row.cv_path)
  })
  await Promise.all(cvKeys.map((key) => files.remove(key)))
  return { applications_deleted: cvKeys.length }
}

export async function recruitmentStats(db: Database): Promise<RecruitmentStats> {
  const { rows } = await sql<{
    total_offers: number
    active_offers: number
    total_applications: number
    en_attente: number
    examinee: number
    acceptee: number
    refusee: number
  }>`
    select
      (select count(*) from job_offers)::int as total_offers,
      (select count(*) from job_offers where is_active)::int as active_offers,
      count(*)::int as total_applications,
      count(*) filter (where status = 'en_attente')::int as en_attente,
      count(*) filter (where status = 'examinee')::int as examinee,
      count(*) filter (where status = 'acceptee')::int as acceptee,
      count(*) filter (where status = 'refusee')::int as refusee
    from job_applications`.execute(db)
  const stats = rows[0]
  if (!stats) throw new Error('stats query returned no row')
  const { total_offers, active_offers, total_applications, ...by_status } = stats
  return { total_offers, active_offers, total_applications, by_status }
}
