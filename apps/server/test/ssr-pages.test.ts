import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { adminHeaders, createAdmin, createTestApp, type TestApp } from './helpers.ts'
import { createOffer } from './recruitment-helpers.ts'
import { buildWebDist, renderedParts } from './ssr-helpers.ts'

// Issue 33: the public pages answer HTML that already shows their content, drawn from the same
// procedures (and the same public-list cache) as /trpc, with their data for the app to take over.
const HOSTILE = '</script><script>alert(1)</script><!-- x'
const PUBLIC_URL = 'https://tutorat.example.ma'
let t: TestApp
let webDist: string
let root: Record<string, string>
let formation: number
let offer: number

beforeAll(async () => {
  webDist = buildWebDist(join(process.env.TMPDIR ?? '/tmp', `tutorat-ssr-${process.pid}`))
  // a long public-list cache: an admin's change must still show at once
  t = await createTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL, PUBLIC_CACHE_MS: '60000' })
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  const db = t.services.db
  formation = (await db.insertInto('announcements').values({ title: 'Stage intensif Analyse ENSA', description: 'Dix séances en direct.', price: '900 DH', is_active: true }).returning('id').executeTakeFirstOrThrow()).id
  await db.insertInto('announcements').values({ title: `Formation ${HOSTILE}`, is_active: true }).execute()
  await db.insertInto('testimonials').values({ nom: 'Salma', ecole: 'ENSAM Meknès', comment: `Très clair ${HOSTILE}`, rating: 5, is_active: true, is_featured: true }).execute()
  await db.insertInto('free_courses').values({ title: 'Annales corrigées CNC 2025', category: 'cours', external_url: 'https://example.ma/cnc.pdf' }).execute()
  offer = ((await createOffer(t.app, root, { title: 'Stage PFE – Data ENSIAS' })) as { id: number }).id
}, 180_000)
afterAll(async () => {
  await t?.close()
  rmSync(webDist, { recursive: true, force: true })
})

const page = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ url, headers })
  expect(response.statusCode, url).toBe(200)
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
  // never kept by a browser or a proxy: the next load shows an admin's change (signed in: no-store)
  expect(response.headers['cache-control']).toBe(headers.authorization ? 'no-store' : 'no-cache')
  return response.body
}
const rendered = async (url: string) => {
  const parts = renderedParts(await page(url))
  expect(parts, `${url} : rendu serveur`).toBeDefined()
  return parts ?? { root: '', data: '' }
}

describe('server-rendered public pages', () => {
  it('shows each page’s own content in its HTML, with the data it was drawn from', async () => {
    const expected: Record<string, string[]> = {
      '/': ['Progressez en maths', 'Stage intensif Analyse ENSA', 'Salma'],
      '/courses': ['Nos Cours', 'Stage intensif Analyse ENSA'],
      [`/formations/${formation}`]: ['Stage intensif Analyse ENSA', 'Dix séances en direct.'],
      '/cours-gratuits': ['Annales corrigées CNC 2025'],
      '/recruitment': ['Stage PFE – Data ENSIAS', 'Atlas Digital'],
      [`/recruitment/offer/${offer}`]: ['Stage PFE – Data ENSIAS', 'Projet de fin d’études'],
    }
    for (const [url, texts] of Object.entries(expected)) {
      // the app's module after the page and its data, at low priority: the first paint needs the stylesheet only
      expect(await page(url), url).toMatch(/id="ssr-data">[^<]*<\/script>[\s\S]*<script type="module" fetchpriority="low" src="\/src\/main.tsx"><\/script>\s*<\/body>/)
      const { root: html, data } = await rendered(url)
      for (const text of texts) expect(html, `${url} : ${text}`).toContain(text)
      const payload = JSON.parse(data) as { origin: string; queries: { queries: { queryKey: unknown[] }[] } }
      expect(payload.origin).toBe(PUBLIC_URL)
      if (url !== '/') expect(payload.queries.queries.length, url).toBeGreaterThan(0)
    }
  })

  it('keeps the link previews of a rendered page', async () => {
    const html = await page(`/formations/${formation}`)
    expect(html).toMatch(/<meta\s+property="og:title"\s+content="Stage intensif Analyse ENSA · 900 DH — Tutorat Maroc"/)
    expect(html).toContain(`content="${PUBLIC_URL}/formations/${formation}"`)
  })

  it('renders a hostile string inert: escaped in the page, never closing the data element', async () => {
    for (const url of ['/', '/courses']) {
      const html = await page(url)
      expect(html, url).not.toContain('<script>alert(1)')
      expect(html, url).not.toContain('<!-- x')
      const { root: markup, data } = await rendered(url)
      expect(markup).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- x')
      expect(data).not.toMatch(/<\/script|<!--|</i)
      // the two scripts of the page: the app's module and the data (type="application/json", never run)
      expect(html.match(/<script\b/g)?.length, url).toBe(2)
      expect(JSON.stringify(JSON.parse(data))).toContain(JSON.stringify(HOSTILE).slice(1, -1))
    }
  })

  it('shows an admin’s change in the next HTML, despite the public-list cache', async () => {
    expect((await rendered('/recruitment')).root).not.toContain('Alternance Data Casablanca')
    await createOffer(t.app, root, { title: 'Alternance Data Casablanca' })
    expect((await rendered('/recruitment')).root).toContain('Alternance Data Casablanca')

    expect((await rendered('/courses')).root).toContain('Stage intensif Analyse ENSA')
    const hidden = await t.app.inject({ method: 'PUT', url: `/api/admin/announcements/${formation}/toggle`, headers: root })
    expect(hidden.statusCode).toBe(200)
    expect((await rendered('/courses')).root).not.toContain('Stage intensif Analyse ENSA')
    await t.app.inject({ method: 'PUT', url: `/api/admin/announcements/${formation}/toggle`, headers: root })
  })

  it('renders the same page for everyone: a token changes nothing in the HTML', async () => {
    const anonymous = renderedParts(await page('/courses'))
    const admin = renderedParts(await page('/courses', root))
    expect(admin?.root).toBe(anonymous?.root)
  })

  it('leaves the student space, the back office and the worker’s shell to the browser', async () => {
    for (const url of ['/student/dashboard', '/admin/courses', '/login', '/index.html', '/recruitment/apply/1', '/hors-ligne']) {
      const html = await page(url)
      expect(html, url).toContain('<div id="root"></div>')
      expect(html, url).not.toContain('ssr-data')
      // their shell as built: the app's module as the build placed it
      expect(html, url).toContain('<script type="module" src="/src/main.tsx"></script>')
    }
  })

  it('answers a formation or an offer that does not exist with the app (its own « introuvable »), not an error', async () => {
    // the procedure answered NOT_FOUND: the browser asks again and draws « introuvable » itself
    for (const url of ['/formations/999999', '/recruitment/offer/999999']) {
      const html = await page(url)
      expect(html, url).toContain('<div id="root"></div>')
      expect(html, url).not.toContain('ssr-data')
    }
    // an address that is no id at all is « introuvable » without asking anything: drawn by the server
    expect((await rendered('/formations/abc')).root).toContain('Cette formation n’existe pas')
  })
})

// Two instances over one database and one Redis (public-cache-bus.ts): the second's HTML shows the
// first's change on its next load, as its JSON does (without Redis instances share nothing: README).
const redisUrl = process.env.TEST_REDIS_URL || undefined
describe.runIf(redisUrl)('server-rendered pages on two instances sharing Redis', () => {
  let first: TestApp
  let second: TestApp
  let headers: Record<string, string>
  beforeAll(async () => {
    const prefix = `tutorat-test:ssr-pages:${randomUUID().slice(0, 8)}:`
    const env = { WEB_DIST_DIR: webDist, PUBLIC_URL, PUBLIC_CACHE_MS: '60000', REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix }
    first = await createTestApp(env)
    second = await createTestApp(env, { database: first.handle })
    headers = await adminHeaders(first.app, await createAdmin(first.services, { superAdmin: true }))
    const redis = new Redis(redisUrl ?? '')
    const channel = `${prefix}public-cache:clear`
    try {
      await vi.waitFor(async () => expect(await redis.pubsub('NUMSUB', channel)).toEqual([channel, 2]), { timeout: 10_000, interval: 20 })
    } finally {
      redis.disconnect()
    }
  }, 60_000)
  afterAll(async () => {
    await second?.close()
    await first?.close()
  })

  it('shows an offer published on the first instance in the second one’s next HTML', async () => {
    const html = async () => renderedParts((await second.app.inject({ url: '/recruitment' })).body)?.root ?? ''
    expect(await html()).not.toContain('Stage Data Rabat') // the second caches its list now
    await createOffer(first.app, headers, { title: 'Stage Data Rabat' })
    await vi.waitFor(async () => expect(await html()).toContain('Stage Data Rabat'), { timeout: 2000, interval: 20 })
  })
})
