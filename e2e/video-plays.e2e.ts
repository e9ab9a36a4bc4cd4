import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { seriousA11yViolations } from './support/axe.ts'
import { chromiumAvailable, launchBrowser, screenshot, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { type FakeGoogle, routeGoogle, startFakeGoogle } from './support/google.ts'
import { ADMIN, type E2EServer, startE2EServer } from './support/server.ts'

// DESIGN §16 at 375 px, on a site connected to Google (the local fake of Google's token endpoint,
// Drive API, key set and sign-in script): a student of a `drive` course links their Google account
// from the viewer, Drive receives their reader permission, the video plays under a moving watermark
// (name, last 4 digits, code); a second browser of the same student plays, the first stops with the
// French message; the admin traces the code back to the student. On a phone without element
// fullscreen (iPhone) our container covers the screen, the watermark on top. Drive's frame is a
// stand-in page: the container, the watermark and the messages are ours.

const FILE = '1PlayedVideoFile_abcdefghij'
const COURSE_TITLE = 'Mécanique — lecture protégée'
const STUDENT = { name: 'Yasmine Tazi', email: 'yasmine.plays@exemple.ma', password: 'mot-de-passe-lecture-1', phone: '0661234567' }
const GOOGLE_EMAIL = 'yasmine.tazi@gmail.com'
const OTHER_DEVICE = 'Cette vidéo est en cours de lecture sur un autre appareil'

describe.skipIf(!chromiumAvailable())('every view attributed', () => {
  let google: FakeGoogle
  let server: E2EServer
  let browser: Browser
  const contexts: BrowserContext[] = []
  let coursePath = ''

  async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${path} → ${response.status} ${await response.text()}`)
    return (await response.json()) as T
  }

  beforeAll(async () => {
    google = await startFakeGoogle()
    google.addFile(FILE, 'Lois de Newton.mp4')
    server = await startE2EServer({ env: google.env as Record<string, string> })
    browser = await launchBrowser()
    const { access_token } = await api<{ access_token: string }>('/api/auth/login', { email: ADMIN.email, password: ADMIN.password })
    const course = await api<{ id: number }>('/api/admin/courses/', { title: COURSE_TITLE, subject: 'Physique', level: 'Intermédiaire', protection: 'drive' }, access_token)
    const video = await api<{ id: number }>(
      `/api/admin/courses/${course.id}/videos`,
      { title: 'Lois de Newton', drive_url: `https://drive.google.com/file/d/${FILE}/view`, is_free: false, order_in_course: 1 },
      access_token,
    )
    const student = await api<{ id: number }>('/api/admin/students', STUDENT, access_token)
    await api('/api/admin/accesses', { student_id: student.id, course_id: course.id }, access_token)
    coursePath = `/student/course/${course.id}?video=${video.id}`
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await google?.close()
  })
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()))
  })

  /** A phone; `initScript` runs in every page before the app (to take away a browser API). */
  async function phone(initScript?: () => void): Promise<{ page: Page; problems: string[] }> {
    // no service worker: Google's addresses are routed to the fake, which a worker would bypass
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: server.url, locale: 'fr-FR', serviceWorkers: 'block' })
    contexts.push(context)
    await routeGoogle(context, google)
    if (initScript) await context.addInitScript(initScript)
    const page = await context.newPage()
    await page.clock.install()
    return { page, problems: watchPageProblems(page) }
  }

  async function openVideo(page: Page) {
    await page.goto('/student/login')
    await page.getByLabel('Email').fill(STUDENT.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(STUDENT.password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForURL('**/student/dashboard')
    await page.goto(coursePath)
    await page.getByRole('heading', { name: 'Lois de Newton', level: 2 }).waitFor()
  }

  async function watch(page: Page) {
    await openVideo(page)
    const watermark = page.getByTestId('watermark')
    await watermark.waitFor()
    return watermark
  }

  /** « Associer mon compte Google » where play was refused, then « Reprendre ici » until the worker has given the permission. */
  async function linkGoogleThenPlay(page: Page) {
    await openVideo(page)
    await page.getByRole('alert').filter({ hasText: 'Associez votre compte Google pour regarder cette vidéo.' }).waitFor()
    await page.getByRole('heading', { name: 'Associer mon compte Google' }).waitFor()
    await screenshot(page, 'lecture-associer-google')
    google.signInBrowser(GOOGLE_EMAIL)
    await page.getByRole('button', { name: 'Continuer avec Google' }).click()
    await page.getByText(new RegExp(`^Compte Google associé\\s:\\s${GOOGLE_EMAIL.replaceAll('.', '\\.')}$`)).first().waitFor()
    await page.getByRole('heading', { name: 'Mon compte Google' }).waitFor()
    const watermark = page.getByTestId('watermark')
    // the permission is the worker's (every 2 s): until then « en cours de préparation »
    await expect
      .poll(
        async () => {
          if (await watermark.count()) return true
          await page.getByRole('button', { name: 'Reprendre ici' }).click()
          await page.waitForTimeout(500)
          return (await watermark.count()) > 0
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(true)
    return watermark
  }

  const place = (page: Page) => page.getByTestId('watermark').evaluate((element) => `${(element as HTMLElement).style.top}/${(element as HTMLElement).style.left}`)

  it('links Google, Drive gets the reader permission, plays under a moving watermark; a second device takes the stream and the first stops', async () => {
    const first = await phone()
    const watermark = await linkGoogleThenPlay(first.page)
    // what Drive was asked: a reader permission for the student's Google address, without a notification mail
    const shared = google.requests.filter((request) => request.method === 'POST' && request.path === `/drive/v3/files/${FILE}/permissions`)
    expect(shared).toHaveLength(1)
    expect(shared[0]?.body).toMatchObject({ type: 'user', role: 'reader', emailAddress: GOOGLE_EMAIL })
    expect(new URLSearchParams(shared[0]?.search).get('sendNotificationEmail')).toBe('false')
    expect(google.readers(FILE)).toEqual([GOOGLE_EMAIL])
    expect(google.files.get(FILE)?.copyRequiresWriterPermission).toBe(true)
    const text = await watermark.innerText()
    expect(text).toContain(`${STUDENT.name} · 4567`)
    const code = /([A-Z2-9]{7})/.exec(text)?.[1] ?? ''
    expect(code).toHaveLength(7)
    // French typography: a narrow no-break space before the colon
    const frame = first.page.getByTitle(/^Vidéo\s:\sLois de Newton$/)
    expect(await frame.getAttribute('src')).toBe(`https://drive.google.com/file/d/${FILE}/preview`)
    expect(await frame.getAttribute('allowfullscreen')).toBeNull()
    // the watermark is over the frame, inside the container our fullscreen button enlarges
    expect(await first.page.getByTestId('player').locator('[data-testid="watermark"]').count()).toBe(1)
    expect(await watermark.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('none')
    await first.page.getByRole('button', { name: 'Plein écran' }).waitFor()
    await screenshot(first.page, 'lecture-filigrane')

    const before = await place(first.page)
    await first.page.clock.fastForward(21_000)
    await expect.poll(() => place(first.page)).not.toBe(before)

    const second = await phone()
    await watch(second.page)
    await first.page.clock.fastForward(21_000)
    const alert = first.page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.innerText()).toContain(OTHER_DEVICE)
    expect(await first.page.locator('iframe').count()).toBe(0)
    expect(await first.page.getByTestId('watermark').count()).toBe(0)
    expect(await seriousA11yViolations(first.page)).toEqual([])
    await screenshot(first.page, 'lecture-arretee-autre-appareil')

    // « Reprendre ici » takes the stream back: now the second device stops
    await first.page.getByRole('button', { name: 'Reprendre ici' }).click()
    await first.page.getByTestId('watermark').waitFor()
    await second.page.clock.fastForward(21_000)
    await second.page.getByRole('alert').filter({ hasText: OTHER_DEVICE }).waitFor()
    expect(await second.page.locator('iframe').count()).toBe(0)
    expect(first.problems).toEqual([])

    // « Retrouver une fuite »: the code read on the screen leads the admin to the student
    const admin = await phone()
    await admin.page.goto('/login')
    await admin.page.getByLabel('Email').fill(ADMIN.email)
    await admin.page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password)
    await admin.page.getByRole('button', { name: 'Se connecter' }).click()
    await admin.page.waitForURL('**/admin/dashboard')
    await admin.page.goto('/admin/traces')
    await admin.page.getByLabel('Code lu sur la vidéo').fill(code.toLowerCase())
    await admin.page.getByRole('button', { name: 'Rechercher' }).click()
    await admin.page.getByRole('heading', { name: `Lecture ${code}` }).waitFor()
    await admin.page.getByText(`${STUDENT.name} (${STUDENT.email})`).waitFor()
    expect(await seriousA11yViolations(admin.page)).toEqual([])
    await screenshot(admin.page, 'retrouver-une-fuite')
  })

  it('on a phone without element fullscreen (iPhone), « Plein écran » makes the container cover the screen, the watermark on top', async () => {
    // Safari on iPhone lets only <video> go fullscreen: no requestFullscreen on other elements
    const iphone = await phone(() => {
      Reflect.deleteProperty(Element.prototype, 'requestFullscreen')
      Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false })
    })
    const { page } = iphone
    // run alone (`-t`), the student has yet to link Google
    const student = await server.db.selectFrom('students').select('google_email').where('email', '=', STUDENT.email).executeTakeFirstOrThrow()
    const watermark = student.google_email ? await watch(page) : await linkGoogleThenPlay(page)
    const player = page.getByTestId('player')
    await page.getByRole('button', { name: 'Plein écran' }).click()
    await page.getByRole('button', { name: 'Quitter le plein écran' }).waitFor()
    for (const viewport of [VIEWPORTS.phone, { width: VIEWPORTS.phone.height, height: VIEWPORTS.phone.width }]) {
      await page.setViewportSize(viewport)
      expect(await player.boundingBox()).toEqual({ x: 0, y: 0, ...viewport })
      // nothing of the page lies over it (header, tab bar), and the watermark lies over the frame
      const onTop = await player.evaluate((element, { width, height }) => {
        const points: [number, number][] = [[2, 2], [width - 2, 2], [width / 2, height / 2], [2, height - 2], [width - 60, height - 2]]
        return points.every(([x, y]) => element.contains(document.elementFromPoint(x, y)))
      }, viewport)
      expect(onTop).toBe(true)
      const box = await watermark.boundingBox()
      expect(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height).toBe(true)
      expect(await watermark.evaluate((element) => Number(getComputedStyle(element).zIndex) > 0 && getComputedStyle(element).visibility === 'visible')).toBe(true)
      await screenshot(page, `lecture-plein-ecran-iphone-${viewport.width > viewport.height ? 'paysage' : 'portrait'}`)
    }
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
    await page.setViewportSize(VIEWPORTS.phone)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Plein écran' }).waitFor()
    expect((await player.boundingBox())?.width).toBeLessThan(VIEWPORTS.phone.width)
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
    expect(iphone.problems).toEqual([])
  })
})
