import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { seriousA11yViolations } from './support/axe.ts'
import { chromiumAvailable, launchBrowser, screenshot, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { ADMIN, type E2EServer, startE2EServer } from './support/server.ts'

describe.skipIf(!chromiumAvailable())('admin sign-in, guard and public pages', () => {
  let server: E2EServer
  let browser: Browser
  let context: BrowserContext | undefined

  beforeAll(async () => {
    server = await startE2EServer()
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })
  afterEach(async () => {
    await context?.close()
    context = undefined
  })

  async function openPage(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<{ page: Page; problems: string[] }> {
    context = await browser.newContext({ viewport, baseURL: server.url, locale: 'fr-FR' })
    const page = await context.newPage()
    return { page, problems: watchPageProblems(page) }
  }

  async function signIn(page: Page) {
    await page.goto('/login')
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForURL('**/admin/dashboard')
  }

  it('signs in, survives a reload, and signs out', async () => {
    const { page, problems } = await openPage()
    await signIn(page)
    await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor()
    expect(await page.getByText(ADMIN.name).first().isVisible()).toBe(true)

    await page.reload()
    await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard')

    await page.getByRole('button', { name: 'Déconnexion' }).click()
    await page.waitForURL('**/login')
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null])
    expect(problems).toEqual([])
  })

  it('refuses a wrong password with the French message', async () => {
    const { page } = await openPage()
    await page.goto('/login')
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-mot-de-passe')
    await page.getByRole('button', { name: 'Se connecter' }).click()
    expect(await page.getByRole('alert').textContent()).toContain('Email ou mot de passe incorrect')
  })

  it('sends /admin/dashboard to /login without a token', async () => {
    const { page } = await openPage()
    await page.goto('/admin/dashboard')
    await page.waitForURL('**/login?**')
    await page.getByRole('heading', { name: 'Connexion administrateur' }).waitFor()
  })

  it('lands on / from an unknown route', async () => {
    const { page } = await openPage()
    await page.goto('/cette-page-n-existe-pas')
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('heading', { level: 1 }).waitFor()
  })

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`has no serious accessibility problem on / and /login (${label})`, async () => {
      const { page, problems } = await openPage(viewport)
      await page.goto('/')
      await page.getByRole('heading', { level: 1 }).waitFor()
      expect(await seriousA11yViolations(page)).toEqual([])
      await screenshot(page, 'accueil')

      await page.goto('/login')
      await page.getByRole('heading', { name: 'Connexion administrateur' }).waitFor()
      expect(await seriousA11yViolations(page)).toEqual([])
      await screenshot(page, 'connexion')

      await signIn(page)
      await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor()
      expect(await seriousA11yViolations(page)).toEqual([])
      await screenshot(page, 'tableau-de-bord')
      expect(problems).toEqual([])
    })
  }

  it('opens and closes the phone menu', async () => {
    const { page } = await openPage(VIEWPORTS.phone)
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Ouvrir le menu' })
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Menu mobile' })
    await menu.waitFor()
    await menu.getByRole('link', { name: 'Contact' }).click()
    await menu.waitFor({ state: 'hidden' })
    expect(await page.getByRole('button', { name: 'Ouvrir le menu' }).getAttribute('aria-expanded')).toBe('false')
  })
})
