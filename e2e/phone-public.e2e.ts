import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { seriousA11yViolations } from './support/axe.ts'
import { chromiumAvailable, launchBrowser, screenshot, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { seedPublicExam, signedInStudent } from './support/exams.ts'
import { type E2EServer, startE2EServer } from './support/server.ts'
import { api, type StoredItem } from './support/sessions.ts'

// Issue 29, on a touch phone of 375 px: no public page scrolls sideways (also once a testimonial
// is posted), the floating WhatsApp button never sits on a control, and the formulas of a
// corrected concours blanc never run into the lines around them.

const PHONE = VIEWPORTS.phone
const FLOATING = 'Nous écrire sur WhatsApp (nouvel onglet)'

/** How far the page is wider than the phone (the layout viewport of a phone widens with its content). */
const overflow = (page: Page) => page.evaluate((width) => Math.max(document.scrollingElement?.scrollWidth ?? 0, window.innerWidth) - width, PHONE.width)

interface Covered {
  y: number
  control: string
}

/**
 * Scrolls the whole page in steps shorter than the button (56 px), so every control crosses its
 * band at least once; at each step, once the page has settled, lists the visible controls whose
 * box meets the visible button's box. The list of controls is the test's own.
 */
function walkUnderTheButton(page: Page, label: string): Promise<Covered[]> {
  return page.evaluate(async (name) => {
    const settle = async () => {
      for (let frame = 0; frame < 3; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve))
      await new Promise((resolve) => setTimeout(resolve, 20))
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    const controls = 'a[href], button, input:not([type="hidden"]), select, textarea, label, summary, [role="button"], [tabindex]:not([tabindex="-1"])'
    const meets = (a: DOMRect, b: DOMRect) => a.width > 0 && a.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
    const covered: { y: number; control: string }[] = []
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 48) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await settle()
      const button = document.querySelector(`a[aria-label="${name}"]`)
      if (!button || getComputedStyle(button).visibility !== 'visible') continue
      const box = button.getBoundingClientRect()
      for (const control of document.querySelectorAll(controls)) {
        if (button.contains(control) || !control.checkVisibility({ visibilityProperty: true })) continue
        if (meets(control.getBoundingClientRect(), box)) covered.push({ y: window.scrollY, control: `${control.tagName} « ${(control.textContent || control.getAttribute('aria-label') || '').trim().slice(0, 40)} »` })
      }
    }
    return covered
  }, label)
}

describe.skipIf(!chromiumAvailable())('the public site on a touch phone (375 px)', () => {
  let server: E2EServer
  let browser: Browser
  let context: BrowserContext | undefined
  const ids = { offer: 0, formation: 0 }

  beforeAll(async () => {
    server = await startE2EServer({ demo: true })
    browser = await launchBrowser()
    const [offer] = await api<{ id: number }[]>(server.url, '/api/recruitment')
    const formation = (await api<{ id: number; sellable: boolean }[]>(server.url, '/api/announcements/?active_only=true')).find((item) => item.sellable)
    if (!offer || !formation) throw new Error('the demo seed made no offer or no formation sold online')
    Object.assign(ids, { offer: offer.id, formation: formation.id })
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })
  afterEach(async () => {
    await context?.close()
    context = undefined
  })

  async function openPhone(localStorage: StoredItem[] = []): Promise<{ page: Page; problems: string[] }> {
    context = await browser.newContext({
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      baseURL: server.url,
      locale: 'fr-FR',
      storageState: { cookies: [], origins: [{ origin: server.url, localStorage }] },
    })
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }))
    const page = await context.newPage()
    return { page, problems: watchPageProblems(page) }
  }

  const publicPages = () => [
    '/',
    '/courses',
    '/cours-gratuits',
    '/recruitment',
    `/recruitment/offer/${ids.offer}`,
    `/recruitment/apply/${ids.offer}`,
    `/formations/${ids.formation}`,
    '/student/login',
    '/student/register',
    '/login',
    '/seance-evaluation',
    '/hors-ligne',
  ]

  it('no public page is wider than the phone, the button never covers a control, axe stays clean', { timeout: 240_000 }, async () => {
    const { page, problems } = await openPhone()
    const failures: string[] = []
    for (const path of publicPages()) {
      await page.goto(path)
      await page.locator('main h1').first().waitFor()
      await page.waitForLoadState('networkidle')
      const covered = await walkUnderTheButton(page, FLOATING)
      failures.push(...covered.map(({ y, control }) => `${path} @${y}: the WhatsApp button covers ${control}`))
      const wider = await overflow(page)
      if (wider > 0) failures.push(`${path}: ${wider} px wider than the phone`)
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      const a11y = await seriousA11yViolations(page)
      failures.push(...a11y.map((line) => `${path}: ${line}`))
    }
    expect(failures).toEqual([])
    expect(problems).toEqual([])
  })

  it('the button does show on a long page once scrolled, where nothing is under it', async () => {
    const { page } = await openPhone()
    await page.goto('/')
    await page.locator('main h1').first().waitFor()
    // the top of the services cards: text only at the bottom right of the screen
    const visibleSomewhere = await page.evaluate(async (name) => {
      for (let y = 300; y < document.documentElement.scrollHeight; y += 200) {
        window.scrollTo({ top: y, behavior: 'instant' })
        await new Promise((resolve) => setTimeout(resolve, 120))
        const button = document.querySelector(`a[aria-label="${name}"]`)
        if (button && getComputedStyle(button).visibility === 'visible') return true
      }
      return false
    }, FLOATING)
    expect(visibleSomewhere).toBe(true)
  })

  it('the home page stays phone-wide after a testimonial is posted; the form and its message fit', async () => {
    const { page, problems } = await openPhone()
    await page.goto('/#temoignages')
    const form = page.getByRole('form', { name: 'Partagez votre expérience' })
    await form.waitFor()
    await form.scrollIntoViewIfNeeded()
    // the server's page shows the form at once; its button waits for the app to take the page over
    await expect.poll(() => form.getByRole('button', { name: 'Publier mon témoignage' }).isEnabled(), { timeout: 30_000 }).toBe(true)
    const field = (name: string) => form.getByRole('textbox', { name, exact: true })
    // a long word (a link pasted in) is what a phone cannot wrap without help
    await field('Votre témoignage').fill('Très bon suivi en électromagnétisme, merci ! https://exemple.ma/une-adresse-tres-longue-collee-sans-espace-par-un-etudiant')
    await field('Nom').fill('Karim Idrissi')
    await field('École ou filière').fill('École Nationale des Sciences Appliquées de Kénitra')
    await form.getByRole('button', { name: 'Publier mon témoignage' }).click()
    const message = form.getByRole('status').filter({ hasText: 'succès' })
    await message.waitFor()
    await page.getByText('Karim Idrissi').first().waitFor()

    expect(await overflow(page)).toBeLessThanOrEqual(0)
    for (const part of [form, message]) {
      const box = await part.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true)
    }
    await message.scrollIntoViewIfNeeded()
    await screenshot(page, 'telephone-temoignage-publie')
    expect(problems).toEqual([])
  })

  it('the formulas of a corrected concours blanc never run into the lines around them', async () => {
    const explanation =
      'On a $\\frac{1}{2} + \\frac{1}{3} = \\frac{5}{6}$ puis la somme $\\sum_{k=1}^{n} \\frac{1}{k(k+1)} = 1 - \\frac{1}{n+1}$ qui tend vers $1$ quand $n \\to +\\infty$. De même $\\int_0^1 \\frac{dx}{1+x^2} = \\frac{\\pi}{4}$ et $\\sqrt{\\frac{a^2+b^2}{2}} \\geq \\frac{a+b}{2}$ pour tous réels positifs, et $e^{\\frac{x}{2}}$ reste positif.'
    const exam = await seedPublicExam(server.url, { title: 'Concours blanc des formules', time_limit_minutes: 30 }, [
      { type: 'single', statement: 'Que vaut $\\lim_{n\\to\\infty} \\sum_{k=1}^{n} \\frac{1}{k(k+1)}$ ? On rappelle que $\\frac{1}{k(k+1)} = \\frac{1}{k} - \\frac{1}{k+1}$.', options: ['$\\frac{1}{2}$', '$1$'], correct: [1], explanation },
    ])
    const stored = await signedInStudent(server.url, { name: 'Salma Bennani', email: 'salma.bennani@example.ma', password: 'motdepasse-salma-3' })
    const token = stored[0]?.value ?? ''
    const attempt = await api<{ id: number }>(server.url, `/api/student/exams/${exam}/attempts`, { body: {}, token })
    await api(server.url, `/api/student/attempts/${attempt.id}/submit`, { body: {}, token })

    const { page, problems } = await openPhone(stored)
    await page.goto(`/student/attempts/${attempt.id}`)
    await page.getByRole('heading', { name: 'Explication' }).waitFor()
    await page.evaluate(() => document.fonts.ready)

    // every glyph box of a formula against every glyph box of the text: none may meet (0.5 px of antialiasing allowed)
    const clashes = await page.evaluate(() => {
      const clash: string[] = []
      for (const block of document.querySelectorAll('.math-text')) {
        const formulas = [...block.querySelectorAll('.katex-html *')].filter((element) => element.children.length === 0 && element.textContent?.trim())
        const words: DOMRect[] = []
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('.katex') || !node.textContent?.trim()) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          words.push(...range.getClientRects())
        }
        for (const formula of formulas) {
          const a = formula.getBoundingClientRect()
          for (const b of words) {
            const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5
            if (overlap) clash.push(`« ${formula.textContent} » meets the text at y=${Math.round(b.top)}`)
          }
        }
      }
      return clash
    })
    await screenshot(page, 'telephone-correction-formules')
    expect(clashes).toEqual([])
    expect(problems).toEqual([])
  })
})
