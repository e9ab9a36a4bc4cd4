import { readFileSync } from 'node:fs'
import { COUPON_MESSAGES, moroccoToday, PAYMENT_MESSAGES, STORAGE_KEYS } from '@tutorat/contracts'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpServer, type TestSmtpServer } from '../apps/server/test/smtp-server.ts'
import { screenshotsAtBothWidths } from './support/axe.ts'
import { chromiumAvailable, launchBrowser, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { gradientPng } from './support/files.ts'
import { verificationPath } from './support/mailbox.ts'
import { ADMIN, type E2EServer, startE2EServer } from './support/server.ts'
import { api, fillSignUp } from './support/sessions.ts'

// DESIGN §11 in a real browser, the whole loop: a visitor on a phone signs up from /courses,
// sends the photo of the transfer, the super admin validates it with one click, and the student
// opens the paid course and downloads the receipt.

const STUDENT = { name: 'Omar Tazi', email: 'omar.tazi@exemple.ma', phone: '06 11 22 33 44', school: 'ENSAM Meknès', password: 'mot-de-passe-omar' }
// the demo seed sells this course through the formation « Soutien S1 »
const FORMATION = 'Soutien S1'
const COURSE = /Analyse 1/
const PROMO = { code: 'BIENVENUE', kind: 'fixed', value: 50 }

describe.skipIf(!chromiumAvailable())('enrolment by bank transfer: from /courses to the paid course', () => {
  let server: E2EServer
  let browser: Browser
  let smtp: TestSmtpServer

  beforeAll(async () => {
    // the sign-up is confirmed by a mailed link (DESIGN §15)
    smtp = await startSmtpServer()
    server = await startE2EServer({ demo: true, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Tutorat Maroc <no-reply@tutorat.test>' } })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await smtp?.close()
  })

  it('signs up from a formation, sends the proof from a phone, is validated, watches the course and gets the receipt', async () => {
    // a promo code made by the owner, for every formation
    const owner = await api<{ access_token: string }>(server.url, '/api/auth/login', { body: { email: ADMIN.email, password: ADMIN.password } })
    await api(server.url, '/api/admin/coupons', { token: owner.access_token, body: PROMO })
    // 1. a visitor on a 375 px phone: « S'inscrire » → sign in → « Créer un compte » → back to the formation's summary
    const phone = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: server.url, locale: 'fr-FR', acceptDownloads: true })
    const page = await phone.newPage()
    const problems = watchPageProblems(page)
    await page.goto('/courses')
    await page.getByRole('link', { name: `S’inscrire : ${FORMATION}` }).click()
    await page.waitForURL('**/student/login**')
    await page.getByRole('link', { name: 'Créer un compte' }).click()
    await fillSignUp(page, STUDENT)
    await page.getByRole('heading', { name: 'Confirmez votre adresse' }).waitFor()
    await page.goto(await verificationPath(smtp, STUDENT.email))

    // 1b. the summary (DESIGN §18): nothing exists before « Confirmer »; a wrong code says why in place, a good one takes 50 DH off
    await page.waitForURL(/\/student\/enrol\/\d+$/)
    const confirm = page.getByRole('button', { name: 'Confirmer' })
    await confirm.waitFor()
    // one thumb: « Confirmer » sits in the phone's first screen, above the tab bar
    const box = await confirm.boundingBox()
    expect(box && box.y + box.height <= VIEWPORTS.phone.height).toBe(true)
    const code = page.getByLabel(/^Code promo/)
    await code.fill('INCONNU')
    await page.getByRole('button', { name: 'Appliquer' }).click()
    await page.getByRole('alert').filter({ hasText: COUPON_MESSAGES.unknown }).waitFor()
    await code.fill(PROMO.code.toLowerCase())
    await page.getByRole('button', { name: 'Appliquer' }).click()
    await page.getByText(`Code ${PROMO.code} appliqué`).waitFor()
    await page.getByText('400 DH').first().waitFor()
    // the sign-up's « Adresse confirmée » toast goes first: the page is looked at on its own
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 20_000 })
    await screenshotsAtBothWidths(page, 'checkout-summary')
    await page.setViewportSize(VIEWPORTS.phone)
    await confirm.click()
    await page.waitForURL(/\/student\/payments\/\d+$/)
    const paymentId = Number(/(\d+)$/.exec(page.url())?.[1])

    // 2. the request: its reference, the amount, then the proof from the phone
    const reference = (await page.getByText(/^TM-[2-9A-Z]{6}$/).first().textContent()) ?? ''
    expect(reference).toMatch(/^TM-[2-9A-Z]{6}$/)
    await page.getByText(/400 DH/).first().waitFor()
    await screenshotsAtBothWidths(page, 'payment-request')
    await page.setViewportSize(VIEWPORTS.phone)
    await page.getByLabel('Nom du titulaire du compte').fill(STUDENT.name)
    await page.getByLabel('Date du virement').fill(moroccoToday())
    await page.getByLabel('Reçu du virement').setInputFiles({ name: 'recu-virement.png', mimeType: 'image/png', buffer: gradientPng(600, 900) })
    await page.getByRole('button', { name: 'Envoyer la preuve' }).click()
    await page.getByText(PAYMENT_MESSAGES.proofSent).first().waitFor()
    await page.getByText('Preuve envoyée', { exact: true }).first().waitFor()

    // nothing is open before the admin's click
    const studentToken = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.studentToken)
    expect(await api<unknown[]>(server.url, '/api/student/my-courses', { token: studentToken ?? '' })).toEqual([])

    // 3. the super admin, on a desktop: the proof beside the request, one click to validate
    const signedIn = await api<{ access_token: string; user: unknown }>(server.url, '/api/auth/login', { body: { email: ADMIN.email, password: ADMIN.password } })
    const desk = await browser.newContext({
      viewport: VIEWPORTS.desktop,
      baseURL: server.url,
      locale: 'fr-FR',
      storageState: {
        cookies: [],
        origins: [
          {
            origin: server.url,
            localStorage: [
              { name: STORAGE_KEYS.adminToken, value: signedIn.access_token },
              { name: STORAGE_KEYS.adminUser, value: JSON.stringify(signedIn.user) },
            ],
          },
        ],
      },
    })
    const admin = await desk.newPage()
    const adminProblems = watchPageProblems(admin)
    await admin.goto('/admin/payments')
    await admin.getByText(reference).first().waitFor()
    await admin.goto(`/admin/payments?id=${paymentId}`)
    const dialog = admin.getByRole('dialog')
    await dialog.getByRole('img').first().waitFor()
    await screenshotsAtBothWidths(admin, 'admin-payment-review')
    await admin.setViewportSize(VIEWPORTS.desktop)
    await dialog.getByRole('button', { name: 'Valider le paiement' }).click()
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Valider le paiement' }).click()
    await admin.getByText(PAYMENT_MESSAGES.validated).first().waitFor()

    // 4. the student: validated, the course opens, the receipt downloads as a real PDF
    await page.goto(`/student/payments/${paymentId}`)
    await page.getByText('Validée', { exact: true }).first().waitFor()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger le reçu' }).click()])
    expect(download.suggestedFilename()).toBe(`recu-${reference}.pdf`)
    const pdf = readFileSync((await download.path()) ?? '')
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    await page.getByRole('link', { name: 'Voir le cours' }).click()
    await page.waitForURL('**/student/course/*')
    await page.getByRole('heading', { level: 1, name: COURSE }).waitFor()

    expect(problems).toEqual([])
    expect(adminProblems).toEqual([])
    await phone.close()
    await desk.close()
    // the whole loop, the checkout and two pages checked at both widths: more than the default minute on a shared machine
  }, 180_000)
})
