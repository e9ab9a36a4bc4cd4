import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screenshotsAtBothWidths, seriousA11yViolations } from './support/axe.ts'
import { chromiumAvailable, launchBrowser, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { type E2EServer, startE2EServer } from './support/server.ts'
import { api } from './support/sessions.ts'

// Issue 31 (DESIGN §18): a visitor on a 375 px phone opens a formation's page and finds what sells
// it — price, start date, seats left, programme, FAQ, the free preview — with « S'inscrire » under
// the thumb all along, nothing wider than the phone, and axe clean.

interface Listed {
  id: number
  title: string
  sellable: boolean
  seats_left: number | null
  instalments: number[]
}

const PHONE = VIEWPORTS.phone
const overflow = (page: Page) => page.evaluate((width) => Math.max(document.scrollingElement?.scrollWidth ?? 0, window.innerWidth) - width, PHONE.width)

describe.skipIf(!chromiumAvailable())('the formation page on a phone (375 px)', () => {
  let server: E2EServer
  let browser: Browser
  let context: BrowserContext | undefined
  let formation: Listed

  beforeAll(async () => {
    server = await startE2EServer({ demo: true })
    browser = await launchBrowser()
    const sold = (await api<Listed[]>(server.url, '/api/announcements/?active_only=true')).find((item) => item.sellable && item.instalments.length > 0)
    if (!sold) throw new Error('the demo seed made no formation sold online with an instalment plan')
    formation = sold
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })
  afterEach(async () => {
    await context?.close()
    context = undefined
  })

  async function openPhone() {
    context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, baseURL: server.url, locale: 'fr-FR' })
    const page = await context.newPage()
    return { page, problems: watchPageProblems(page) }
  }

  it('reads the programme and the FAQ, sees the price and the seats left, « S’inscrire » always in reach', { timeout: 120_000 }, async () => {
    const { page, problems } = await openPhone()
    await page.goto(`/formations/${formation.id}`)
    await page.getByRole('heading', { level: 1, name: formation.title }).waitFor()
    await page.waitForLoadState('networkidle')

    const main = page.locator('main')
    await expect(main.getByText('450 DH').first().isVisible()).resolves.toBe(true)
    await expect(main.getByText(/ou 3 × 150 DH/).isVisible()).resolves.toBe(true)
    await expect(main.getByText(`${formation.seats_left} places restantes`).first().isVisible()).resolves.toBe(true)
    await expect(main.locator('dd time[datetime]').isVisible()).resolves.toBe(true)
    const programme = page.getByRole('region', { name: 'Programme' })
    await expect(programme.getByRole('heading', { name: 'Analyse' }).isVisible()).resolves.toBe(true)
    await expect(programme.locator('li').count()).resolves.toBeGreaterThan(1)
    await expect(page.getByRole('region', { name: 'Les enseignants' }).getByRole('heading', { level: 3 }).count()).resolves.toBe(2)

    // a question opens in place, and the answer reads
    const question = page.getByText('Que se passe-t-il si je rate une séance ?')
    await question.scrollIntoViewIfNeeded()
    await question.click()
    await expect(page.getByText('La vidéo de la séance est disponible dans votre espace étudiant.').isVisible()).resolves.toBe(true)

    // wherever the visitor scrolled, « S’inscrire » is on screen and leads to the enrol step
    for (const y of [0, 600, 10_000]) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
      const enrol = page.getByRole('link', { name: /S’inscrire/ }).filter({ visible: true })
      await expect(enrol.count(), `scrolled to ${y}`).resolves.toBe(1)
      const box = await enrol.boundingBox()
      expect(box && box.y >= 0 && box.y + box.height <= PHONE.height, `scrolled to ${y}`).toBe(true)
      await expect(enrol.getAttribute('href')).resolves.toBe(`/student/enrol/${formation.id}`)
    }

    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(problems).toEqual([])
  })

  it('plays the free preview without an account, and nothing more', { timeout: 120_000 }, async () => {
    const { page, problems } = await openPhone()
    await page.goto(`/formations/${formation.id}`)
    const play = page.getByRole('button', { name: 'Regarder l’aperçu gratuit' })
    await play.scrollIntoViewIfNeeded()
    await play.click()
    const video = page.locator('video[aria-label^="Aperçu"]')
    await video.waitFor()
    await page.waitForFunction(() => ((document.querySelector('video[aria-label^="Aperçu"]') as HTMLVideoElement | null)?.readyState ?? 0) >= 1)
    const source = await video.getAttribute('src')
    expect(source).toMatch(new RegExp(`^/api/announcements/${formation.id}/preview/stream\\?`))
    // the same signature on the students' stream path, or on another formation, opens nothing
    const query = source?.slice(source.indexOf('?')) ?? ''
    const other = await page.request.get(`/api/announcements/${formation.id + 1000}/preview/stream${query}`)
    expect(other.status()).toBe(404)
    expect(problems).toEqual([])
    await screenshotsAtBothWidths(page, 'formation-page')
  })
})
