import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screenshotsAtBothWidths } from './support/axe.ts'
import { chromiumAvailable, launchBrowser, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { ADMIN, type E2EServer, startE2EServer } from './support/server.ts'
import { api, demoSessions } from './support/sessions.ts'
import { startFakeYouCanPay, YCP_KEYS } from './support/youcanpay.ts'

// DESIGN §18 in a real browser at 375 px: « Payer par carte » → YouCan Pay's form (a local stand-in)
// → back on « Paiement en cours de confirmation… » → the signed webhook lands → the access is open.

const STUDENT = { name: 'Salma Berrada', email: 'salma.berrada@exemple.ma', password: 'mot-de-passe-salma' }

describe.skipIf(!chromiumAvailable())('card payment through YouCan Pay', () => {
  let server: E2EServer
  let browser: Browser
  let ycp: Awaited<ReturnType<typeof startFakeYouCanPay>>

  beforeAll(async () => {
    ycp = await startFakeYouCanPay()
    server = await startE2EServer({ demo: true, env: { ...YCP_KEYS, YOUCANPAY_API_URL: ycp.apiUrl } })
    ycp.setPlatform(server.url)
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await ycp?.close()
  })

  it('pays a request by card on a phone; only the webhook opens the access', async () => {
    const { stored } = await demoSessions(server.url, ADMIN, STUDENT)
    const token = stored.student[0]?.value ?? ''
    const formations = await api<{ id: number; title: string }[]>(server.url, '/api/announcements')
    const formation = formations.find((f) => f.title.startsWith('Soutien S1'))
    if (!formation) throw new Error('the demo seed sells no « Soutien S1 »')
    const { payment } = await api<{ payment: { id: number; reference: string } }>(server.url, '/api/student/payments', { body: { announcement_id: formation.id }, token })

    const context = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: server.url, locale: 'fr-FR', storageState: { cookies: [], origins: [{ origin: server.url, localStorage: stored.student }] } })
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    await page.goto(`/student/payments/${payment.id}`)
    await page.getByRole('button', { name: 'Payer par carte' }).waitFor()
    await screenshotsAtBothWidths(page, 'card-payment-offer')
    await page.setViewportSize(VIEWPORTS.phone)

    await page.getByRole('button', { name: 'Payer par carte' }).click()
    await page.getByRole('heading', { name: 'YouCan Pay (test)' }).waitFor()
    expect(ycp.checkouts.get('tok-1')).toMatchObject({ order_id: payment.reference, amount: 45_000, currency: 'MAD' })
    await page.getByRole('button', { name: 'Payer 450.00 MAD' }).click()

    // back before the webhook: the page waits, and says so
    await page.waitForURL(`**/student/payments/${payment.id}/carte/succes**`)
    await page.getByRole('heading', { name: 'Paiement en cours de confirmation…' }).waitFor()
    await screenshotsAtBothWidths(page, 'card-payment-confirming')
    await page.setViewportSize(VIEWPORTS.phone)
    await page.getByRole('heading', { name: 'Paiement validé' }).waitFor({ timeout: 15_000 })
    await screenshotsAtBothWidths(page, 'card-payment-confirmed')

    const mine = await api<{ status: string; history: { event: string }[] }>(server.url, `/api/student/payments/${payment.id}`, { token })
    expect(mine.status).toBe('validee')
    expect(mine.history.map((h) => h.event)).toContain('payee_carte')

    await page.goto(`/student/payments/${payment.id}/carte/echec`)
    await page.getByRole('heading', { name: 'Paiement validé' }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })
})
