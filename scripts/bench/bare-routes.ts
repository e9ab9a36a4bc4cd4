// The yardstick's handlers: the domain layer's SQL through `pg` directly (same type parsers, same
// JSON shape), without tRPC, zod or Kysely. bare-fastify.ts serves them from a bare Fastify;
// platform-with-bare.ts mounts them inside the platform's own app (its hooks, headers and logger),
// which splits the platform's cost into its HTTP layer and its procedure path.
import { typeParsers } from '@tutorat/db'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'

const pool = new pg.Pool({
  connectionString: process.env.BARE_DATABASE_URL ?? process.env.DATABASE_URL,
  max: 10,
  types: {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => typeParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  },
})
const moroccoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' })
const uploadUrl = (key: string | null) => (key ? `/uploads/${key}` : null)

const rows = async <T>(text: string, values: unknown[] = []) => (await pool.query<T & pg.QueryResultRow>(text, values)).rows

const routes: ((app: FastifyInstance) => void)[] = []
const get = (path: string, handler: () => unknown) => void routes.push((app) => void app.get(path, handler))

type ImageRow = { image_url: string | null; image_width: number | null; image_height: number | null; image_variant_widths: number[] | null }
// `announcements/<uuid>.png` → `/uploads/announcements/<uuid>.w640.webp 640w, …`, as the API gives it
const srcset = (key: string, widths: number[]) => widths.map((width) => `${uploadUrl(key.replace(/\.[a-z0-9]+$/, `.w${width}.webp`))} ${width}w`).join(', ')

type AnnouncementRow = ImageRow & {
  id: number
  course_id: number | null
  amount_mad: number | null
  duration_days: number | null
  capacity: number | null
  instalments: unknown
  programme: unknown
  schedule: unknown
  teachers: unknown
  faq: unknown
  course_title: unknown
  access_type: unknown
  preview_video_id: unknown
  preview_title: unknown
  preview_source: unknown
  preview_is_free: unknown
  preview_course_id: unknown
}
// the domain's query (selectAnnouncements): the whole formation, its course and preview video
const announcementsSql = `select a.id, a.title, a.description, a.image_url, a.image_width, a.image_height, a.image_variant_widths, a.price, a.is_active, a.created_at,
  a.course_id, c.title as course_title, a.amount_mad, a.access_type, a.duration_days, a.programme, a.starts_on, a.schedule, a.teachers, a.faq, a.capacity,
  a.instalments, a.preview_video_id, v.title as preview_title, v.source as preview_source, v.is_free as preview_is_free, v.course_id as preview_course_id
  from announcements as a left join courses as c on c.id = a.course_id left join videos as v on v.id = a.preview_video_id
  where a.is_active = $1 order by a.created_at desc, a.id desc limit $2`

// the seats held per formation with a capacity (seatsTaken): one query for the list, none without
async function seatsTaken(ids: number[]) {
  if (ids.length === 0) return new Map<number, number>()
  const taken = await rows<{ announcement_id: number; taken: string }>(
    'select announcement_id, count(distinct student_id) as taken from payment_requests where announcement_id = any($1) and status in ($2, $3, $4) group by announcement_id',
    [ids, 'en_attente', 'preuve_envoyee', 'validee'],
  )
  return new Map(taken.map((row) => [Number(row.announcement_id), Number(row.taken)]))
}

get('/api/announcements', async () => {
  const list = await rows<AnnouncementRow>(announcementsSql, [true, 200])
  const taken = await seatsTaken(list.filter((row) => row.capacity !== null).map((row) => row.id))
  return list.map((row) => {
    const { image_url: key, image_width, image_height, image_variant_widths, instalments, capacity, ...rest } = row
    const { programme: _p, schedule: _s, teachers: _t, faq: _f, course_title: _ct, access_type: _a, preview_video_id: _v, preview_title: _pt, preview_source: _ps, preview_is_free: _pf, preview_course_id: _pc, ...listed } = rest
    const widths = key ? (image_variant_widths ?? []) : []
    const sellable = row.course_id !== null && row.amount_mad !== null
    const { course_id: _c, ...shown } = listed
    return {
      ...shown,
      image_url: uploadUrl(key),
      image_srcset: key && widths.length > 0 ? srcset(key, widths) : null,
      image_width: key ? image_width : null,
      image_height: key ? image_height : null,
      sellable,
      amount_mad: sellable ? row.amount_mad : null,
      duration_days: sellable ? row.duration_days : null,
      capacity,
      seats_left: capacity === null ? null : Math.max(0, capacity - (taken.get(row.id) ?? 0)),
      instalments: sellable && Array.isArray(instalments) ? instalments : [],
    }
  })
})

const testimonialColumns = 'id, nom, ecole, comment, rating, created_at'
get('/api/testimonials/featured', () =>
  rows(`select ${testimonialColumns} from testimonials where is_active = $1 order by is_featured desc, rating desc, created_at desc limit $2`, [true, 10]),
)
get('/api/testimonials/active', () =>
  rows(`select ${testimonialColumns} from testimonials where is_active = $1 order by created_at desc limit $2`, [true, 100]),
)

get('/api/recruitment', async () => {
  const today = moroccoDay.format(new Date())
  const list = await rows<{ is_active: boolean; deadline: string | null }>(
    `select id, title, company, location, contract_type, description, requirements, salary, deadline, is_active, created_at, updated_at
     from job_offers where is_active = $1 and (deadline is null or deadline >= $2) order by created_at desc, id desc limit $3 offset $4`,
    [true, today, 50, 0],
  )
  return list.map((row) => ({ ...row, is_open: row.is_active && (row.deadline === null || row.deadline >= today) }))
})

get('/api/cours-gratuits', async () => {
  const list = await rows<{ file_path: string | null }>(
    `select id, title, description, category, school, level, file_path, external_url, is_active, created_at
     from free_courses where is_active = $1 order by category, created_at desc limit $2`,
    [true, 1000],
  )
  return list.map(({ file_path, ...row }) => ({ ...row, file_url: uploadUrl(file_path) }))
})

get('/api/health', () => ({ status: 'ok' }))

/** The bare handlers on `app` (a bare Fastify, or the platform's own under a prefix). */
export async function bareRoutes(app: FastifyInstance) {
  for (const route of routes) route(app)
}

export const closeBarePool = () => pool.end()
