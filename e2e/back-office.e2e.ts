import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousA11yViolations } from './support/axe.ts'
import { chromiumAvailable, launchBrowser, screenshot, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { resizedCopyShown } from './support/pictures.ts'
import { gradientPng, onePagePdf } from './support/files.ts'
import { ADMIN, type E2EServer, startE2EServer } from './support/server.ts'
import { rowMenuItem } from './support/row-actions.ts'

// The super-admin back office (issue 6): admins, testimonials, announcements, free courses, and
// what each of them changes on the public site. The e2e admin (support/server.ts) is a super admin.

const REGULAR = { name: 'Karim Tazi', email: 'karim.tazi@example.ma', password: 'motdepasse-karim-42' } as const
const TESTIMONIAL = {
  nom: 'Yasmine El Fassi',
  ecole: 'ENSA Kénitra',
  comment: 'Grâce aux séances du soir, j’ai enfin compris les séries de Fourier. Merci !',
  rating: 5,
} as const
const ANNOUNCEMENT = { title: 'Stage intensif Électromagnétisme', price: '1400 DH', description: 'Dix séances en direct sur Google Meet, exercices corrigés et annales.' } as const
const FREE_PDF = { title: 'Annales corrigées du concours ENSA 2025', school: 'ENSA', level: 'Bac' } as const
const FREE_LINK = { title: 'Cours complet d’algèbre linéaire', school: 'FST', level: '1re année', url: 'https://exemple.ma/algebre-lineaire' } as const

type Viewport = { width: number; height: number }
type Credentials = { email: string; password: string }

describe.skipIf(!chromiumAvailable())('super-admin back office', () => {
  let server: E2EServer
  let browser: Browser
  let filesDir: string
  let imagePath: string
  let pdfPath: string
  const contexts: BrowserContext[] = []

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'tutorat-e2e-back-office-'))
    imagePath = join(filesDir, 'affiche.png')
    pdfPath = join(filesDir, 'annales-ensa.pdf')
    writeFileSync(imagePath, gradientPng(640, 480))
    writeFileSync(pdfPath, onePagePdf('Annales ENSA 2025'))
    server = await startE2EServer()
    browser = await launchBrowser()
  })
  afterAll(async () => {
    for (const context of contexts) await context.close()
    await browser?.close()
    await server?.stop()
    if (filesDir) rmSync(filesDir, { recursive: true, force: true })
  })

  async function openPage(viewport: Viewport = VIEWPORTS.desktop): Promise<{ page: Page; problems: string[] }> {
    const context = await browser.newContext({ viewport, baseURL: server.url, locale: 'fr-FR' })
    contexts.push(context)
    const page = await context.newPage()
    return { page, problems: watchPageProblems(page) }
  }

  async function signedIn(viewport: Viewport = VIEWPORTS.desktop, who: Credentials = ADMIN) {
    const opened = await openPage(viewport)
    await opened.page.goto('/login')
    await opened.page.getByLabel('Email').fill(who.email)
    await opened.page.getByLabel('Mot de passe', { exact: true }).fill(who.password)
    await opened.page.getByRole('button', { name: 'Se connecter' }).click()
    await opened.page.waitForURL('**/admin/dashboard')
    return opened
  }

  const a11y = seriousA11yViolations

  const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor()
  const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Administration' })
  it('a super admin creates a regular admin, who cannot open the super-admin pages', async () => {
    const { page, problems } = await signedIn()
    await sidebar(page).getByRole('link', { name: 'Administrateurs' }).click()
    await page.getByRole('heading', { name: 'Administrateurs', level: 1 }).waitFor()
    await page.getByRole('article', { name: new RegExp(ADMIN.name) }).waitFor()
    expect(await (await rowMenuItem(page, page.getByRole('article', { name: new RegExp(ADMIN.name) }), `Désactiver ${ADMIN.name}`)).getAttribute('aria-disabled')).toBe('true')
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Nouvel administrateur' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nouvel administrateur' })
    await dialog.getByLabel(/^Nom/).fill(REGULAR.name)
    await dialog.getByLabel(/^Email/).fill(REGULAR.email)
    await dialog.getByLabel('Mot de passe', { exact: true }).fill('court')
    await dialog.getByRole('button', { name: 'Créer l’administrateur' }).click()
    await dialog.getByText('Le mot de passe doit contenir au moins 8 caractères').waitFor()
    expect(await a11y(page)).toEqual([])
    await screenshot(page, 'administrateur-formulaire')

    await dialog.getByLabel('Mot de passe', { exact: true }).fill(REGULAR.password)
    await dialog.getByRole('button', { name: 'Créer l’administrateur' }).click()
    await toast(page, 'Administrateur créé avec succès !')
    const card = page.getByRole('article', { name: REGULAR.name })
    await card.waitFor()
    expect(await card.getByText('Actif').isVisible()).toBe(true)
    expect(await a11y(page)).toEqual([])
    await screenshot(page, 'administrateurs')

    // ── The new admin signs in: no super-admin entry, and the page sends them back ──
    const regular = await signedIn(VIEWPORTS.desktop, REGULAR)
    await regular.page.getByRole('heading', { name: 'Tableau de bord', level: 1 }).waitFor()
    const links = await sidebar(regular.page).getByRole('link').allTextContents()
    for (const entry of ['Administrateurs', 'Témoignages', 'Annonces', 'Cours gratuits']) expect(links.join('|')).not.toContain(entry)
    expect(links.map((text) => text.trim())).toContain('Cours')
    for (const path of ['/admin/manage-admins', '/admin/testimonials', '/admin/announcements', '/admin/cours-gratuits']) {
      await regular.page.goto(path)
      await regular.page.waitForURL('**/admin/dashboard')
      await regular.page.getByRole('heading', { name: 'Tableau de bord', level: 1 }).waitFor()
    }
    expect(new URL(regular.page.url()).pathname).toBe('/admin/dashboard')
    expect([...problems, ...regular.problems]).toEqual([])
  })

  it('a submitted testimonial is public only once the super admin activates it, then shows on the home page', async () => {
    const visitor = await openPage()
    const submitted = await visitor.page.request.post('/api/testimonials/submit', { data: TESTIMONIAL })
    expect(submitted.status()).toBeLessThan(300)
    const activeNames = async () => ((await (await visitor.page.request.get('/api/testimonials/active')).json()) as { nom: string }[]).map((row) => row.nom)
    expect(await activeNames()).not.toContain(TESTIMONIAL.nom)

    const { page, problems } = await signedIn()
    await sidebar(page).getByRole('link', { name: 'Témoignages' }).click()
    await page.getByRole('heading', { name: 'Témoignages', level: 1 }).waitFor()
    const stats = page.getByRole('region', { name: 'Statistiques des témoignages' })
    await stats.getByText('Total').waitFor()

    await page.getByRole('searchbox', { name: 'Rechercher par nom, école ou commentaire' }).fill('Fourier')
    await page.waitForURL(/search=Fourier/)
    await page.getByLabel('Filtrer par statut').selectOption('inactive')
    await page.waitForURL(/status=inactive/)
    const card = page.getByRole('article', { name: TESTIMONIAL.nom })
    await card.getByText('Inactif').waitFor()
    expect(await a11y(page)).toEqual([])
    await screenshot(page, 'temoignages')

    await card.getByRole('button', { name: `Activer le témoignage de ${TESTIMONIAL.nom}` }).click()
    await toast(page, 'Statut modifié avec succès !')
    // the inactive filter no longer matches it
    await page.getByRole('heading', { name: 'Aucun témoignage ne correspond à votre recherche' }).waitFor()
    await page.getByLabel('Filtrer par statut').selectOption('active')
    await card.getByText('Actif', { exact: true }).waitFor()
    await card.getByRole('button', { name: `Mettre en avant le témoignage de ${TESTIMONIAL.nom}` }).click()
    await toast(page, 'Témoignage mis en avant sur la page d’accueil.')
    await card.getByText('Mis en avant').waitFor()

    // in-place edit
    await card.getByRole('button', { name: `Modifier le témoignage de ${TESTIMONIAL.nom}` }).click()
    const form = page.getByRole('form', { name: `Modifier le témoignage de ${TESTIMONIAL.nom}` })
    await form.getByLabel(/^École/).fill('ENSA Kénitra — GI')
    expect(await a11y(page)).toEqual([])
    await form.getByRole('button', { name: 'Enregistrer' }).click()
    await toast(page, 'Témoignage modifié avec succès !')
    await card.getByText('ENSA Kénitra — GI').waitFor()

    expect(await activeNames()).toContain(TESTIMONIAL.nom)
    // ── The home page shows it in its testimonials section ──
    await visitor.page.goto('/')
    const section = visitor.page.locator('#temoignages')
    await section.scrollIntoViewIfNeeded()
    await section.getByText(TESTIMONIAL.comment, { exact: false }).first().waitFor()
    await section.getByText(TESTIMONIAL.nom).first().waitFor()
    expect([...problems, ...visitor.problems]).toEqual([])
  })

  it('an announcement created with an image appears on /courses', async () => {
    const { page, problems } = await signedIn()
    await sidebar(page).getByRole('link', { name: 'Annonces' }).click()
    await page.getByRole('heading', { name: 'Annonces', level: 1 }).waitFor()
    await page.getByRole('heading', { name: 'Aucune annonce pour l’instant' }).waitFor()

    await page.getByRole('button', { name: 'Nouvelle annonce' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Nouvelle annonce' })
    await dialog.getByLabel(/^Titre/).fill(ANNOUNCEMENT.title)
    await dialog.getByLabel(/^Prix/).fill(ANNOUNCEMENT.price)
    await dialog.getByLabel(/^Description/).fill(ANNOUNCEMENT.description)
    await dialog.getByLabel(/^Image/).setInputFiles(imagePath)
    await dialog.getByRole('img', { name: 'Aperçu de l’image choisie' }).waitFor()
    expect(await a11y(page)).toEqual([])
    await screenshot(page, 'annonce-formulaire')
    await dialog.getByRole('button', { name: 'Publier l’annonce' }).click()
    await toast(page, 'Annonce créée avec succès !')

    const row = page.getByRole('table', { name: 'Annonces' }).getByRole('row').filter({ hasText: ANNOUNCEMENT.title })
    await row.getByText(ANNOUNCEMENT.price).waitFor()
    await expect.poll(() => resizedCopyShown(row.locator('img'))).toBe(true)
    expect(await a11y(page)).toEqual([])
    await screenshot(page, 'annonces')

    // ── The public page "Nos Cours" ──
    const visitor = await openPage()
    await visitor.page.goto('/courses')
    const card = visitor.page.getByRole('article').filter({ has: visitor.page.getByRole('heading', { name: ANNOUNCEMENT.title }) })
    await card.waitFor()
    expect(await card.getByText(ANNOUNCEMENT.price).isVisible()).toBe(true)
    await expect.poll(() => resizedCopyShown(card.locator('img'))).toBe(true)

    // deactivated, it leaves /courses at once
    await (await rowMenuItem(page, row, `Désactiver « ${ANNOUNCEMENT.title} »`)).click()
    await toast(page, 'Statut modifié avec succès !')
    await visitor.page.reload()
    await visitor.page.getByRole('heading', { name: 'Aucune formation disponible' }).waitFor()
    await (await rowMenuItem(page, row, `Activer « ${ANNOUNCEMENT.title} »`)).click()
    await row.getByText('Active', { exact: true }).waitFor()
    expect([...problems, ...visitor.problems]).toEqual([])
  })

  it('free courses added in the back office are found on /cours-gratuits', async () => {
    const { page, problems } = await signedIn()
    await sidebar(page).getByRole('link', { name: 'Cours gratuits' }).click()
    await page.getByRole('heading', { name: 'Cours gratuits', level: 1 }).waitFor()

    // a PDF for the competitive exams
    await page.getByRole('button', { name: 'Nouvelle ressource' }).first().click()
    let dialog = page.getByRole('dialog', { name: 'Nouvelle ressource gratuite' })
    await dialog.getByLabel(/^Titre/).fill(FREE_PDF.title)
    await dialog.getByLabel(/^Catégorie/).selectOption('concours')
    await dialog.getByLabel(/^École/).fill(FREE_PDF.school)
    await dialog.getByLabel(/^Niveau/).fill(FREE_PDF.level)
    await dialog.getByRole('button', { name: 'Ajouter la ressource' }).click()
    await dialog.getByText('Ajoutez un fichier PDF ou un lien externe.').waitFor()
    await dialog.getByLabel('Fichier PDF').setInputFiles(pdfPath)
    expect(await a11y(page)).toEqual([])
    await screenshot(page, 'cours-gratuits-formulaire')
    await dialog.getByRole('button', { name: 'Ajouter la ressource' }).click()
    await toast(page, 'Ressource ajoutée avec succès !')
    await page.getByRole('rowheader', { name: FREE_PDF.title }).waitFor()

    // a link for a course
    await page.getByRole('button', { name: 'Nouvelle ressource' }).first().click()
    dialog = page.getByRole('dialog', { name: 'Nouvelle ressource gratuite' })
    await dialog.getByLabel(/^Titre/).fill(FREE_LINK.title)
    await dialog.getByLabel(/^Catégorie/).selectOption('cours')
    await dialog.getByLabel(/^École/).fill(FREE_LINK.school)
    await dialog.getByLabel(/^Niveau/).fill(FREE_LINK.level)
    await dialog.getByLabel(/^Lien externe/).fill(FREE_LINK.url)
    await dialog.getByRole('button', { name: 'Ajouter la ressource' }).click()
    await toast(page, 'Ressource ajoutée avec succès !')
    await page.getByRole('rowheader', { name: FREE_LINK.title }).waitFor()
    expect(await a11y(page)).toEqual([])
    await screenshot(page, 'cours-gratuits-admin')

    // ── The public page ──
    const visitor = await openPage()
    await visitor.page.goto('/cours-gratuits')
    await visitor.page.getByRole('heading', { name: 'Cours et concours gratuits', level: 1 }).waitFor()
    expect(await visitor.page.title()).toMatch(/^Cours et concours gratuits — /)
    const concours = visitor.page.getByRole('region', { name: 'Préparation aux concours' })
    const pdfLink = concours.getByRole('link', { name: `Ouvrir le PDF « ${FREE_PDF.title} » (nouvel onglet)` })
    await pdfLink.waitFor()
    expect(await pdfLink.getAttribute('target')).toBe('_blank')
    expect(await pdfLink.getAttribute('rel')).toContain('noopener')
    const pdf = await visitor.page.request.get((await pdfLink.getAttribute('href')) ?? '')
    expect(pdf.headers()['content-type']).toContain('application/pdf')
    const courses = visitor.page.getByRole('region', { name: 'Cours', exact: true })
    expect(await courses.getByRole('link', { name: `Ouvrir le lien « ${FREE_LINK.title} » (nouvel onglet)` }).getAttribute('href')).toBe(FREE_LINK.url)
    expect(await a11y(visitor.page)).toEqual([])
    await screenshot(visitor.page, 'cours-gratuits')

    await visitor.page.getByLabel('Filtrer par école').selectOption(FREE_PDF.school)
    await visitor.page.waitForURL(/school=ENSA/)
    await courses.waitFor({ state: 'detached' })
    await visitor.page.getByRole('searchbox', { name: 'Rechercher une ressource' }).fill('algebre')
    await visitor.page.getByRole('heading', { name: 'Aucune ressource ne correspond à votre recherche' }).waitFor()
    await visitor.page.getByRole('link', { name: 'Effacer les filtres' }).click()
    await courses.waitFor()
    expect([...problems, ...visitor.problems]).toEqual([])
  })

  it('the back-office pages and the public page hold on a 375 px phone', async () => {
    const { page, problems } = await signedIn(VIEWPORTS.phone)
    const pages = [
      ['/admin/manage-admins', 'Administrateurs', 'administrateurs'],
      ['/admin/testimonials', 'Témoignages', 'temoignages'],
      ['/admin/announcements', 'Annonces', 'annonces'],
      ['/admin/cours-gratuits', 'Cours gratuits', 'cours-gratuits-admin'],
    ] as const
    for (const [path, title, shot] of pages) {
      await page.goto(path)
      await page.getByRole('heading', { name: title, level: 1 }).waitFor()
      await page.getByRole('status').filter({ hasText: /\d/ }).first().waitFor()
      expect(await a11y(page)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
      await screenshot(page, shot)
    }

    await page.goto('/admin/manage-admins')
    await page.getByRole('button', { name: 'Mon Profil', exact: true }).click()
    const profile = page.getByRole('dialog', { name: 'Mon Profil' })
    await profile.getByLabel('Nouveau mot de passe').fill('nouveau-mot-de-passe-1')
    await profile.getByLabel('Mot de passe actuel').waitFor()
    expect(await a11y(page)).toEqual([])
    await screenshot(page, 'mon-profil')
    await profile.getByRole('button', { name: 'Annuler' }).click()

    const visitor = await openPage(VIEWPORTS.phone)
    await visitor.page.goto('/cours-gratuits')
    await visitor.page.getByRole('region', { name: 'Préparation aux concours' }).waitFor()
    expect(await a11y(visitor.page)).toEqual([])
    expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await screenshot(visitor.page, 'cours-gratuits')
    expect([...problems, ...visitor.problems]).toEqual([])
  })

  it('Mon Profil changes the name in the sidebar and the stored user', async () => {
    const { page, problems } = await signedIn(VIEWPORTS.desktop, REGULAR)
    // a regular admin has no manage-admins page: the profile is a super-admin page here
    expect(await sidebar(page).getByRole('link', { name: 'Administrateurs' }).count()).toBe(0)

    const superAdmin = await signedIn()
    await superAdmin.page.goto('/admin/manage-admins')
    await superAdmin.page.getByRole('button', { name: 'Mon Profil', exact: true }).click()
    const profile = superAdmin.page.getByRole('dialog', { name: 'Mon Profil' })
    await profile.getByLabel(/^Nom/).fill(`${ADMIN.name} (direction)`)
    await profile.getByRole('button', { name: 'Enregistrer mon profil' }).click()
    await toast(superAdmin.page, 'Profil mis à jour avec succès !')
    await superAdmin.page.locator('aside').getByText(`${ADMIN.name} (direction)`).waitFor()
    const stored = await superAdmin.page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { name: string } | null)
    expect(stored?.name).toBe(`${ADMIN.name} (direction)`)
    expect([...problems, ...superAdmin.problems]).toEqual([])
  })
})
