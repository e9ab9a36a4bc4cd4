import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screenshotsAtBothWidths } from './support/axe.ts'
import { chromiumAvailable, launchBrowser, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { ADMIN, type E2EServer, startE2EServer } from './support/server.ts'

// Issue 29: a student on a phone, one thumb. Every student page has the labelled tab bar back to
// « Mes cours »; « Profil » saves the school and signs another device out.

const STUDENT = { name: 'Yasmine Berrada', email: 'yasmine.profil@exemple.ma', password: 'mot-de-passe-profil-1' }
const STUDENT_PAGES = ['/student/dashboard', '/student/sessions', '/student/exams', '/student/payments', '/student/notifications', '/student/profile']

describe.skipIf(!chromiumAvailable())('student profile and tab bar (375 px, touch)', () => {
  let server: E2EServer
  let browser: Browser
  let context: BrowserContext

  async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
    const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
    return { status: response.status, body: (await response.json()) as T }
  }

  beforeAll(async () => {
    server = await startE2EServer()
    browser = await launchBrowser()
    const admin = await post<{ access_token: string }>('/api/auth/login', { email: ADMIN.email, password: ADMIN.password })
    const created = await post<{ id: number }>('/api/admin/students/', STUDENT, { authorization: `Bearer ${admin.body.access_token}` })
    await server.db.updateTable('students').set({ email_verified: true }).where('id', '=', created.body.id).execute()
    context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true, baseURL: server.url, locale: 'fr-FR' })
  })
  afterAll(async () => {
    await context?.close()
    await browser?.close()
    await server?.stop()
  })

  /** The student's other device: a sign-in from a laptop, its token to check it was signed out. */
  async function laptopToken() {
    const login = await post<{ access_token: string }>('/api/student/login', { email: STUDENT.email, password: STUDENT.password }, { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0 Safari/537.36' })
    return login.body.access_token
  }

  async function signIn(page: Page) {
    await page.goto('/student/login')
    await page.getByLabel('Email').fill(STUDENT.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(STUDENT.password)
    await page.getByRole('button', { name: 'Se connecter' }).tap()
    await page.waitForURL('**/student/dashboard')
  }

  const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Onglets de l’espace étudiant' })
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

  it('reaches « Mes cours » from every student page through the tab bar, then saves the school and signs the laptop out', async () => {
    const laptop = await laptopToken()
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    await signIn(page)

    for (const path of STUDENT_PAGES) {
      await page.goto(path)
      const courses = tabBar(page).getByRole('link', { name: 'Cours', exact: true })
      await courses.waitFor()
      expect(await overflow(page), path).toBeLessThanOrEqual(0)
      const box = await courses.boundingBox()
      expect(box && box.height >= 44 && box.width >= 44, `${path}: a 44 px target`).toBe(true)
      await courses.tap()
      await page.waitForURL('**/student/dashboard')
      await page.getByRole('heading', { name: 'Mes cours', level: 1 }).waitFor()
      expect(await courses.getAttribute('aria-current'), path).toBe('page')
    }
    // the header keeps the logo, the bell and « Déconnexion » on one line
    const header = page.getByRole('banner')
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(65)

    await tabBar(page).getByRole('link', { name: 'Profil' }).tap()
    await page.getByRole('heading', { name: 'Mon profil', level: 1 }).waitFor()
    const school = page.getByLabel('Établissement')
    await school.fill('ENSA Marrakech')
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).tap()
    await page.getByText('Informations enregistrées.').waitFor()
    await page.reload()
    await page.getByRole('heading', { name: 'Mon profil', level: 1 }).waitFor()
    expect(await page.getByLabel('Établissement').inputValue()).toBe('ENSA Marrakech')

    const devices = page.getByRole('region', { name: 'Appareils connectés' })
    await devices.getByText('Cet appareil').waitFor()
    await devices.getByRole('button', { name: /^Déconnecter Chrome sur Windows/ }).tap()
    await page.getByText('Appareil déconnecté.').waitFor()
    await devices.getByText('Aucun autre appareil n’est connecté.').waitFor()
    const refused = await fetch(`${server.url}/api/student/verify`, { headers: { authorization: `Bearer ${laptop}` } })
    expect(refused.status).toBe(401)

    await page.goto('/student/dashboard')
    await page.getByRole('heading', { name: 'Mes cours', level: 1 }).waitFor()
    await screenshotsAtBothWidths(page, 'tableau-de-bord-etudiant-onglets')
    await page.goto('/student/profile')
    await page.getByRole('heading', { name: 'Mon profil', level: 1 }).waitFor()
    await screenshotsAtBothWidths(page, 'profil-etudiant')
    expect(problems).toEqual([])
  })
})
