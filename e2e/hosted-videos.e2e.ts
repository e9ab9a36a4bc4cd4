import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screenshotsAtBothWidths, seriousA11yViolations } from './support/axe.ts'
import { chromiumAvailable, launchBrowser, screenshot, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { ADMIN, type E2EServer, startE2EServer } from './support/server.ts'
import { api } from './support/sessions.ts'

// DESIGN §17 in a real browser: the admin uploads the team's demo file (tus, in 5 MiB parts),
// sees it listed « Hébergée »; a student at 375 px plays it under the watermark, seeks, pauses
// (the position is saved), reloads, and is offered « Reprendre à 0:12 », which resumes there.

const DEMO_FILE = fileURLToPath(new URL('../apps/server/src/seed/demo-video/bienvenue.mp4', import.meta.url))
const COURSE_TITLE = 'Optique — vidéos hébergées'
const VIDEO_TITLE = 'Bienvenue — démonstration hébergée'
const STUDENT = { name: 'Imane Berrada', email: 'imane.hosted@exemple.ma', password: 'mot-de-passe-video-1', phone: '0662345678' }

describe.skipIf(!chromiumAvailable())('videos hosted by the platform', () => {
  let server: E2EServer
  let browser: Browser
  const contexts: BrowserContext[] = []
  let courseId = 0

  beforeAll(async () => {
    server = await startE2EServer()
    browser = await launchBrowser()
    const { access_token: token } = await api<{ access_token: string }>(server.url, '/api/auth/login', { body: { email: ADMIN.email, password: ADMIN.password } })
    const course = await api<{ id: number }>(server.url, '/api/admin/courses/', { body: { title: COURSE_TITLE, subject: 'Physique', level: 'Intermédiaire' }, token })
    courseId = course.id
    const student = await api<{ id: number }>(server.url, '/api/admin/students', { body: STUDENT, token })
    await api(server.url, '/api/admin/accesses', { body: { student_id: student.id, course_id: course.id }, token })
  })
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()))
    await browser?.close()
    await server?.stop()
  })

  async function open(viewport: { width: number; height: number }, touch = false): Promise<{ page: Page; problems: string[] }> {
    const context = await browser.newContext({ viewport, baseURL: server.url, locale: 'fr-FR', hasTouch: touch, isMobile: touch })
    contexts.push(context)
    const page = await context.newPage()
    return { page, problems: watchPageProblems(page) }
  }

  const currentTime = (page: Page) => page.locator('video').evaluate((video) => (video as HTMLVideoElement).currentTime)

  it('an admin uploads the demo file; a student plays it at 375 px, seeks, reloads and resumes there', async () => {
    const admin = await open(VIEWPORTS.desktop)
    await admin.page.goto('/login')
    await admin.page.getByLabel('Email').fill(ADMIN.email)
    await admin.page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password)
    await admin.page.getByRole('button', { name: 'Se connecter' }).click()
    await admin.page.waitForURL('**/admin/dashboard')
    await admin.page.goto(`/admin/courses/${courseId}/videos`)
    await admin.page.getByRole('button', { name: 'Téléverser une vidéo' }).click()
    const card = admin.page.getByRole('region', { name: 'Téléverser une vidéo' })
    // a file that is not a video is refused here, in French, before any byte leaves
    await card.getByLabel(/^Choisir (la|une autre) vidéo$/).setInputFiles({ name: 'notes.mp4', mimeType: 'video/mp4', buffer: Buffer.from('%PDF-1.7 pas une vidéo') })
    await card.getByText('Ce fichier n’est pas une vidéo MP4 ou WebM').waitFor()
    await card.getByLabel(/^Choisir (la|une autre) vidéo$/).setInputFiles(DEMO_FILE)
    await card.getByText('bienvenue.mp4').waitFor()
    await card.getByText('0:24').waitFor() // the duration, read by the browser
    expect(await card.getByLabel('Titre').inputValue()).toBe('Bienvenue')
    await card.getByLabel('Titre').fill(VIDEO_TITLE)
    await screenshotsAtBothWidths(admin.page, 'televerser-une-video')
    await admin.page.setViewportSize(VIEWPORTS.desktop)
    await card.getByRole('button', { name: 'Téléverser' }).click()
    await admin.page.getByText('Vidéo téléversée avec succès !').waitFor()
    const item = admin.page.getByRole('listitem').filter({ hasText: VIDEO_TITLE })
    await item.getByText('Hébergée', { exact: true }).waitFor()
    await item.getByText(/Ko · 0:24/).waitFor()
    expect(await seriousA11yViolations(admin.page)).toEqual([])
    await screenshot(admin.page, 'video-hebergee-listee')
    expect(admin.problems).toEqual([])

    const student = await open(VIEWPORTS.phone, true)
    const { page } = student
    await page.goto('/student/login')
    await page.getByLabel('Email').fill(STUDENT.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(STUDENT.password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForURL('**/student/dashboard')
    await page.goto(`/student/course/${courseId}`)
    await page.getByRole('heading', { name: VIDEO_TITLE, level: 2 }).waitFor()
    const player = page.getByTestId('player')
    await player.locator('video').waitFor({ state: 'attached' })
    expect(await player.getByTestId('watermark').innerText()).toContain(`${STUDENT.name} · 5678`)
    await player.getByRole('button', { name: /^lire$/i }).click()
    await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(1)
    await screenshot(page, 'lecture-video-hebergee')
    expect(await seriousA11yViolations(page)).toEqual([])

    // seek, then pause: the pause saves the position at once (the heartbeat carries it)
    await page.locator('video').evaluate((video) => {
      ;(video as HTMLVideoElement).currentTime = 12
    })
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(12)
    const saved = page.waitForResponse((response) => response.url().includes('plays.heartbeat') && response.ok())
    await player.getByRole('button', { name: /^pause$/i }).click()
    await saved

    await page.reload()
    const resume = page.getByRole('button', { name: /^Reprendre à 0:1[2-3]$/ })
    await resume.waitFor()
    await page.getByRole('button', { name: 'Depuis le début' }).waitFor()
    expect(await seriousA11yViolations(page)).toEqual([])
    await screenshot(page, 'reprendre-a')
    await resume.click()
    await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(12.5)
    expect(student.problems).toEqual([])
  })
})
