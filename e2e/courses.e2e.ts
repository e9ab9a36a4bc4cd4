import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousA11yViolations } from './support/axe.ts'
import { chromiumAvailable, launchBrowser, screenshot, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { resizedCopyShown } from './support/pictures.ts'
import { gradientPng } from './support/files.ts'
import { ADMIN, type E2EServer, startE2EServer } from './support/server.ts'

const RESULTS = fileURLToPath(new URL('../test-results/e2e/', import.meta.url))

const COURSE = 'Mécanique du point — 1re année'
const VIDEOS = [
  { title: 'Vitesse et accélération', module: 'Chapitre 1 — Cinématique', free: true, drive: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQr/view?usp=sharing' },
  { title: 'Mouvements circulaires', module: 'Chapitre 1 — Cinématique', free: false, drive: 'https://drive.google.com/open?id=1BcDeFgHiJkLmNoPqRs' },
  { title: 'Lois de Newton', module: 'Chapitre 2 — Dynamique', free: false, drive: 'https://drive.google.com/uc?id=1CdEfGhIjKlMnOpQrSt&export=download' },
] as const

describe.skipIf(!chromiumAvailable())('admin courses and videos', () => {
  let server: E2EServer
  let browser: Browser
  let imageDir: string
  let imagePath: string
  const contexts: BrowserContext[] = []

  beforeAll(async () => {
    imageDir = mkdtempSync(join(tmpdir(), 'tutorat-e2e-image-'))
    imagePath = join(imageDir, 'mecanique.png')
    writeFileSync(imagePath, gradientPng(480, 270))
    server = await startE2EServer()
    browser = await launchBrowser()
  })
  afterAll(async () => {
    for (const context of contexts) await context.close()
    await browser?.close()
    await server?.stop()
    if (imageDir) rmSync(imageDir, { recursive: true, force: true })
  })

  async function signedInPage(viewport: { width: number; height: number }): Promise<{ page: Page; problems: string[] }> {
    const context = await browser.newContext({
      viewport,
      baseURL: server.url,
      locale: 'fr-FR',
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    contexts.push(context)
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    await page.goto('/login')
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForURL('**/admin/dashboard')
    return { page, problems }
  }

  const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor()

  async function addVideo(page: Page, video: (typeof VIDEOS)[number], expectedOrder: number) {
    await page.getByRole('button', { name: 'Ajouter une vidéo' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Ajouter une vidéo' })
    await dialog.waitFor()
    expect(await dialog.getByLabel('Ordre').inputValue()).toBe(String(expectedOrder))
    await dialog.getByLabel(/^Titre/).fill(video.title)
    await dialog.getByLabel(/^URL Google Drive/).fill(video.drive)
    await dialog.getByLabel(/^Module/).fill(video.module)
    if (video.free) await dialog.getByLabel('Vidéo gratuite').check()
    await dialog.getByRole('button', { name: 'Ajouter la vidéo' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('heading', { name: video.title, level: 4 }).waitFor()
  }

  const moduleTitles = (page: Page, module: string) =>
    page.getByRole('region', { name: module }).getByRole('heading', { level: 4 }).allTextContents()

  it('creates a course with an image, manages its videos, shares its link, and deletes it', async () => {
    const { page, problems } = await signedInPage(VIEWPORTS.desktop)

    // ── Empty list, then the form ──
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Cours', exact: true }).click()
    await page.getByRole('heading', { name: 'Aucun cours pour l’instant' }).waitFor()
    await page.getByRole('link', { name: 'Nouveau cours' }).click()
    await page.getByRole('heading', { name: 'Nouveau cours', level: 1 }).waitFor()

    await page.getByRole('button', { name: 'Créer le cours' }).click()
    await page.getByText('Le titre est requis').waitFor()
    expect(await seriousA11yViolations(page)).toEqual([])

    await page.getByLabel(/^Titre/).fill(COURSE)
    await page.getByLabel(/^Matière/).selectOption('Physique')
    await page.getByLabel(/^Niveau/).selectOption('Débutant')
    await page.getByLabel(/^Description/).fill('Cinématique et dynamique du point matériel, avec exercices corrigés de type examen.')
    await page.getByLabel(/^Image du cours/).setInputFiles(imagePath)
    await page.getByRole('img', { name: 'Aperçu de l’image choisie' }).waitFor()
    await screenshot(page, 'cours-formulaire')
    await page.getByRole('button', { name: 'Créer le cours' }).click()

    await page.waitForURL(/\/admin\/courses\/\d+\/videos$/)
    await toast(page, 'Cours créé avec succès !')
    await page.getByRole('heading', { name: COURSE, level: 1 }).waitFor()
    const videosUrl = new URL(page.url()).pathname

    // ── Three videos in two modules, one edit, one move ──
    await page.getByRole('heading', { name: 'Aucune vidéo dans ce cours' }).waitFor()
    for (const [index, video] of VIDEOS.entries()) await addVideo(page, video, index + 1)
    expect(await moduleTitles(page, VIDEOS[0].module)).toEqual([VIDEOS[0].title, VIDEOS[1].title])
    expect(await moduleTitles(page, VIDEOS[2].module)).toEqual([VIDEOS[2].title])
    const counts = page.getByLabel('Chiffres des vidéos')
    expect((await counts.locator('dd').allTextContents()).map((text) => text.trim())).toEqual(['3', '2', '1'])

    await page.getByRole('button', { name: `Modifier « ${VIDEOS[2].title} »` }).click()
    const edit = page.getByRole('dialog', { name: 'Modifier la vidéo' })
    await edit.getByLabel(/^Titre/).fill('Les trois lois de Newton')
    await edit.getByRole('button', { name: 'Enregistrer' }).click()
    await toast(page, 'Vidéo modifiée !')
    await page.getByRole('heading', { name: 'Les trois lois de Newton', level: 4 }).waitFor()

    await page.getByRole('button', { name: `Descendre « ${VIDEOS[0].title} »` }).click()
    await expect.poll(() => moduleTitles(page, VIDEOS[0].module)).toEqual([VIDEOS[1].title, VIDEOS[0].title])
    await page.getByRole('button', { name: `Monter « ${VIDEOS[0].title} »` }).waitFor()
    await page.waitForLoadState('networkidle')
    await page.reload()
    await page.getByRole('heading', { name: 'Les trois lois de Newton', level: 4 }).waitFor()
    expect(await moduleTitles(page, VIDEOS[0].module)).toEqual([VIDEOS[1].title, VIDEOS[0].title])
    expect(await seriousA11yViolations(page)).toEqual([])
    await screenshot(page, 'cours-videos')

    // ── The list: the uploaded image is shown ──
    await page.getByRole('link', { name: 'Retour aux cours' }).first().click()
    const card = page.getByRole('article', { name: COURSE })
    await card.waitFor()
    const image = card.locator('img')
    // the 480 px upload is shown through one of the WebP copies the server made of it
    await expect.poll(() => resizedCopyShown(image)).toBe(true)
    expect(await card.getByText('3 vidéos').isVisible()).toBe(true)
    expect(await seriousA11yViolations(page)).toEqual([])
    await screenshot(page, 'cours-liste')

    // ── Phone: the same pages at 375 px ──
    const phone = await signedInPage(VIEWPORTS.phone)
    await phone.page.getByRole('heading', { name: 'Tableau de bord' }).waitFor()
    await phone.page.getByText('Vidéo « Mouvements circulaires » ajoutée', { exact: false }).waitFor()
    await screenshot(phone.page, 'tableau-de-bord-activite')
    await phone.page.goto('/admin/courses')
    await phone.page.getByRole('article', { name: COURSE }).waitFor()
    expect(await seriousA11yViolations(phone.page)).toEqual([])
    await screenshot(phone.page, 'cours-liste')
    await phone.page.goto(videosUrl)
    await phone.page.getByRole('heading', { name: 'Les trois lois de Newton', level: 4 }).waitFor()
    expect(await seriousA11yViolations(phone.page)).toEqual([])
    await screenshot(phone.page, 'cours-videos')
    await phone.page.getByRole('button', { name: 'Ajouter une vidéo' }).click()
    await phone.page.getByRole('dialog', { name: 'Ajouter une vidéo' }).waitFor()
    expect(await seriousA11yViolations(phone.page)).toEqual([])
    // a dialog is fixed to the screen: photograph the screen, not the whole page
    await phone.page.screenshot({ path: `${RESULTS}video-ajout-375.png` })
    await phone.page.goto('/admin/courses/new')
    await phone.page.getByRole('heading', { name: 'Nouveau cours', level: 1 }).waitFor()
    await screenshot(phone.page, 'cours-formulaire')
    expect(phone.problems).toEqual([])

    // ── The access link: copied, or shown when the clipboard is refused ──
    await card.getByRole('button', { name: `Lien d’accès de « ${COURSE} »` }).click()
    const copied = page.locator('[data-sonner-toast]').filter({ hasText: 'Lien d\'accès copié !' })
    const fallback = page.getByRole('dialog', { name: 'Lien d’accès au cours' })
    await copied.or(fallback).first().waitFor()
    const link = (await fallback.isVisible())
      ? await fallback.getByRole('textbox', { name: 'Lien d’accès' }).inputValue()
      : await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toMatch(/\/student\/join\/[\w.-]+$/)
    if (await fallback.isVisible()) await fallback.getByRole('button', { name: 'Fermer' }).first().click()

    // ── Deletion, after a confirmation that tells the consequences ──
    await card.getByRole('button', { name: `Supprimer « ${COURSE} »` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer ce cours ?' })
    expect(await confirm.textContent()).toContain('Ses 3 vidéos seront supprimées définitivement.')
    expect(await confirm.textContent()).toContain('Aucun étudiant n’a accès à ce cours.')
    await confirm.getByRole('button', { name: 'Supprimer le cours' }).click()
    await toast(page, 'Cours supprimé avec succès')
    await page.getByRole('heading', { name: 'Aucun cours pour l’instant' }).waitFor()
    expect(problems).toEqual([])
  })
})
