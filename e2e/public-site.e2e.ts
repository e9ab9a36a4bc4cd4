import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { seriousA11yViolations } from './support/axe.ts'
import { chromiumAvailable, launchBrowser, screenshot, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { privateModulesIn, watchScripts } from './support/bundle.ts'
import { gradientPng } from './support/files.ts'
import { ADMIN, type E2EServer, startE2EServer } from './support/server.ts'

// The home page's sections, in the order of SPEC §2 (no social links are configured here, so
// `reseaux` is left out, as it should be).
const SECTIONS = ['bandeau', 'accueil', 'ecoles', 'formations', 'services', 'temoignages', 'retours', 'video', 'faq', 'contact', 'paiement', 'cours']

const FORMATION = {
  title: 'Stage intensif — Analyse 1',
  description:
    'Cinq jours pour reprendre les suites, les séries et les intégrales généralisées, avec des exercices corrigés chaque soir et un examen blanc le dernier jour.',
  price: '1200 DH',
}
const TESTIMONIAL = { nom: 'Nadia Berrada', ecole: 'EMI', comment: 'Des séances claires, et les enregistrements pour réviser : parfait.', rating: 5 }

type Viewport = { width: number; height: number }

async function api(server: E2EServer, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers)
  if (init.token) headers.set('authorization', `Bearer ${init.token}`)
  const response = await fetch(`${server.url}${path}`, { ...init, headers })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status} ${await response.text()}`)
  return response.json() as Promise<Record<string, unknown>>
}

/** Through the super admin's REST API: two active formations and one published testimonial. */
async function seed(server: E2EServer) {
  const login = await api(server, '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  })
  const token = String(login.access_token)

  const withImage = new FormData()
  for (const [key, value] of Object.entries({ ...FORMATION, is_active: 'true' })) withImage.set(key, value)
  withImage.set('image', new Blob([new Uint8Array(gradientPng(800, 600))], { type: 'image/png' }), 'affiche.png')
  await api(server, '/api/admin/announcements', { method: 'POST', body: withImage, token })

  const plain = new FormData()
  plain.set('title', 'Préparation au concours ENSA')
  plain.set('description', 'Méthodes et sujets corrigés des cinq dernières années.')
  plain.set('is_active', 'true')
  await api(server, '/api/admin/announcements', { method: 'POST', body: plain, token })

  const submitted = await api(server, '/api/testimonials/submit', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TESTIMONIAL),
  })
  await api(server, `/api/admin/testimonials/${String(submitted.testimonial_id)}/toggle-status`, { method: 'PUT', token })
}

/** Scrolls down the whole page, as a visitor would, so every lazily loaded section arrives. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 120))
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await pause()
    }
  })
  await page.locator('#faq-titre').waitFor()
  await page.locator('#paiement img[alt="QR code des coordonnées bancaires"]').waitFor()
  await page.waitForLoadState('networkidle')
}

const horizontalOverflow = (page: Page) => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth)

/** Where the section's top sits in the viewport once the scroll has settled. */
/** The section's top once the page has stopped moving: the same for 5 readings 150 ms apart. */
async function settledTop(page: Page, id: string): Promise<number> {
  const readings: number[] = []
  for (let attempt = 0; attempt < 60; attempt += 1) {
    await page.waitForTimeout(150)
    readings.push(await page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? Number.NaN, id))
    const last = readings.slice(-5)
    if (last.length === 5 && Math.max(...last) - Math.min(...last) < 1) return last[4] ?? Number.NaN
  }
  return readings.at(-1) ?? Number.NaN
}

/**
 * /courses arrives rendered by the server (issue 33): its heading shows before the app takes over,
 * and a link clicked then is a plain link (the browser's own jump to `/#…`, without the app's scroll
 * that follows a growing page). Waits until React has taken over the page's heading.
 */
async function appTookOver(page: Page) {
  await page.waitForFunction(() => Object.keys(document.querySelector('#root h1') ?? {}).some((key) => key.startsWith('__reactFiber')))
}

describe.skipIf(!chromiumAvailable())('public site: home page and Nos Cours', () => {
  let server: E2EServer
  let browser: Browser
  let context: BrowserContext | undefined

  beforeAll(async () => {
    server = await startE2EServer()
    browser = await launchBrowser()
    await seed(server)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })
  afterEach(async () => {
    await context?.close()
    context = undefined
  })

  async function openPage(viewport: Viewport = VIEWPORTS.desktop): Promise<{ page: Page; problems: string[]; scripts: string[] }> {
    context = await browser.newContext({ viewport, baseURL: server.url, locale: 'fr-FR' })
    // WhatsApp is out of reach here: answer its links with an empty page
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }))
    const page = await context.newPage()
    return { page, problems: watchPageProblems(page), scripts: watchScripts(page) }
  }

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`home page: every section in order, nothing wider than the screen, no serious a11y problem (${label})`, async () => {
      const { page, problems, scripts } = await openPage(viewport)
      await page.goto('/')
      await page.getByRole('heading', { level: 1 }).waitFor()
      await scrollThrough(page)
      // a visitor downloads no back-office or student-space code, even after every section loaded
      expect(scripts.length).toBeGreaterThan(2)
      expect(privateModulesIn(scripts)).toEqual([])

      const ids = await page.evaluate(() => [...document.querySelectorAll('main section[id]')].map((section) => section.id))
      expect(ids).toEqual(SECTIONS)
      await page.getByRole('region', { name: 'Formations à la une' }).waitFor()
      expect(await page.getByTestId('carousel-counter').textContent()).toMatch(/^[12] \/ 2$/)
      await page.getByText(TESTIMONIAL.comment).first().waitFor()
      expect(await page.locator('#retours img').count()).toBe(5)
      expect(await page.locator('#cours img').count()).toBe(4)
      await page.getByRole('link', { name: 'Nous écrire sur WhatsApp (nouvel onglet)' }).waitFor()

      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
      expect(await seriousA11yViolations(page)).toEqual([])
      await page.evaluate(() => window.scrollTo(0, 0))
      await screenshot(page, 'site-public-accueil')
      expect(problems).toEqual([])
    })

    it(`Nos Cours: the formations, see more, WhatsApp, no serious a11y problem (${label})`, async () => {
      const { page, problems, scripts } = await openPage(viewport)
      await page.goto('/courses')
      await page.getByRole('heading', { level: 1, name: 'Nos Cours' }).waitFor()
      const card = page.locator('article').filter({ has: page.getByRole('heading', { name: FORMATION.title }) })
      await card.waitFor()
      expect(privateModulesIn(scripts)).toEqual([])
      // the server's page has its preview title; the app writes its own once it has taken over
      await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Nos Cours — Tutorat Maroc')

      expect(await card.getByText(FORMATION.description).count()).toBe(0)
      await card.getByRole('button', { name: 'Voir plus' }).click()
      await card.getByText(FORMATION.description).waitFor()
      await card.getByRole('button', { name: 'Voir moins' }).waitFor()
      expect(await card.getByText(FORMATION.price).isVisible()).toBe(true)

      const whatsapp = card.getByRole('link', { name: /Réserver sur WhatsApp/ })
      expect(await whatsapp.getAttribute('target')).toBe('_blank')
      const href = new URL((await whatsapp.getAttribute('href')) ?? '')
      expect(href.hostname).toBe('wa.me')
      expect(href.searchParams.get('text')).toContain(`« ${FORMATION.title} »`)
      // the picture is the uploaded one, lazy, at most 800 px high
      const picture = card.locator('img')
      expect(await picture.getAttribute('src')).toMatch(/^\/uploads\//)
      expect(await picture.evaluate((image) => getComputedStyle(image).maxHeight)).toBe('800px')

      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
      expect(await seriousA11yViolations(page)).toEqual([])
      await screenshot(page, 'site-public-nos-cours')
      expect(problems).toEqual([])
    })
  }

  it('from Nos Cours, the header’s scroll links land on their section (desktop)', async () => {
    const { page } = await openPage(VIEWPORTS.desktop)
    await page.goto('/courses')
    await page.getByRole('heading', { level: 1, name: 'Nos Cours' }).waitFor()
    await appTookOver(page)
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'FAQ' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    // the heading comes with the sections' chunk, after the frame the link scrolls to
    const heading = page.getByRole('heading', { name: 'Questions fréquentes' })
    await heading.waitFor()
    const top = await settledTop(page, 'faq')
    // under the sticky header (scroll-margin-top: 5rem), not somewhere above or below
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top).toBeLessThanOrEqual(100)
    const headingTop = (await heading.boundingBox())?.y ?? Number.NaN
    expect(headingTop).toBeGreaterThan(0)
    expect(headingTop).toBeLessThan(VIEWPORTS.desktop.height)

    // a section above that grows late (a slow picture or list on mobile data) does not push it away
    await page.evaluate(() => document.getElementById('video')?.append(Object.assign(document.createElement('div'), { style: 'height: 600px' })))
    const afterGrowth = await settledTop(page, 'faq')
    expect(afterGrowth).toBeGreaterThanOrEqual(0)
    expect(afterGrowth).toBeLessThanOrEqual(100)
  })

  it('from Nos Cours, the phone menu’s Contact link lands on the contact form', async () => {
    const { page } = await openPage(VIEWPORTS.phone)
    await page.goto('/courses')
    await page.getByRole('heading', { level: 1, name: 'Nos Cours' }).waitFor()
    await appTookOver(page)
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await page.getByRole('navigation', { name: 'Menu mobile' }).getByRole('link', { name: 'Contact' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    const top = await settledTop(page, 'contact')
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top).toBeLessThanOrEqual(100)
  })

  it('closes the phone menu on a click outside it', async () => {
    const { page } = await openPage(VIEWPORTS.phone)
    await page.goto('/')
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Menu mobile' })
    await menu.waitFor()
    await page.getByRole('heading', { level: 1 }).click()
    await menu.waitFor({ state: 'hidden' })
    expect(await page.getByRole('button', { name: 'Ouvrir le menu' }).getAttribute('aria-expanded')).toBe('false')
  })

  it('sends the contact form to WhatsApp in a new tab, prefilled', async () => {
    const { page } = await openPage(VIEWPORTS.phone)
    await page.goto('/#contact')
    // the server's page shows the form at once: the app takes it over when its code has arrived
    await page.waitForLoadState('networkidle')
    const form = page.getByRole('form', { name: 'Formulaire de contact' })
    await form.scrollIntoViewIfNeeded()
    await form.getByRole('button', { name: 'Envoyer sur WhatsApp' }).click()
    await form.getByText('Veuillez saisir votre prénom').waitFor()

    const field = (name: string) => form.getByRole('textbox', { name, exact: true })
    await field('Prénom').fill('Imane')
    await field('Nom').fill('El Fassi')
    await field('Email').fill('imane@exemple.ma')
    await field('Message').fill('Je cherche des cours d’analyse.')
    const popup = context?.waitForEvent('page')
    await form.getByRole('button', { name: 'Envoyer sur WhatsApp' }).click()
    const whatsapp = await popup
    await whatsapp?.waitForURL(/wa\.me/)
    const url = new URL(whatsapp?.url() ?? '')
    expect(url.hostname).toBe('wa.me')
    expect(url.searchParams.get('text')).toBe('Bonjour, je m’appelle Imane El Fassi.\nEmail : imane@exemple.ma\n\nJe cherche des cours d’analyse.')
  })

  it('publishes nothing at once but thanks for a testimonial, and shows it to its author', async () => {
    const { page } = await openPage(VIEWPORTS.desktop)
    await page.goto('/#temoignages')
    await page.waitForLoadState('networkidle')
    const form = page.getByRole('form', { name: 'Partagez votre expérience' })
    await form.waitFor()
    const field = (name: string) => form.getByRole('textbox', { name, exact: true })
    await field('Votre témoignage').fill('Très bon suivi en électricité.')
    await field('Nom').fill('Karim Idrissi')
    await field('École ou filière').fill('EST Salé')
    await form.getByRole('button', { name: 'Publier mon témoignage' }).click()
    await form.getByRole('status').filter({ hasText: 'succès' }).waitFor()
    await page.getByText('Très bon suivi en électricité.').waitFor()
  })
})
