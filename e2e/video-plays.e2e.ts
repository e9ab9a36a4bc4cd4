import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { seriousA11yViolations } from './support/axe.ts'
import { chromiumAvailable, launchBrowser, screenshot, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { ADMIN, type E2EServer, startE2EServer } from './support/server.ts'

// DESIGN §16 at 375 px: a student plays a video under a moving watermark (name, last 4 digits,
// code); a second browser of the same student plays, the first stops with the French message;
// the admin traces the code back to the student. The Drive frame itself cannot load here (no
// internet): the container, the watermark and the messages are ours.

const FILE = '1PlayedVideoFile_abcdefghij'
const COURSE_TITLE = 'Mécanique — lecture protégée'
const STUDENT = { name: 'Yasmine Tazi', email: 'yasmine.plays@exemple.ma', password: 'mot-de-passe-lecture-1', phone: '0661234567' }
const OTHER_DEVICE = 'Cette vidéo est en cours de lecture sur un autre appareil'

describe.skipIf(!chromiumAvailable())('every view attributed', () => {
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
    server = await startE2EServer()
    browser = await launchBrowser()
    const { access_token } = await api<{ access_token: string }>('/api/auth/login', { email: ADMIN.email, password: ADMIN.password })
    const course = await api<{ id: number }>('/api/admin/courses/', { title: COURSE_TITLE, subject: 'Physique', level: 'Intermédiaire' }, access_token)
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
  })
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()))
  })

  async function phone(): Promise<{ page: Page; problems: string[] }> {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: server.url, locale: 'fr-FR' })
    contexts.push(context)
    const page = await context.newPage()
    await page.clock.install()
    return { page, problems: watchPageProblems(page) }
  }

  async function watch(page: Page) {
    await page.goto('/student/login')
    await page.getByLabel('Email').fill(STUDENT.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(STUDENT.password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForURL('**/student/dashboard')
    await page.goto(coursePath)
    await page.getByRole('heading', { name: 'Lois de Newton', level: 2 }).waitFor()
    const watermark = page.getByTestId('watermark')
    await watermark.waitFor()
    return watermark
  }

  const place = (page: Page) => page.getByTestId('watermark').evaluate((element) => `${(element as HTMLElement).style.top}/${(element as HTMLElement).style.left}`)

  it('plays under a moving watermark; a second device takes the stream and the first stops with the message', async () => {
    const first = await phone()
    const watermark = await watch(first.page)
    const text = await watermark.innerText()
    expect(text).toContain(`${STUDENT.name} · 4567`)
    const code = /([A-Z2-9]{7})/.exec(text)?.[1] ?? ''
    expect(code).toHaveLength(7)
    const frame = first.page.locator('iframe[title="Vidéo : Lois de Newton"]')
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
})
