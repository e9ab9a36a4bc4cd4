import { STORAGE_KEYS } from '@tutorat/contracts'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpServer, type TestSmtpServer } from '../apps/server/test/smtp-server.ts'
import { screenshotsAtBothWidths } from './support/axe.ts'
import { chromiumAvailable, launchBrowser, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { verificationPath } from './support/mailbox.ts'
import { type E2EServer, startE2EServer } from './support/server.ts'
import { api, fillSignUp } from './support/sessions.ts'

// DESIGN §15 in a real browser, on a phone: sign up, « Confirmez votre adresse » (and only that
// while signed in), then the link mailed through a real SMTP server opens the dashboard.

const STUDENT = { name: 'Ilyas Benjelloun', email: 'ilyas.benjelloun@exemple.ma', phone: '06 22 33 44 55', school: 'ENCG Settat', password: 'mot-de-passe-ilyas' }

describe.skipIf(!chromiumAvailable())('verified sign-up', () => {
  let smtp: TestSmtpServer
  let server: E2EServer
  let browser: Browser

  beforeAll(async () => {
    smtp = await startSmtpServer()
    server = await startE2EServer({ demo: true, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Tutorat Maroc <no-reply@tutorat.test>' } })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await smtp?.close()
  })

  it('signs up at 375 px, is asked to confirm the address, and the mailed link opens the dashboard', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: server.url, locale: 'fr-FR' })
    const page = await context.newPage()
    const problems = watchPageProblems(page)

    await page.goto('/student/register')
    await fillSignUp(page, STUDENT)
    await page.getByRole('heading', { name: 'Confirmez votre adresse' }).waitFor()
    await page.getByText(STUDENT.email).waitFor()
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.studentToken)).toBeNull()
    await screenshotsAtBothWidths(page, 'confirm-address')
    await page.setViewportSize(VIEWPORTS.phone)

    // signed in by password before confirming: the space is only the confirm screen
    await page.goto('/student/login')
    await page.getByLabel('Email').fill(STUDENT.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(STUDENT.password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForURL('**/student/dashboard')
    await page.getByRole('heading', { name: 'Confirmez votre adresse' }).waitFor()
    expect(await page.getByRole('heading', { name: 'Mes cours', level: 1 }).count()).toBe(0)
    const token = (await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.studentToken)) ?? ''
    await expect(api(server.url, '/api/student/my-courses', { token })).rejects.toThrow(/403/)

    // the link, as the mailbox received it
    const path = await verificationPath(smtp, STUDENT.email)
    await page.goto(path)
    await page.waitForURL('**/student/dashboard')
    await page.getByRole('heading', { name: 'Mes cours', level: 1 }).waitFor()
    // the tab bar's « Paiements » on a phone (issue 29)
    expect(await page.getByRole('link', { name: 'Paiements', exact: true }).isVisible()).toBe(true)
    // the link served once
    await expect(api(server.url, '/api/student/verify-email', { body: { token: path.split('/').pop() } })).rejects.toThrow(/400/)

    expect(problems).toEqual([])
    await context.close()
  })
})
