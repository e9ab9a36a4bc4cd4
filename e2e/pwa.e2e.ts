import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumAvailable, launchBrowser, screenshot, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { signedInStudent } from './support/exams.ts'
import { onePagePdf } from './support/files.ts'
import { ADMIN, type E2EServer, startE2EServer } from './support/server.ts'
import { api } from './support/sessions.ts'

// DESIGN §14 / issue 19: the service worker installs; without a network the home page, the free
// courses and a PDF saved for offline still open; a new deployment offers « Mettre à jour »; a page
// whose code fails to download says so and « Recharger » recovers.

const SAVED = 'Fiche de révision : nombres complexes'
const NOT_SAVED = 'Exercices corrigés de probabilités'
const STUDENT = { name: 'Salma Offline', email: 'salma.offline@example.ma', password: 'hors-ligne-123' }
const TRAVELLER = { name: 'Karim Train', email: 'karim.train@example.ma', password: 'hors-ligne-456' }
const TRAVELLER_COURSE = 'Thermodynamique — révisions'
const builtDist = fileURLToPath(new URL('../apps/web/dist', import.meta.url))

/** Two free courses with a PDF each, through the super admin's REST shim. */
async function seedPdfCourses(base: string) {
  const { access_token } = await api<{ access_token: string }>(base, '/api/auth/login', { body: { email: ADMIN.email, password: ADMIN.password } })
  for (const title of [SAVED, NOT_SAVED]) {
    const form = new FormData()
    for (const [key, value] of Object.entries({ title, category: 'cours', school: 'ENSA', level: 'Bac+1', is_active: 'true' })) form.set(key, value)
    form.set('file', new Blob([new Uint8Array(onePagePdf(title))], { type: 'application/pdf' }), `${title}.pdf`)
    const response = await fetch(`${base}/api/admin/cours-gratuits`, { method: 'POST', body: form, headers: { authorization: `Bearer ${access_token}` } })
    if (!response.ok) throw new Error(`cours gratuit → ${response.status} ${await response.text()}`)
  }
}

/** Once the worker has installed, precached the shell and controls the page. */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated', undefined, { timeout: 30_000 })
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
}

/** A same-origin fetch from the page (through the worker): status, type and the first bytes. */
const fetchFromPage = (page: Page, url: string) =>
  page.evaluate(async (address) => {
    try {
      const response = await fetch(address)
      return { status: response.status, type: response.headers.get('content-type'), head: (await response.text()).slice(0, 5) }
    } catch {
      return { status: 0, type: null, head: '' }
    }
  }, url)

const cacheKeys = (page: Page) =>
  page.evaluate(async () => {
    const keys: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) keys.push(`${name} ${new URL(request.url).pathname}`)
    }
    return keys
  })

describe('the precache (as built)', () => {
  const worker = readFileSync(join(builtDist, 'sw.js'), 'utf8')
  const precached = new Set([...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]))
  const chunkModules: Record<string, string[]> = JSON.parse(readFileSync(join(builtDist, '.vite/chunk-modules.json'), 'utf8'))
  const chunkOf = (module: string) => Object.keys(chunkModules).find((file) => chunkModules[file]?.includes(`apps/web/src/${module}`))

  it('holds the shell, the public site and the student space', () => {
    expect(precached.has('index.html')).toBe(true)
    for (const page of ['features/free-courses/FreeCoursesPage.tsx', 'features/student-space/StudentShell.tsx', 'features/student-space/DashboardPage.tsx', 'features/exams/AttemptPage.tsx', 'features/offline/OfflinePage.tsx', 'features/recruitment/RecruitmentPage.tsx']) {
      expect(precached.has(chunkOf(page) ?? page), page).toBe(true)
    }
  })

  it('leaves out the back office and the exam pages’ KaTeX: they are kept on first use', () => {
    for (const page of ['features/admin/AdminShell.tsx', 'features/auth/LoginPage.tsx', 'features/free-courses/FreeCoursesAdminPage.tsx', 'features/exams-admin/ExamEditorPage.tsx', 'features/students/StudentsPage.tsx', 'features/exams/MathText.tsx']) {
      const file = chunkOf(page)
      expect(file, page).toBeDefined()
      expect(precached.has(file ?? ''), page).toBe(false)
    }
  })
})

describe.runIf(chromiumAvailable())('the site on a phone: installable, offline, updated', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser({ serviceWorkers: 'allow' })
  })
  afterAll(async () => {
    await browser?.close()
  })

  describe('offline', () => {
    let server: E2EServer
    let context: BrowserContext
    beforeAll(async () => {
      server = await startE2EServer({ demo: true })
      await seedPdfCourses(server.url)
      context = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: server.url, locale: 'fr-FR' })
    })
    afterAll(async () => {
      await context?.close()
      await server?.stop()
    })

    it('installs with a French manifest and icons drawn from the logo', async () => {
      const page = await context.newPage()
      const problems = watchPageProblems(page)
      await page.goto('/')
      await controlledByWorker(page)
      const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href')
      const manifest = await api<{ lang: string; name: string; display: string; icons: { src: string; sizes: string; purpose?: string }[] }>(server.url, manifestUrl ?? '')
      expect(manifest).toMatchObject({ lang: 'fr', name: 'Tutorat Maroc — Cours et concours', display: 'standalone' })
      expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
      expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
      for (const icon of manifest.icons) {
        const response = await fetch(`${server.url}/${icon.src}`)
        expect(response.headers.get('content-type'), icon.src).toBe('image/png')
        expect(Buffer.from(await response.arrayBuffer()).subarray(1, 4).toString(), icon.src).toBe('PNG')
      }
      // the worker script is never kept by the HTTP cache: a deployment reaches every phone
      expect((await fetch(`${server.url}/sw.js`)).headers.get('cache-control')).toBe('no-cache')
      expect(problems).toEqual([])
      await page.close()
    })

    it('opens /, /cours-gratuits and a saved PDF with the network cut, and never keeps what is private', async () => {
      const page = await context.newPage()
      await page.goto('/cours-gratuits')
      await controlledByWorker(page)
      const card = page.getByRole('article', { name: SAVED })
      const keep = card.getByRole('button', { name: 'Disponible hors ligne' })
      await keep.click()
      await expect.poll(() => keep.getAttribute('aria-pressed')).toBe('true')
      const savedUrl = await card.getByRole('link', { name: new RegExp(`Ouvrir le PDF « ${SAVED} »`) }).getAttribute('href')
      const otherUrl = await page
        .getByRole('article', { name: NOT_SAVED })
        .getByRole('link', { name: /Ouvrir le PDF/ })
        .getAttribute('href')
      await page.goto('/')
      await page.getByRole('heading', { level: 1 }).waitFor()

      await context.setOffline(true)
      await page.reload()
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.getByRole('status').filter({ hasText: 'Vous êtes hors ligne' }).waitFor()
      await screenshot(page, 'pwa-offline-home')

      await page.goto('/cours-gratuits')
      await page.getByRole('article', { name: NOT_SAVED }).waitFor()
      await screenshot(page, 'pwa-offline-free-courses')
      expect(await fetchFromPage(page, savedUrl ?? '')).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' })
      // a PDF nobody saved is not kept by merely passing through the worker
      expect((await fetchFromPage(page, otherUrl ?? '')).status).toBe(0)

      await page.goto('/hors-ligne')
      await page.getByRole('link', { name: new RegExp(SAVED) }).first().waitFor()
      await screenshot(page, 'pwa-offline-page')
      await context.setOffline(false)
      await page.close()
    })

    it('shows the student’s dashboard offline as last loaded, « hors ligne », or the offline page after a reload — never an endless spinner', async () => {
      const stored = await signedInStudent(server.url, TRAVELLER)
      const { access_token: admin } = await api<{ access_token: string }>(server.url, '/api/auth/login', { body: { email: ADMIN.email, password: ADMIN.password } })
      const course = await api<{ id: number }>(server.url, '/api/admin/courses/', { body: { title: TRAVELLER_COURSE, subject: 'Physique', level: 'Avancé' }, token: admin })
      // the student's id is the subject of their token
      const studentId = Number(JSON.parse(Buffer.from(stored[0]?.value.split('.')[1] ?? '', 'base64url').toString()).sub)
      await api(server.url, '/api/admin/accesses', { body: { student_id: studentId, course_id: course.id }, token: admin })
      const page = await context.newPage()
      await page.clock.install()
      await page.goto('/')
      await page.evaluate((items) => {
        for (const { name, value } of items) window.localStorage.setItem(name, value)
      }, stored)
      await page.goto('/student/dashboard')
      await controlledByWorker(page)
      await page.getByRole('heading', { name: TRAVELLER_COURSE }).waitFor()
      const spinning = page.locator('.animate-spin, [aria-busy="true"]')

      // the signal goes on the train; minutes later (the sign-in check and the list are stale) the
      // student moves within the open tab and comes back to « Mes cours »
      await context.setOffline(true)
      await page.clock.fastForward(5 * 60_000)
      await page.getByRole('link', { name: 'Séances', exact: true }).click()
      await page.getByRole('link', { name: 'Cours', exact: true }).click()
      await page.getByRole('heading', { name: 'Mes cours', level: 1 }).waitFor()
      await page.getByText('Voici vos cours tels qu’ils étaient au dernier chargement').waitFor({ timeout: 10_000 })
      const notice = page.getByRole('status').filter({ hasText: 'Vous êtes hors ligne' })
      await notice.waitFor()
      // one notice, the page's own (the bottom bar steps aside), with the way to what the phone keeps
      expect(await notice.getByRole('link', { name: 'Voir ce qui est disponible' }).getAttribute('href')).toBe('/hors-ligne')
      expect(await page.getByRole('heading', { name: TRAVELLER_COURSE }).isVisible()).toBe(true)
      expect(await spinning.count()).toBe(0)
      await screenshot(page, 'pwa-offline-dashboard')

      // a reload keeps nothing of the student's on the phone: the offline page, within seconds
      await page.reload()
      await page.getByRole('heading', { name: 'Vous êtes hors ligne', level: 1 }).waitFor({ timeout: 8000 })
      expect(await page.getByRole('link', { name: 'Voir ce qui est disponible' }).count()).toBeGreaterThan(0)
      expect(await spinning.count()).toBe(0)
      await context.setOffline(false)
      await page.evaluate(() => window.localStorage.clear())
      await page.close()
    })

    it('keeps no answer given to a signed-in student or to an admin', async () => {
      const localStorage = await signedInStudent(server.url, STUDENT)
      const page = await context.newPage()
      await page.goto('/')
      await page.evaluate((items) => {
        for (const { name, value } of items) window.localStorage.setItem(name, value)
      }, localStorage)
      await page.goto('/student/dashboard')
      await page.getByRole('heading', { name: 'Mes cours', level: 1 }).waitFor()
      await page.goto('/cours-gratuits')
      await page.getByRole('article', { name: SAVED }).waitFor()
      const kept = await cacheKeys(page)
      expect(kept.filter((key) => key.includes('/trpc/')).length).toBeGreaterThan(0)
      for (const key of kept.filter((key) => key.includes('/trpc/'))) {
        expect(key, 'a public list, nothing else').toMatch(/^listes-publiques \/trpc\/(announcements|exams\.publicList|freeCourses|recruitment|site|testimonials)/)
      }
      expect(kept.filter((key) => key.includes('/api/'))).toEqual([])
      await page.evaluate(() => window.localStorage.clear())
      await page.close()
    })
  })

  it('offers « Mettre à jour » when a new version is deployed, and takes it', async () => {
    // the server serves a copy of the build; deploying = replacing its worker with a different one
    const dist = mkdtempSync(join(tmpdir(), 'tutorat-dist-'))
    cpSync(builtDist, dist, { recursive: true })
    const server = await startE2EServer({ env: { WEB_DIST_DIR: dist } })
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: server.url, locale: 'fr-FR' })
    try {
      const page = await context.newPage()
      await page.goto('/')
      await controlledByWorker(page)
      expect(await page.getByRole('region', { name: 'Nouvelle version' }).count()).toBe(0)

      deployNewWorker(dist)
      await page.reload()
      const prompt = page.getByRole('region', { name: 'Nouvelle version' })
      await prompt.waitFor({ timeout: 30_000 })
      await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true)
      await screenshot(page, 'pwa-update-prompt')
      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Mettre à jour' }).click()])
      await page.getByRole('heading', { level: 1 }).waitFor()
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull()
      expect(await page.getByRole('region', { name: 'Nouvelle version' }).count()).toBe(0)
    } finally {
      await context.close()
      await server.stop()
      rmSync(dist, { recursive: true, force: true })
    }
  })

  it('says when a page’s code fails to download, and « Recharger » brings it back', async () => {
    const server = await startE2EServer({ demo: true })
    // no worker here: its precache would hand over the very file this test makes fail
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: server.url, locale: 'fr-FR', serviceWorkers: 'block' })
    try {
      const page = await context.newPage()
      await page.goto('/')
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.route(/\/assets\/FreeCoursesPage-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'))
      await page.getByRole('banner').getByRole('link', { name: 'Cours et Concours Gratuit' }).first().click()
      await page.getByText('Impossible de charger cette page.').waitFor()
      await screenshot(page, 'pwa-chunk-failed')

      await page.unroute(/\/assets\/FreeCoursesPage-[\w-]+\.js$/)
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: /Recharger/ }).click()])
      await page.getByRole('heading', { level: 1, name: 'Cours et concours gratuits' }).waitFor()
      expect(new URL(page.url()).pathname).toBe('/cours-gratuits')
    } finally {
      await context.close()
      await server.stop()
    }
  })
})

/** What a deployment changes for the browser: a byte-different worker (here, a new revision of the shell). */
function deployNewWorker(dist: string) {
  const worker = join(dist, 'sw.js')
  const source = readFileSync(worker, 'utf8')
  const changed = source.replace(/"revision":"([0-9a-f]+)","url":"index\.html"/, (_match, revision: string) => `"revision":"${revision}0","url":"index.html"`)
  if (changed === source) throw new Error('sw.js: the shell’s precache entry was not found')
  writeFileSync(worker, changed)
  rmSync(`${worker}.br`, { force: true })
  rmSync(`${worker}.gz`, { force: true })
}
