import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { seriousA11yViolations } from './support/axe.ts'
import { chromiumAvailable, launchBrowser, screenshot, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { ADMIN, type E2EServer, startE2EServer } from './support/server.ts'

// The paid product end to end: an admin invites, the student sets a password, watches a free
// video, marks it seen; a trial student sees the paid video locked, its Drive link nowhere.

const FREE_FILE = '1FreeVideoFileId_abcdefghij'
const PAID_FILE = '1PaidVideoFileId_klmnopqrst'
const COURSE_TITLE = 'Analyse 1 — suites numériques'
const PASSWORD = 'mot-de-passe-etudiant-1'

describe.skipIf(!chromiumAvailable())('student space', () => {
  let server: E2EServer
  let browser: Browser
  const contexts: BrowserContext[] = []
  let courseId = 0
  let paidVideoId = 0

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
    // The course itself is not what this suite tests: made through the admin API to save time.
    const { access_token } = await api<{ access_token: string }>('/api/auth/login', { email: ADMIN.email, password: ADMIN.password })
    const course = await api<{ id: number }>('/api/admin/courses/', { title: COURSE_TITLE, subject: 'Mathématiques', level: 'Intermédiaire' }, access_token)
    courseId = course.id
    await api(`/api/admin/courses/${courseId}/videos`, { title: 'Introduction aux suites', drive_url: `https://drive.google.com/file/d/${FREE_FILE}/view`, is_free: true, module_name: 'Suites', order_in_course: 1 }, access_token)
    const paid = await api<{ id: number }>(
      `/api/admin/courses/${courseId}/videos`,
      { title: 'Suites arithmétiques', drive_url: `https://drive.google.com/open?id=${PAID_FILE}`, is_free: false, module_name: 'Suites', order_in_course: 2 },
      access_token,
    )
    paidVideoId = paid.id
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()))
  })

  async function openPage(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<{ page: Page; problems: string[] }> {
    const context = await browser.newContext({ viewport, baseURL: server.url, locale: 'fr-FR' })
    contexts.push(context)
    const page = await context.newPage()
    return { page, problems: watchPageProblems(page) }
  }

  async function adminSignIn(page: Page) {
    await page.goto('/login')
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForURL('**/admin/dashboard')
  }

  /** Invites through /admin/students/invite and returns the set-password path. */
  async function invite(page: Page, name: string, email: string, accessType: 'standard' | 'trial') {
    await page.goto('/admin/students/invite')
    await page.getByRole('heading', { name: 'Inviter un étudiant' }).waitFor()
    await page.getByLabel('Nom complet').fill(name)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Cours', { exact: false }).first().selectOption({ label: COURSE_TITLE })
    await page.getByLabel('Type d’accès').selectOption(accessType)
    await page.getByRole('button', { name: 'Inviter l’étudiant' }).click()
    await page.getByText('Étudiant invité avec succès!').waitFor()
    const link = await page.getByLabel('Lien pour choisir le mot de passe').inputValue()
    expect(link).toMatch(/\/student\/set-password\/[\w-]{20,}$/)
    // the list follows after 2 s, with the link still there to share
    await page.waitForURL('**/admin/students')
    await page.getByText(`Invitation de ${name} : envoyez-lui ce lien.`).waitFor()
    return new URL(link).pathname
  }

  async function setPassword(page: Page, path: string) {
    await page.goto(path)
    await page.getByRole('heading', { name: 'Choisissez votre mot de passe' }).waitFor()
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirmez le mot de passe', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Enregistrer et accéder à mes cours' }).click()
    await page.waitForURL('**/student/dashboard')
    await page.getByRole('heading', { name: 'Mes cours', level: 1 }).waitFor()
  }

  it('an invited student sets a password, plays the free video, marks it seen and sees the progress', async () => {
    const admin = await openPage()
    await adminSignIn(admin.page)
    const path = await invite(admin.page, 'Salma Amrani', 'salma.e2e@exemple.ma', 'standard')
    expect(await seriousA11yViolations(admin.page)).toEqual([])
    await screenshot(admin.page, 'etudiants-apres-invitation')

    const { page, problems } = await openPage(VIEWPORTS.phone)
    await setPassword(page, path)
    const card = page.getByRole('article', { name: COURSE_TITLE })
    await card.getByText('0/2 vidéos vues').waitFor()
    await card.getByRole('link', { name: `Commencer « ${COURSE_TITLE} »` }).click()

    await page.getByRole('heading', { name: COURSE_TITLE, level: 1 }).waitFor()
    await page.getByRole('heading', { name: 'Introduction aux suites', level: 2 }).waitFor()
    // the frame's address comes from the play call (DESIGN §16), inside our watermarked container
    const frame = page.locator('iframe[title="Vidéo : Introduction aux suites"]')
    expect(await frame.getAttribute('src')).toBe(`https://drive.google.com/file/d/${FREE_FILE}/preview`)
    await screenshot(page, 'cours-etudiant')

    const toggle = page.getByRole('button', { name: 'Marquer comme vu' })
    await toggle.click()
    await page.waitForFunction(() => document.querySelector('button[aria-pressed="true"]') !== null)
    await page.getByText('1/2 vidéos vues').first().waitFor()

    // saved on the server: a fresh load of the dashboard shows it
    await page.goto('/student/dashboard')
    await page.getByRole('article', { name: COURSE_TITLE }).getByText('1/2 vidéos vues').waitFor()
    expect(await page.evaluate(() => localStorage.getItem('student_token'))).toBeTruthy()
    expect(problems).toEqual([])
  })

  it('a trial student sees the paid video locked, without its Drive link', async () => {
    const admin = await openPage()
    await adminSignIn(admin.page)
    const path = await invite(admin.page, 'Karim Essaidi', 'karim.e2e@exemple.ma', 'trial')

    const { page, problems } = await openPage()
    await setPassword(page, path)
    await page.goto(`/student/course/${courseId}?video=${paidVideoId}`)
    await page.getByRole('heading', { name: 'Suites arithmétiques', level: 2 }).waitFor()
    await page.getByText('Contenu réservé').first().waitFor()
    expect(await page.locator('iframe').count()).toBe(0)
    expect(await page.content()).not.toContain(PAID_FILE)
    const outline = page.getByRole('navigation', { name: 'Contenu du cours' })
    expect(await outline.getByRole('link', { name: /Suites arithmétiques/ }).count()).toBe(0)
    expect(await outline.getByRole('link', { name: /Introduction aux suites/ }).count()).toBe(1)
    await screenshot(page, 'cours-essai-verrouille')
    expect(problems).toEqual([])
  })

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`has no serious accessibility problem on the student and admin pages (${label})`, async () => {
      const { page, problems } = await openPage(viewport)
      await page.goto('/student/login')
      await page.getByRole('heading', { name: 'Espace étudiant' }).waitFor()
      expect(await seriousA11yViolations(page)).toEqual([])
      await screenshot(page, 'connexion-etudiant')

      await page.getByLabel('Email').fill('salma.e2e@exemple.ma')
      await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: 'Se connecter' }).click()
      await page.waitForURL('**/student/dashboard')
      await page.getByRole('article', { name: COURSE_TITLE }).waitFor()
      expect(await seriousA11yViolations(page)).toEqual([])
      await screenshot(page, 'tableau-de-bord-etudiant')

      await adminSignIn(page)
      await page.goto('/admin/students')
      await page.getByText('salma.e2e@exemple.ma').filter({ visible: true }).first().waitFor()
      expect(await seriousA11yViolations(page)).toEqual([])
      await screenshot(page, 'admin-etudiants')

      await page.goto('/admin/accesses')
      await page.getByText('Karim Essaidi').filter({ visible: true }).first().waitFor()
      expect(await seriousA11yViolations(page)).toEqual([])
      await screenshot(page, 'admin-acces')

      await page.goto('/admin/accesses/new')
      await page.getByRole('heading', { name: 'Accorder un accès' }).waitFor()
      await page.getByLabel('Cours', { exact: false }).first().selectOption({ label: COURSE_TITLE })
      await page.getByLabel('Type d’accès').selectOption('partial')
      await page.getByRole('group', { name: 'Modules ouverts' }).getByText('Suites').waitFor()
      expect(await seriousA11yViolations(page)).toEqual([])
      await screenshot(page, 'admin-nouvel-acces')
      expect(problems).toEqual([])
    })
  }

  it('signs out the oldest device when a third one signs in, and says so', async () => {
    const sessions = [await openPage(), await openPage(), await openPage()]
    for (const { page } of sessions) {
      await page.goto('/student/login')
      await page.getByLabel('Email').fill('karim.e2e@exemple.ma')
      await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: 'Se connecter' }).click()
      await page.waitForURL('**/student/dashboard')
    }
    // the newest sign-in was told that another device went
    await sessions[2]?.page.getByText(/appareil a été déconnecté/).first().waitFor()
    const first = sessions[0]?.page
    if (!first) throw new Error('no first page')
    await first.reload()
    await first.waitForURL('**/student/login?**')
    await first.getByText('Vous avez été déconnecté').waitFor()
  })
})
