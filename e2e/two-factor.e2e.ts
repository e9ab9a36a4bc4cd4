import { generate } from 'otplib'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screenshotsAtBothWidths } from './support/axe.ts'
import { chromiumAvailable, launchBrowser, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { ADMIN, type E2EServer, startE2EServer } from './support/server.ts'

/** The authenticator app's code, `offset` steps of 30 s from now (the server takes ±1). */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 })

describe.skipIf(!chromiumAvailable())('two-factor sign-in for admins', () => {
  let server: E2EServer
  let browser: Browser
  let context: BrowserContext

  beforeAll(async () => {
    server = await startE2EServer()
    browser = await launchBrowser()
    context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: server.url, locale: 'fr-FR' })
  })
  afterAll(async () => {
    await context?.close()
    await browser?.close()
    await server?.stop()
  })

  it('enrols from « Mon profil », signs out, signs in with the password and a code', async () => {
    const page = await context.newPage()
    const problems = watchPageProblems(page)

    await page.goto('/login')
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForURL('**/admin/dashboard')

    await page.getByRole('button', { name: 'Mon profil' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Gérer' }).click()
    await page.waitForURL('**/admin/two-factor')
    await page.getByRole('button', { name: 'Activer la double authentification' }).click()
    const key = page.getByTestId('two-factor-manual-key')
    await key.waitFor()
    expect(await page.getByRole('img', { name: /QR code/ }).isVisible()).toBe(true)
    await screenshotsAtBothWidths(page, 'two-factor-enrolment')

    const secret = ((await key.textContent()) ?? '').replace(/\s/g, '')
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await page.getByLabel(/Code à 6 chiffres/).fill(await codeAt(secret))
    await page.getByRole('button', { name: 'Confirmer et activer' }).click()
    const codes = page.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem')
    await codes.first().waitFor()
    expect(await codes.count()).toBe(10)
    await screenshotsAtBothWidths(page, 'two-factor-recovery-codes')
    await page.getByRole('button', { name: 'J’ai enregistré mes codes' }).click()
    await page.getByText('Activée', { exact: true }).waitFor()

    await page.getByRole('button', { name: 'Déconnexion' }).click()
    await page.waitForURL('**/login')
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    const codeField = page.getByLabel('Code de vérification')
    await codeField.waitFor()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await screenshotsAtBothWidths(page, 'two-factor-second-step')

    // the enrolment used this step's code: the next step's is the one the app shows soon after
    await codeField.fill(await codeAt(secret, 1))
    await page.getByRole('button', { name: 'Vérifier' }).click()
    await page.waitForURL('**/admin/dashboard')
    await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor()
    expect(problems).toEqual([])
  })
})
