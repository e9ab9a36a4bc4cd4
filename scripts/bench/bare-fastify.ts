// The yardstick for the public endpoints: bare Fastify routes running the domain layer's SQL
// through `pg` directly (same type parsers, same JSON shape), without tRPC, zod, Kysely,
// helmet or compression. ratios.ts checks that both answer the same bodies before measuring.
import { typeParsers } from '@tutorat/db'
import Fastify from 'fastify'
import pg from 'pg'

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  types: {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => typeParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  },
})
const moroccoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' })
const uploadUrl = (key: string | null) => (key ? `/uploads/${key}` : null)

const rows = async <T>(text: string, values: unknown[] = []) => (await pool.query<T & pg.QueryResultRow>(text, values)).rows

const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } })

type ImageRow = { image_url: string | null; image_width: number | null; image_height: number | null; image_variant_widths: number[] | null }
// `announcements/<uuid>.png` → `/uploads/announcements/<uuid>.w640.webp 640w, …`, as the API gives it
const srcset = (key: string, widths: number[]) => widths.map((width) => `${uploadUrl(key.replace(/\.[a-z0-9]+$/, `.w${width}.webp`))} ${width}w`).join(', ')

app.get('/api/announcements', async () => {
  const list = await rows<ImageRow>(
    'select id, title, description, image_url, image_width, image_height, image_variant_widths, price, is_active, created_at from announcements where is_active = $1 order by created_at desc, id desc limit $2',
    [true, 200],
  )
  return list.map(({ image_url: key, image_width, image_height, image_variant_widths, ...row }) => {
    const widths = key ? (image_variant_widths ?? []) : []
    return {
      ...row,
      image_url: uploadUrl(key),
      image_srcset: key && widths.length > 0 ? srcset(key, widths) : null,
      image_width: key ? image_width : null,
      image_height: key ? image_height : null,
    }
  })
})

const testimonialColumns = 'id, nom, ecole, comment, rating, created_at'
app.get('/api/testimonials/featured', () =>
  rows(`select ${testimonialColumns} from testimonials where is_active = $1 order by is_featured desc, rating desc, created_at desc limit $2`, [true, 10]),
)
app.get('/api/testimonials/active', () =>
  rows(`select ${testimonialColumns} from testimonials where is_active = $1 order by created_at desc limit $2`, [true, 100]),
)

app.get('/api/recruitment', async () => {
  const today = moroccoDay.format(new Date())
  const list = await rows<{ is_active: boolean; deadline: string | null }>(
    `select id, title, company, location, contract_type, description, requirements, salary, deadline, is_active, created_at, updated_at
     from job_offers where is_active = $1 and (deadline is null or deadline >= $2) order by created_at desc, id desc limit $3 offset $4`,
    [true, today, 50, 0],
  )
  return list.map((row) => ({ ...row, is_open: row.is_active && (row.deadline === null || row.deadline >= today) }))
})

app.get('/api/cours-gratuits', async () => {
  const list = await rows<{ file_path: string | null }>(
    `select id, title, description, category, school, level, file_path, external_url, is_active, created_at
     from free_courses where is_active = $1 order by category, created_at desc limit $2`,
    [true, 1000],
  )
  return list.map(({ file_path, ...row }) => ({ ...row, file_url: uploadUrl(file_path) }))
})

app.get('/api/health', () => ({ status: 'ok' }))

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) })
