import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumAvailable, launchBrowser, screenshot, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { type E2EServer, startE2EServer } from './support/server.ts'

// Issue 33 / DESIGN §14: each public page's HTML shows its content before any script (read here
// with JavaScript off), and the app takes it over in place: no hydration warning, no node
// replaced, no second request for the data the page carried, no layout shift.

const HOSTILE = '</script><script>window.__pwned = 1</script><!-- <img src=x onerror="window.__pwned = 2">'
const HYDRATION = /hydrat|did not match|server rendered|#418|#419|#423|#425/i

interface PageUnderTest {
  path: string
  /** a text the server's HTML must show */
  text: string
}

let server: E2EServer
let browser: Browser
let pages: PageUnderTest[]

beforeAll(async () => {
  if (!chromiumAvailable()) return
  server = await startE2EServer({ demo: true })
  // a visitor's testimonial, published: every string of the page is treated as hostile
  await server.db.insertInto('testimonials').values({ nom: 'Visiteur', ecole: 'ENSA', comment: `Super ${HOSTILE}`, rating: 5, is_active: true, is_featured: true }).execute()
  const formation = await server.db.selectFrom('announcements').select(['id', 'title']).where('is_active', '=', true).orderBy('id').executeTakeFirstOrThrow()
  const offer = await server.db.selectFrom('job_offers').select(['id', 'title']).where('is_active', '=', true).orderBy('id').executeTakeFirstOrThrow()
  const free = await server.db.selectFrom('free_courses').select('title').where('is_active', '=', true).orderBy('id').executeTakeFirstOrThrow()
  pages = [
    { path: '/', text: formation.title },
    { path: '/courses', text: formation.title },
    { path: `/formations/${formation.id}`, text: formation.title },
    { path: '/cours-gratuits', text: free.title },
    { path: '/recruitment', text: offer.title },
    { path: `/recruitment/offer/${offer.id}`, text: offer.title },
  ]
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

/** Remembers the first `<h1>` the parser creates, before any script can touch it. */
const rememberFirstHeading = () => {
  const found = new MutationObserver(() => {
    const heading = document.querySelector('#root h1')
    if (!heading) return
    Object.assign(window, { __firstHeading: heading })
    found.disconnect()
  })
  found.observe(document, { childList: true, subtree: true })
}

const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 300)
      }),
  )

describe.runIf(chromiumAvailable())('server-rendered public pages', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`reads without JavaScript (${name})`, async () => {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false })
      try {
        const page = await context.newPage()
        for (const { path, text } of pages) {
          const response = await page.goto(server.url + path)
          expect(response?.status(), path).toBe(200)
          await expect.poll(() => page.locator('#root').innerText(), { timeout: 5000 }).toContain(text)
          expect(await page.locator('h1').count(), path).toBe(1)
          await screenshot(page, `ssr-nojs${path.replace(/\//g, '_') || '_home'}`)
        }
      } finally {
        await context.close()
      }
    })
  }

  it('is taken over in place: no hydration warning, same nodes, no second request, no shift', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' })
    await context.addInitScript(rememberFirstHeading)
    try {
      for (const { path, text } of pages) {
        const page = await context.newPage()
        const problems = watchPageProblems(page)
        const messages: string[] = []
        const dataRequests: string[] = []
        page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`))
        page.on('dialog', (dialog) => {
          messages.push(`dialog: ${dialog.message()}`)
          void dialog.dismiss()
        })
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith('/trpc/')) dataRequests.push(request.url())
        })
        await page.goto(server.url + path, { waitUntil: 'networkidle' })
        await page.waitForTimeout(500)
        expect(messages.filter((message) => HYDRATION.test(message)), path).toEqual([])
        expect(problems, path).toEqual([])
        expect(await page.locator('#root').innerText(), path).toContain(text)
        // the heading the server sent is the one on screen: React kept it
        expect(await page.evaluate(() => {
          const first = (window as unknown as { __firstHeading?: Element }).__firstHeading
          return first !== undefined && first.isConnected && document.querySelector('#root h1') === first
        }), path).toBe(true)
        // the page carried its data: nothing asked again on load (the floating button's number waits for a scroll)
        expect(dataRequests, path).toEqual([])
        expect(await layoutShift(page), path).toBeLessThanOrEqual(0.05)
        expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), path).toBeUndefined()
        // and it is the app now: the menu opens
        await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
        await expect.poll(() => page.locator('#menu-mobile').isVisible(), { timeout: 5000 }).toBe(true)
        await page.close()
      }
    } finally {
      await context.close()
    }
  })

  it('keeps what a visitor typed before the app arrived, and sends nothing until it has', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' })
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }))
    // the app's entry is held back: the visitor reads and types on the server's page meanwhile
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await context.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    try {
      const page = await context.newPage()
      const problems = watchPageProblems(page)
      await page.goto(`${server.url}/#contact`, { waitUntil: 'commit' })
      const form = page.getByRole('form', { name: 'Formulaire de contact' })
      const send = form.getByRole('button', { name: 'Envoyer sur WhatsApp' })
      const field = (name: string) => form.getByRole('textbox', { name, exact: true })
      await form.waitFor()
      // a tap now would submit the server's form natively (the fields in the address): not possible
      expect(await send.isDisabled()).toBe(true)
      await field('Prénom').pressSequentially('Imane')
      await field('Nom').pressSequentially('El Fassi')
      await field('Email').pressSequentially('imane@exemple.ma')
      await field('Message').pressSequentially('Cours d’analyse')
      release()
      await expect.poll(() => send.isEnabled(), { timeout: 15_000 }).toBe(true)
      const typed: [string, string][] = [['Prénom', 'Imane'], ['Nom', 'El Fassi'], ['Email', 'imane@exemple.ma'], ['Message', 'Cours d’analyse']]
      for (const [name, text] of typed) {
        expect(await field(name).inputValue(), name).toBe(text)
      }
      // and the app has them: the message it opens carries what was typed before it arrived
      const popup = context.waitForEvent('page')
      await send.click()
      const whatsapp = await popup
      await whatsapp.waitForURL(/wa\.me/)
      expect(new URL(whatsapp.url()).searchParams.get('text')).toBe('Bonjour, je m’appelle Imane El Fassi.\nEmail : imane@exemple.ma\n\nCours d’analyse')
      expect(problems).toEqual([])
    } finally {
      release()
      await context.close()
    }
  })

  it('shows a hostile testimonial as text, on the server’s page and once hydrated', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, serviceWorkers: 'block' })
    try {
      const page = await context.newPage()
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' })
      await expect.poll(() => page.locator('#temoignages').innerText(), { timeout: 10_000 }).toContain('</script><script>window.__pwned = 1</script>')
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
      await screenshot(page, 'ssr-hostile')
    } finally {
      await context.close()
    }
  })
})
