import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, createAdmin, createTestApp, type TestApp } from './helpers.ts'
import { createOffer, OFFER } from './recruitment-helpers.ts'

const PUBLIC_URL = 'https://tutorat.example.ma'
let t: TestApp
let webDist: string
beforeAll(async () => {
  webDist = join(process.env.TMPDIR ?? '/tmp', `tutorat-shell-${process.pid}`)
  mkdirSync(join(webDist, 'assets'), { recursive: true })
  // the real page, as the build copies it, with the stale pre-compressed copies the build writes beside it
  copyFileSync(new URL('../../web/index.html', import.meta.url), join(webDist, 'index.html'))
  writeFileSync(join(webDist, 'index.html.br'), brotliCompressSync('<html>as built</html>'))
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'))
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)')
  writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(join(webDist, 'manifest.webmanifest'), '{"name":"Tutorat Maroc","lang":"fr"}')
  t = await createTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL })
})
afterAll(async () => {
  await t.close()
  rmSync(webDist, { recursive: true, force: true })
})

const meta = (html: string, property: string) => html.match(new RegExp(`<meta\\s+property="${property}"\\s+content="([^"]*)"`))?.[1]

describe('the app shell (link previews)', () => {
  it('writes PUBLIC_URL into og:image and og:url, on every client route', async () => {
    for (const url of ['/', '/student/login', '/admin/courses']) {
      const response = await t.app.inject({ url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(meta(response.body, 'og:image')).toBe(`${PUBLIC_URL}/og-image.png`)
      expect(meta(response.body, 'og:url')).toBe(`${PUBLIC_URL}/`)
      // the rest of the page is untouched: the script stays relative
      expect(response.body).toContain('src="/src/main.tsx"')
    }
  })

  it('sends the rewritten page compressed to browsers that accept it, never the stale copy from the build', async () => {
    const br = await t.app.inject({ url: '/courses', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('Accept-Encoding')
    expect(meta(brotliDecompressSync(br.rawPayload).toString(), 'og:image')).toBe(`${PUBLIC_URL}/og-image.png`)
    const gzip = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(meta(gunzipSync(gzip.rawPayload).toString(), 'og:url')).toBe(`${PUBLIC_URL}/`)
    const built = await t.app.inject({ url: '/index.html', headers: { 'accept-encoding': 'br' } })
    expect(built.body).not.toContain('as built')
  })

  it('answers /index.html with the shell: the service worker precaches it under that name', async () => {
    const shell = await t.app.inject({ url: '/index.html' })
    expect(shell.statusCode).toBe(200)
    expect(shell.headers['content-type']).toMatch(/^text\/html/)
    expect(shell.headers['cache-control']).toBe('no-cache')
    expect(meta(shell.body, 'og:image')).toBe(`${PUBLIC_URL}/og-image.png`)
  })

  it('serves the service worker and the manifest fresh, never from a year-long cache', async () => {
    const worker = await t.app.inject({ url: '/sw.js' })
    expect(worker.statusCode).toBe(200)
    expect(worker.headers['content-type']).toMatch(/javascript/)
    expect(worker.headers['cache-control']).toBe('no-cache')
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' })
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/)
    expect(manifest.headers['cache-control']).toBe('no-cache')
  })

  it('still serves the other built files pre-compressed', async () => {
    const asset = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } })
    expect(asset.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(1)')
  })
})

describe('each public page previews what it shows (DESIGN §14)', () => {
  let root: Record<string, string>
  beforeAll(async () => {
    root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  })
  const page = async (url: string) => {
    const response = await t.app.inject({ url })
    expect(response.statusCode, url).toBe(200)
    return response.body
  }
  const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1]
  const description = (html: string) => html.match(/<meta\s+name="description"\s+content="([^"]*)"/)?.[1]
  const trpc = async (path: string, input: unknown) => {
    const response = await t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers: { ...root, 'content-type': 'application/json' }, payload: JSON.stringify(input) })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<{ result: { data: { exam: { id: number } } } }>().result.data
  }

  it('a formation: its title, price, description and picture, the address of its page', async () => {
    const row = await t.services.db
      .insertInto('announcements')
      .values({ title: 'Prépa CNC « Maths » & Physique', description: 'Préparation intensive au CNC :\n\n- séances en direct\n- concours blancs', price: '1 500 DH', is_active: true, image_url: 'announcements/abc.png', image_width: 800, image_height: 420 })
      .returning('id')
      .executeTakeFirstOrThrow()
    const html = await page(`/formations/${row.id}`)
    expect(title(html)).toBe('Prépa CNC « Maths » &amp; Physique · 1 500 DH — Tutorat Maroc')
    expect(description(html)).toBe('1 500 DH — Préparation intensive au CNC : - séances en direct - concours blancs')
    expect(meta(html, 'og:title')).toBe('Prépa CNC « Maths » &amp; Physique · 1 500 DH — Tutorat Maroc')
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/formations/${row.id}`)
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/uploads/announcements/abc.png`)
    expect(meta(html, 'og:image:width')).toBe('800')
    expect(meta(html, 'og:image:type')).toBeUndefined()
    // a hidden formation, or one that never existed, previews as the home page and says nothing
    await t.services.db.updateTable('announcements').set({ is_active: false }).where('id', '=', row.id).execute()
    for (const url of [`/formations/${row.id}`, '/formations/999999', '/formations/abc', '/formations/99999999999']) {
      expect(meta(await page(url), 'og:url'), url).toBe(`${PUBLIC_URL}/`)
    }
  })

  it('a formation’s card says its price and its start date (DESIGN §18)', async () => {
    const insert = (values: { price: string; starts_on: string | null; description: string; programme: string }) =>
      t.services.db.insertInto('announcements').values({ title: 'Soutien S1', is_active: true, ...values }).returning('id').executeTakeFirstOrThrow()
    const dated = await insert({ price: '450 DH / mois', starts_on: '2027-01-11', description: 'Séances en petits groupes.', programme: '' })
    expect(meta(await page(`/formations/${dated.id}`), 'og:description')).toBe('450 DH / mois · début le 11 janvier 2027 — Séances en petits groupes.')
    // no description: the programme speaks, without its Markdown marks
    const undated = await insert({ price: '300 DH', starts_on: null, description: '', programme: '## Analyse\n- **Suites**' })
    expect(meta(await page(`/formations/${undated.id}`), 'og:description')).toBe('300 DH — Analyse - Suites')
  })

  it('a job offer: its title, company and town, its description', async () => {
    const offer = await createOffer(t.app, root)
    const html = await page(`/recruitment/offer/${offer.id}`)
    expect(title(html)).toBe('Stage PFE – Développeur Web — Atlas Digital (Casablanca) — Tutorat Maroc')
    expect(meta(html, 'og:description')).toBe(OFFER.description)
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/og-image.png`)
  })

  it('a free concours blanc: shared as its link from /cours-gratuits, only once published', async () => {
    const { exam } = await trpc('exams.create', { title: 'Concours blanc ENSA', description: 'Maths et physique.', is_public: true, time_limit_minutes: 20 })
    await trpc('exams.saveQuestions', { id: exam.id, questions: [{ type: 'numeric', statement: '$1+1$ ?', value: 2 }] })
    expect(meta(await page(`/student/exams?exam=${exam.id}`), 'og:url')).toBe(`${PUBLIC_URL}/`)
    await trpc('exams.update', { id: exam.id, published: true })
    const html = await page(`/student/exams?exam=${exam.id}`)
    expect(title(html)).toBe('Concours blanc : Concours blanc ENSA — Tutorat Maroc')
    expect(description(html)).toBe('Maths et physique. 20 minutes, 1 questions, note sur 20. Gratuit, inscription requise.')
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/student/exams?exam=${exam.id}`)
  })

  it('the lists have their own titles; other pages keep the home page’s', async () => {
    expect(title(await page('/cours-gratuits'))).toBe('Cours et concours gratuits — Tutorat Maroc')
    expect(title(await page('/recruitment/'))).toBe('Offres d’emploi et de stage — Tutorat Maroc')
    expect(meta(await page('/courses'), 'og:url')).toBe(`${PUBLIC_URL}/courses`)
    expect(title(await page('/student/login'))).toBe('Tutorat Maroc — Cours de soutien, cours vidéo et préparation aux concours')
  })
})
