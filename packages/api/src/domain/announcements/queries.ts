import type { AdminAnnouncement, Announcement, FaqItem, FormationFields, Teacher } from '@tutorat/contracts'
import { type Database, prepared } from '@tutorat/db'
import { uploadUrl } from '../../files.ts'
import { imageOutput } from '../images/store.ts'

export function selectAnnouncements(db: Database) {
  return db
    .selectFrom('announcements as a')
    .leftJoin('courses as c', 'c.id', 'a.course_id')
    .leftJoin('videos as v', 'v.id', 'a.preview_video_id')
    .select([
      'a.id',
      'a.title',
      'a.description',
      'a.image_url',
      'a.image_width',
      'a.image_height',
      'a.image_variant_widths',
      'a.price',
      'a.is_active',
      'a.created_at',
      'a.course_id',
      'c.title as course_title',
      'a.amount_mad',
      'a.access_type',
      'a.duration_days',
      'a.programme',
      'a.starts_on',
      'a.schedule',
      'a.teachers',
      'a.faq',
      'a.capacity',
      'a.instalments',
      'a.preview_video_id',
      'v.title as preview_title',
      'v.source as preview_source',
      'v.is_free as preview_is_free',
      'v.course_id as preview_course_id',
    ])
}
export type AnnouncementRow = Awaited<ReturnType<ReturnType<typeof selectAnnouncements>['executeTakeFirstOrThrow']>>

/** Requests that hold a seat: waiting for payment or proof, and paid (DESIGN §18). */
export const SEAT_STATUSES = ['en_attente', 'preuve_envoyee', 'validee'] as const

/**
 * The seats taken per formation: one per student with an open or validated request (a student's
 * instalments or renewals hold one seat, not one each; a deleted student's request frees theirs).
 */
export async function seatsTaken(db: Database, announcementIds: readonly number[]): Promise<Map<number, number>> {
  if (announcementIds.length === 0) return new Map()
  const rows = await seatRows(db, [...announcementIds])
  return new Map(rows.map((row) => [Number(row.announcement_id), Number(row.taken)]))
}
// the ids as one array parameter, so the query is compiled once (the public list asks it every time)
const seatRows = prepared((db: Database, ids: number[]) =>
  db
    .selectFrom('payment_requests')
    .select(['announcement_id', (eb) => eb.fn.count<number>('student_id').distinct().as('taken')])
    .where((eb) => eb('announcement_id', '=', eb.fn.any(eb.val(ids))))
    .where('status', 'in', [...SEAT_STATUSES])
    .groupBy('announcement_id'),
)

/** « N places restantes »: never below 0; null when the formation has no capacity (unlimited). */
export const seatsLeft = (capacity: number | null, taken: number | undefined) => (capacity === null ? null : Math.max(0, capacity - (taken ?? 0)))

/** The seats left of one formation (the checkout may refuse a full one with it). */
export async function formationSeatsLeft(db: Database, announcementId: number): Promise<number | null> {
  const row = await db.selectFrom('announcements').select('capacity').where('id', '=', announcementId).executeTakeFirst()
  if (!row) return null
  return seatsLeft(row.capacity, (await seatsTaken(db, [announcementId])).get(announcementId))
}

/** Seats taken for the rows that have a capacity (one query for a whole list). */
export const seatsFor = (db: Database, rows: readonly AnnouncementRow[]) =>
  seatsTaken(
    db,
    rows.filter((row) => row.capacity !== null).map((row) => row.id),
  )

/** The preview a visitor may watch: a free video still (unmarking it « Gratuite » hides it at once). */
const previewOf = (row: AnnouncementRow): FormationFields['preview_video'] =>
  row.preview_title !== null && row.preview_is_free === true && (row.preview_source === 'drive' || row.preview_source === 'file')
    ? { title: row.preview_title, source: row.preview_source }
    : null

// jsonb comes back parsed; what was written went through the contract's schemas
export const asList = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])

// image_url holds the upload key; the API hands out its public path
export function toAdminAnnouncement(row: AnnouncementRow, taken: Map<number, number>): AdminAnnouncement {
  const { image_width, image_height, image_variant_widths, access_type, preview_title: _t, preview_source: _s, preview_is_free: _f, ...rest } = row
  // a formation whose course was deleted keeps its amount but can no longer be bought
  const sellable = row.course_id !== null && row.amount_mad !== null
  return {
    ...rest,
    image_url: uploadUrl(row.image_url),
    ...imageOutput(row.image_url, { image_width, image_height, image_variant_widths }),
    access_type: access_type as AdminAnnouncement['access_type'],
    sellable,
    teachers: asList<Teacher>(row.teachers),
    faq: asList<FaqItem>(row.faq),
    instalments: asList<number>(row.instalments),
    seats_left: seatsLeft(row.capacity, taken.get(row.id)),
    preview_video: previewOf(row),
  }
}

/** One formation as visitors see it: the sale terms only when it can be bought, never the course behind it. */
export function toFormation(row: AnnouncementRow, taken: Map<number, number>): FormationFields {
  const { course_id: _course, course_title: _title, access_type: _type, preview_video_id: _video, preview_course_id: _previewCourse, ...rest } = toAdminAnnouncement(row, taken)
  return rest.sellable ? rest : { ...rest, amount_mad: null, duration_days: null, instalments: [] }
}

/**
 * A formation in the public lists: the page's long texts stay on its page. Built field by field
 * (not from toFormation minus the page): the uncached public list is the hot path of issue 30, and
 * three nested copies of every row were a fifth of its CPU.
 */
export function toListed(row: AnnouncementRow, taken: Map<number, number>): Announcement {
  const sellable = row.course_id !== null && row.amount_mad !== null
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image_url: uploadUrl(row.image_url),
    ...imageOutput(row.image_url, row),
    price: row.price,
    is_active: row.is_active,
    created_at: row.created_at,
    sellable,
    amount_mad: sellable ? row.amount_mad : null,
    duration_days: sellable ? row.duration_days : null,
    starts_on: row.starts_on,
    capacity: row.capacity,
    seats_left: seatsLeft(row.capacity, taken.get(row.id)),
    instalments: sellable ? asList<number>(row.instalments) : [],
  }
}
