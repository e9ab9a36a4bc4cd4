import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { moroccoDayIn } from '@tutorat/contracts'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousA11yViolations } from './support/axe.ts'
import { chromiumAvailable, launchBrowser, screenshot, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { onePagePdf } from './support/files.ts'
import { ADMIN, type E2EServer, startE2EServer } from './support/server.ts'
import { rowMenuItem } from './support/row-actions.ts'

// Recruitment (issue 7): a super admin publishes an offer, a visitor applies with a real PDF CV,
// the super admin reviews the application, downloads the CV and the CSV export.
// The e2e admin (support/server.ts) is a super admin.

const OFFER = {
  title: 'Développeur web junior — React',
  company: 'Atlas Digital',
  location: 'Rabat',
  contract: 'CDI',
  description: 'Vous rejoignez l’équipe produit pour développer nos applications web.\nTravail en équipe agile, revue de code, tests.',
  requirements: 'Diplôme d’ingénieur (ENSA, ENSIAS, EMI…) ou équivalent, bases solides en React et TypeScript.',
  salary: '7 000 DH / mois',
} as const
const APPLICANT = { name: 'Yasmine El Fassi', email: 'yasmine.elfassi@exemple.ma', phone: '06 61 23 45 67', school: 'ENSIAS' } as const
const CV_NAME = 'CV Yasmine El Fassi.pdf'

type Viewport = { width: number; height: number }

describe.skipIf(!chromiumAvailable())('recruitment', () => {
  let server: E2EServer
  let browser: Browser
  let filesDir: string
  let cvPath: string
  const contexts: BrowserContext[] = []

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'tutorat-e2e-recruitment-'))
    cvPath = join(filesDir, CV_NAME)
    writeFileSync(cvPath, onePagePdf('Yasmine El Fassi - Ingenieure logiciel'))
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

  async function signedIn(viewport: Viewport = VIEWPORTS.desktop) {
    const opened = await openPage(viewport)
    await opened.page.goto('/login')
    await opened.page.getByLabel('Email').fill(ADMIN.email)
    await opened.page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password)
    await opened.page.getByRole('button', { name: 'Se connecter' }).click()
    await opened.page.waitForURL('**/admin/dashboard')
    return opened
  }

  /** A full-page screenshot from the top (a sticky header scrolled along would sit mid-page). */
  async function shot(page: Page, name: string) {
    await page.evaluate(() => window.scrollTo(0, 0))
    await screenshot(page, name)
  }

  const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor()

  it('lets a super admin publish an offer', async () => {
    const { page, problems } = await signedIn()
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Recrutement' }).click()
    await page.getByRole('heading', { name: 'Recrutement', level: 1 }).waitFor()
    await page.getByRole('heading', { name: 'Aucune offre publiée' }).waitFor()

    await page.getByRole('button', { name: 'Nouvelle offre' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Nouvelle offre d’emploi' })
    await dialog.getByRole('button', { name: 'Publier l’offre' }).click()
    await dialog.getByText('Le titre est requis').waitFor()
    expect(await seriousA11yViolations(page)).toEqual([])

    await dialog.getByLabel(/^Intitulé du poste/).fill(OFFER.title)
    await dialog.getByLabel(/^Entreprise/).fill(OFFER.company)
    await dialog.getByLabel(/^Ville/).fill(OFFER.location)
    await dialog.getByLabel(/^Type de contrat/).selectOption(OFFER.contract)
    await dialog.getByLabel(/^Rémunération/).fill(OFFER.salary)
    await dialog.getByLabel(/^Description du poste/).fill(OFFER.description)
    await dialog.getByLabel(/^Profil recherché/).fill(OFFER.requirements)
    await dialog.getByLabel(/^Date limite/).fill(moroccoDayIn(30))
    await shot(page, 'recrutement-admin-formulaire')
    await dialog.getByRole('button', { name: 'Publier l’offre' }).click()
    await toast(page, 'Offre publiée avec succès !')
    await dialog.waitFor({ state: 'hidden' })

    // the offers fold to cards below 1536 px (too many fields for a table beside the menu)
    const card = page.getByRole('list', { name: 'Offres d’emploi' }).getByRole('listitem').filter({ hasText: OFFER.title })
    await card.getByText('Ouverte').waitFor()
    await card.getByRole('link', { name: `0 candidature pour « ${OFFER.title} »` }).waitFor()
    await page.getByRole('region', { name: 'Statistiques du recrutement' }).getByText('Offres actives').waitFor()
    await shot(page, 'recrutement-admin')
    expect(problems).toEqual([])
  })

  it('lets a visitor on a phone find the offer and apply with a PDF CV', async () => {
    const { page, problems } = await openPage(VIEWPORTS.phone)
    await page.goto('/')
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await page.getByRole('link', { name: 'Recrutement' }).first().click()
    await page.waitForURL('**/recruitment')
    await page.getByRole('heading', { name: 'Offres d’emploi et de stage', level: 1 }).waitFor()
    await page.getByRole('link', { name: OFFER.title }).waitFor()
    expect(await page.title()).toMatch(/^Offres d’emploi et de stage — /)
    expect(await seriousA11yViolations(page)).toEqual([])
    await shot(page, 'recrutement-offres')

    // the filters narrow the list and live in the URL
    await page.getByLabel('Type de contrat').selectOption('Stage')
    await page.getByRole('heading', { name: 'Aucune offre ne correspond à votre recherche' }).waitFor()
    expect(new URL(page.url()).searchParams.get('contract')).toBe('Stage')
    await page.getByRole('button', { name: 'Effacer les filtres' }).click()
    await page.getByLabel('Rechercher une offre (poste, entreprise, mot-clé)').fill('react')
    await page.waitForURL(/search=react/)
    await page.getByText('1 offre trouvée').waitFor()

    await page.getByRole('link', { name: OFFER.title }).click()
    await page.waitForURL(/\/recruitment\/offer\/\d+/)
    const detail = page.getByRole('article', { name: OFFER.title })
    await detail.getByText(OFFER.salary).waitFor()
    await detail.getByRole('heading', { name: 'Profil recherché' }).waitFor()
    await shot(page, 'recrutement-offre')
    await detail.getByRole('link', { name: 'Postuler' }).click()

    await page.waitForURL(/\/recruitment\/apply\/\d+$/)
    const form = page.getByRole('form', { name: 'Formulaire de candidature' })
    await form.waitFor()
    await form.getByRole('button', { name: 'Envoyer ma candidature' }).click()
    await form.getByText('Le nom complet est requis').waitFor()
    await form.getByText('Veuillez joindre votre CV.').waitFor()
    expect(await seriousA11yViolations(page)).toEqual([])

    await form.getByLabel(/^Nom complet/).fill(APPLICANT.name)
    await form.getByLabel(/^Email/).fill(APPLICANT.email)
    await form.getByLabel(/^Téléphone/).fill(APPLICANT.phone)
    await form.getByLabel(/^École/).fill(APPLICANT.school)
    await form.getByLabel(/^Message/).fill('Disponible dès juillet, motivée par le développement web.')
    await form.getByLabel(/^CV/).setInputFiles(cvPath)
    await form.getByText(CV_NAME).waitFor()
    await shot(page, 'recrutement-candidature')
    await form.getByRole('button', { name: 'Envoyer ma candidature' }).click()

    await page.waitForURL('**/recruitment/application-success')
    await page.getByRole('heading', { name: 'Merci pour votre candidature !', level: 1 }).waitFor()
    await shot(page, 'recrutement-merci')

    // the same email cannot apply twice to the same offer: the server's 409 is shown on the form
    await page.goBack()
    await page.waitForURL(/\/recruitment\/apply\/\d+$/)
    await form.getByLabel(/^Nom complet/).fill(APPLICANT.name)
    await form.getByLabel(/^Email/).fill(APPLICANT.email)
    await form.getByLabel(/^CV/).setInputFiles(cvPath)
    await form.getByRole('button', { name: 'Envoyer ma candidature' }).click()
    await form.getByRole('alert').filter({ hasText: 'Vous avez déjà postulé à cette offre avec cette adresse email.' }).waitFor()
    expect(problems).toEqual([])
  })

  it('shows the offers list and the form on a desktop too', async () => {
    const { page, problems } = await openPage(VIEWPORTS.desktop)
    await page.goto('/recruitment')
    await page.getByRole('link', { name: OFFER.title }).click()
    await page.getByRole('article', { name: OFFER.title }).waitFor()
    await shot(page, 'recrutement-offre')
    await page.goto('/recruitment')
    await page.getByRole('link', { name: OFFER.title }).waitFor()
    await shot(page, 'recrutement-offres')
    await page.getByRole('link', { name: OFFER.title }).click()
    await page.getByRole('link', { name: 'Postuler' }).click()
    await page.getByRole('form', { name: 'Formulaire de candidature' }).waitFor()
    await shot(page, 'recrutement-candidature')
    expect(problems).toEqual([])
  })

  it('lets the super admin review the application, download the CV and export the CSV', async () => {
    const { page, problems } = await signedIn()
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Candidatures' }).click()
    await page.getByRole('heading', { name: 'Candidatures', level: 1 }).waitFor()
    const table = page.getByRole('table', { name: 'Candidatures' })
    const row = table.getByRole('row').filter({ hasText: APPLICANT.name })
    await row.waitFor()
    await row.getByText(OFFER.title).waitFor()
    await row.getByText(APPLICANT.school).waitFor()
    expect(await seriousA11yViolations(page)).toEqual([])
    await shot(page, 'candidatures-admin')

    // filter by the offer, as the offers page links to it
    await page.getByLabel('Filtrer par offre').selectOption({ label: `${OFFER.title} — ${OFFER.company} (1)` })
    await page.waitForURL(/offer=\d+/)
    await row.waitFor()

    // status
    const status = row.getByLabel(`Statut de la candidature de ${APPLICANT.name}`)
    expect(await status.inputValue()).toBe('en_attente')
    await status.selectOption('acceptee')
    await toast(page, 'Statut de la candidature modifié')
    await page.reload()
    expect(await table.getByRole('row').filter({ hasText: APPLICANT.name }).getByLabel(`Statut de la candidature de ${APPLICANT.name}`).inputValue()).toBe(
      'acceptee',
    )

    // the CV shown in a dialog (a PDF), then downloaded under its original name, with the same bytes
    await row.getByRole('button', { name: `Voir le CV de ${APPLICANT.name}` }).click()
    const preview = page.getByRole('dialog', { name: `CV de ${APPLICANT.name}` })
    await preview.locator('iframe').waitFor()
    await preview.getByRole('button', { name: 'Fermer' }).click()
    const download = await rowMenuItem(page, row, `Télécharger le CV de ${APPLICANT.name}`)
    const [cv] = await Promise.all([page.waitForEvent('download'), download.click()])
    expect(cv.suggestedFilename()).toBe(CV_NAME)
    expect(readFileSync(await cv.path())).toEqual(readFileSync(cvPath))

    // the CSV of this offer: BOM, `;`, French headers, the applicant with the new status
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporter la sélection (CSV)' }).click()])
    expect(csv.suggestedFilename()).toMatch(/^candidatures-offre-\d+-\d{4}-\d{2}-\d{2}\.csv$/)
    const text = readFileSync(await csv.path(), 'utf8')
    expect(text.charCodeAt(0)).toBe(0xfeff)
    const [header, line] = text.slice(1).split('\r\n')
    expect(header?.split(';')).toContain('Nom complet')
    expect(line).toContain(APPLICANT.name)
    expect(line).toContain('Acceptée')
    expect(line).toContain(CV_NAME)
    expect(problems).toEqual([])
  })

  it('fits the admin pages on a phone', async () => {
    const { page, problems } = await signedIn(VIEWPORTS.phone)
    await page.goto('/admin/applications')
    await page.getByRole('list', { name: 'Candidatures' }).getByText(APPLICANT.name, { exact: true }).waitFor()
    expect(await seriousA11yViolations(page)).toEqual([])
    await shot(page, 'candidatures-admin')
    await page.goto('/admin/recruitment')
    await page.getByRole('article', { name: OFFER.title }).getByRole('link', { name: `1 candidature pour « ${OFFER.title} »` }).waitFor()
    await shot(page, 'recrutement-admin')

    // deleting the offer says how many applications go with it
    await (await rowMenuItem(page, page.getByRole('article', { name: OFFER.title }), `Supprimer « ${OFFER.title} »`)).click()
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer cette offre ?' })
    await confirm.getByText('1 candidature et son CV seront supprimés avec elle.').waitFor()
    await confirm.getByRole('button', { name: 'Annuler' }).click()
    expect(problems).toEqual([])
  })
})
