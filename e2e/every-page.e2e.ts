import { STORAGE_KEYS } from '@tutorat/contracts'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumAvailable, launchBrowser, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { seedPublicExam } from './support/exams.ts'
import { ADMIN, type E2EServer, startE2EServer } from './support/server.ts'
import { api, demoSessions, type StoredItem } from './support/sessions.ts'

// Every page of the app, opened cold by the person it is for, then the back office walked through
// its sidebar: each shows its title and nothing breaks. The build copies small shared modules into
// the chunks that use them (vite.config.ts): this proves each route's set of files still runs, cold
// or after other pages.

const STUDENT = { name: 'Ilyas Berrada', email: 'ilyas.berrada@example.ma', password: 'motdepasse-ilyas-7' } as const

const HOME_TITLE = 'Progressez en maths, physique et informatique avec des professeurs qui connaissent vos écoles'

const EXAM_TITLE = 'Concours blanc de révision'

/** A published free concours blanc, and a paper of it the student has started. */
async function seedAttempt(base: string, student: StoredItem[]): Promise<{ exam: number; attempt: number }> {
  const exam = await seedPublicExam(base, { title: EXAM_TITLE, time_limit_minutes: 30 }, [
    { type: 'single', statement: 'Combien vaut $\\frac{1}{2} + \\frac{1}{2}$ ?', options: ['$1$', '$2$'], correct: [0] },
    { type: 'numeric', statement: 'Une valeur approchée de $\\pi$ ?', value: 3.14, tolerance: 0.01 },
  ])
  const token = student.find((item) => item.name === STORAGE_KEYS.studentToken)?.value
  const attempt = await api<{ id: number }>(base, `/api/student/exams/${exam}/attempts`, { body: {}, ...(token ? { token } : {}) })
  return { exam, attempt: attempt.id }
}

/**
 * The visible tables wider than their box (their columns scroll or clip beside the menu): a back-office
 * list must fit its width or fold to cards. Pages still loading have no table yet: never a false alarm.
 */
const clippedTables = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('table')]
      .filter((table) => table.offsetParent !== null && table.scrollWidth > (table.parentElement?.clientWidth ?? Infinity) + 1)
      .map((table) => table.getAttribute('aria-label') ?? table.caption?.textContent ?? 'table'),
  )

describe.skipIf(!chromiumAvailable())('every page', () => {
  let server: E2EServer
  let browser: Browser
  const contexts: BrowserContext[] = []
  const ids = { course: 0, student: 0, access: 0, offer: 0, exam: 0, attempt: 0 }
  let courseTitle = ''
  let offerTitle = ''
  const stored: { admin: StoredItem[]; student: StoredItem[] } = { admin: [], student: [] }

  beforeAll(async () => {
    server = await startE2EServer({ demo: true })
    browser = await launchBrowser({ serviceWorkers: 'allow' })
    const [offer] = await api<{ id: number; title: string }[]>(server.url, '/api/recruitment')
    if (!offer) throw new Error('the demo seed made no offer')
    const sessions = await demoSessions(server.url, ADMIN, STUDENT)
    Object.assign(ids, { course: sessions.course.id, student: sessions.studentId, access: sessions.accessId, offer: offer.id })
    courseTitle = sessions.course.title
    offerTitle = offer.title
    Object.assign(stored, sessions.stored)
    const seeded = await seedAttempt(server.url, stored.student)
    ids.exam = seeded.exam
    ids.attempt = seeded.attempt
  })
  afterAll(async () => {
    for (const context of contexts) await context.close()
    await browser?.close()
    await server?.stop()
  })

  async function openAs(localStorage: StoredItem[]): Promise<{ page: Page; problems: string[] }> {
    const context = await browser.newContext({
      viewport: VIEWPORTS.phone,
      baseURL: server.url,
      locale: 'fr-FR',
      storageState: { cookies: [], origins: [{ origin: server.url, localStorage }] },
    })
    contexts.push(context)
    const page = await context.newPage()
    return { page, problems: watchPageProblems(page) }
  }

  const title = (page: Page) => page.getByRole('heading', { level: 1 }).first()

  /** Each page opened cold by `localStorage`'s owner: its heading (h1 unless told) shows, nothing breaks. */
  async function openEach(localStorage: StoredItem[], pages: [path: string, heading: string, level?: 1 | 2][]) {
    const { page, problems } = await openAs(localStorage)
    for (const [path, heading, level = 1] of pages) {
      await page.goto(path)
      await page.getByRole('heading', { level, name: heading }).waitFor()
    }
    expect(problems).toEqual([])
    return page
  }

  it('opens each public page for a visitor', async () => {
    const page = await openEach(
      [],
      [
        ['/', HOME_TITLE],
        ['/courses', 'Nos Cours'],
        ['/cours-gratuits', 'Cours et concours gratuits'],
        ['/recruitment', 'Offres d’emploi et de stage'],
        [`/recruitment/offer/${ids.offer}`, offerTitle, 2],
        [`/recruitment/apply/${ids.offer}`, offerTitle],
        ['/login', 'Connexion administrateur'],
        ['/student/login', 'Espace étudiant'],
        ['/student/set-password/lien-inconnu', 'Choisissez votre mot de passe'],
        ['/unsubscribe/lien-inconnu', 'Se désabonner'],
        ['/seance-evaluation', 'Réserver ma séance d’évaluation gratuite'],
        ['/hors-ligne', 'Hors ligne'],
        ['/cette-page-n-existe-pas', HOME_TITLE],
      ],
    )
    // any other path leads home (SPEC)
    expect(new URL(page.url()).pathname).toBe('/')
  })

  it('opens each back-office page for the super admin', async () => {
    await openEach(stored.admin, [
      ['/admin/dashboard', 'Tableau de bord'],
      ['/admin/courses', 'Cours'],
      ['/admin/courses/new', 'Nouveau cours'],
      [`/admin/courses/${ids.course}/edit`, 'Modifier le cours'],
      [`/admin/courses/${ids.course}/videos`, courseTitle],
      ['/admin/students', 'Étudiants'],
      ['/admin/students/new', 'Nouvel étudiant'],
      [`/admin/students/${ids.student}/edit`, 'Modifier l’étudiant'],
      ['/admin/students/import', 'Importer des étudiants'],
      ['/admin/students/invite', 'Inviter un étudiant'],
      ['/admin/accesses', 'Accès'],
      ['/admin/accesses/new', 'Accorder un accès'],
      [`/admin/accesses/${ids.access}/edit`, 'Modifier l’accès'],
      ['/admin/manage-admins', 'Administrateurs'],
      ['/admin/testimonials', 'Témoignages'],
      ['/admin/announcements', 'Annonces'],
      ['/admin/cours-gratuits', 'Cours gratuits'],
      ['/admin/recruitment', 'Recrutement'],
      ['/admin/applications', 'Candidatures'],
      ['/admin/notifications', 'Notifications'],
      ['/admin/payments', 'Paiements'],
      ['/admin/payments/refunds', 'Cartes à rembourser'],
      ['/admin/coupons', 'Codes promo'],
      ['/admin/sessions', 'Séances live'],
      ['/admin/session-requests', 'Demandes de séance'],
      ['/admin/exams', 'Concours'],
      [`/admin/exams/${ids.exam}`, EXAM_TITLE],
      [`/admin/exams/${ids.exam}/results`, `Résultats : ${EXAM_TITLE}`],
      ['/admin/exams/series', 'Séries de concours'],
      ['/admin/questions', 'Banque de questions'],
      ['/admin/questions/import', 'Importer des questions'],
      ['/admin/traces', 'Retrouver une fuite'],
    ])
  })

  it('opens the student space for a student', async () => {
    const page = await openEach(stored.student, [
      ['/student/dashboard', 'Mes cours'],
      [`/student/course/${ids.course}`, courseTitle],
      ['/student/notifications', 'Mes notifications'],
      ['/student/payments', 'Mes paiements'],
      ['/student/sessions', 'Mes séances'],
      ['/student/exams', 'Mes concours'],
      ['/student/profile', 'Mon profil'],
      [`/student/attempts/${ids.attempt}`, EXAM_TITLE],
      ['/student/join/lien-inconnu', 'Accès au cours'],
    ])
    await page.getByRole('alert').waitFor()
  })

  it('walks the back office through its sidebar without a reload', async () => {
    const { page, problems } = await openAs(stored.admin)
    await page.setViewportSize(VIEWPORTS.desktop)
    await page.goto('/admin/dashboard')
    await title(page).waitFor()
    const sidebar = page.getByRole('navigation', { name: 'Administration' })
    const links = await sidebar.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
    expect(links.length).toBeGreaterThanOrEqual(8)
    // a mark on this document: a full reload on the way would lose it
    await page.evaluate(() => document.documentElement.setAttribute('data-walk', 'same-document'))
    for (const href of [...links, '/admin/dashboard']) {
      await sidebar.locator(`a[href="${href}"]`).click()
      await page.waitForURL(`**${href}`)
      await title(page).waitFor()
      expect(await clippedTables(page), href).toEqual([])
    }
    // one document: every page came from the client router, running modules met on the pages before
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-walk'))).toBe('same-document')
    expect(problems).toEqual([])
  })
})
