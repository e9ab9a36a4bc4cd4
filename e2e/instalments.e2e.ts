import { dirhams, moroccoToday, PAYMENT_MESSAGES, STORAGE_KEYS } from '@tutorat/contracts'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screenshotsAtBothWidths } from './support/axe.ts'
import { chromiumAvailable, launchBrowser, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { gradientPng } from './support/files.ts'
import { ADMIN, type E2EServer, startE2EServer } from './support/server.ts'
import { adminItems, api, storageWith } from './support/sessions.ts'

// DESIGN §18 « Échéancier » in a real browser: a student paying « Soutien S1 » in three parts (the
// demo seed's plan) reads the schedule on a 375 px phone, and the super admin sees it on the
// request of part 2. Then the whole sale at 375 px: a visitor from the formation's page to the
// owner's figure (coupon, three parts, the first by transfer, validated by the admin).

const STUDENT = { name: 'Salma Bennani', email: 'salma.echeances@exemple.ma', password: 'mot-de-passe-salma' }

type Payment = { id: number; plan_id: number | null; part_number: number | null }

async function call(base: string, method: 'PUT' | 'POST', path: string, token: string, body?: FormData) {
  const response = await fetch(base + path, { method, headers: { authorization: `Bearer ${token}` }, ...(body ? { body } : {}) })
  if (!response.ok) throw new Error(`${path} → ${response.status} ${await response.text()}`)
  return response.json() as Promise<{ payment: Payment }>
}

/** The student's part 1 proven and validated: part 2 is then the one to pay. */
async function firstPartPaid(base: string) {
  const admin = await api<{ access_token: string; user: unknown }>(base, '/api/auth/login', { body: ADMIN })
  const formations = await api<{ id: number; title: string }[]>(base, '/api/admin/announcements/admin', { token: admin.access_token })
  const formation = formations.find((item) => item.title.startsWith('Soutien S1'))
  if (!formation) throw new Error('the demo seed sells no « Soutien S1 »')
  await api(base, '/api/admin/students', { body: STUDENT, token: admin.access_token })
  const student = await api<{ access_token: string }>(base, '/api/student/login', { body: { email: STUDENT.email, password: STUDENT.password } })
  const { payment } = await api<{ payment: Payment }>(base, '/api/student/payments', { body: { announcement_id: formation.id, plan: 'echeances' }, token: student.access_token })
  const proof = new FormData()
  proof.set('payer_name', STUDENT.name)
  proof.set('transfer_date', new Date().toISOString().slice(0, 10))
  proof.set('file', new Blob([new Uint8Array(gradientPng(300, 400))], { type: 'image/png' }), 'recu.png')
  await call(base, 'POST', `/api/student/payments/${payment.id}/proofs`, student.access_token, proof)
  await call(base, 'PUT', `/api/admin/payments/${payment.id}/validate`, admin.access_token)
  const mine = await api<Payment[]>(base, '/api/student/payments', { token: student.access_token })
  const part2 = mine.find((request) => request.plan_id === payment.plan_id && request.part_number === 2)
  if (!part2) throw new Error('part 2 has no request after part 1 was validated')
  return { admin, student: student.access_token, part2: part2.id }
}

describe.skipIf(!chromiumAvailable())('the Échéancier: the student’s parts on a phone, the plan on the admin’s request', () => {
  let server: E2EServer
  let browser: Browser

  beforeAll(async () => {
    server = await startE2EServer({ demo: true })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('shows each part with its amount, due day, status and « Payer », then the plan beside part 2’s request', async () => {
    const { admin, student, part2 } = await firstPartPaid(server.url)

    const phone = await browser.newContext({
      viewport: VIEWPORTS.phone,
      baseURL: server.url,
      locale: 'fr-FR',
      storageState: storageWith(server.url, [{ name: STORAGE_KEYS.studentToken, value: student }]),
    })
    const page = await phone.newPage()
    const problems = watchPageProblems(page)
    await page.goto('/student/payments')
    const schedule = page.getByRole('region', { name: 'Échéancier' })
    await schedule.getByText('Échéance 2 sur 3').waitFor()
    await screenshotsAtBothWidths(page, 'instalments-schedule')
    await page.setViewportSize(VIEWPORTS.phone)
    // one thumb: the part's button spans the card and is at least 44 px high
    const pay = schedule.getByRole('button', { name: 'Payer l’échéance 2' })
    const box = await pay.boundingBox()
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
    expect(box?.width ?? 0).toBeGreaterThan(280)
    await pay.click()
    await page.waitForURL(`**/student/payments/${part2}`)
    await page.getByText('150 DH').first().waitFor()

    const desk = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: server.url, locale: 'fr-FR', storageState: storageWith(server.url, adminItems(admin)) })
    const back = await desk.newPage()
    const adminProblems = watchPageProblems(back)
    await back.goto(`/admin/payments?id=${part2}`)
    await back.getByRole('dialog').getByText('Cette demande').waitFor()
    await screenshotsAtBothWidths(back, 'admin-payment-instalments')

    expect(problems).toEqual([])
    expect(adminProblems).toEqual([])
    await phone.close()
    await desk.close()
  })

  it('sells in three parts from the formation page: coupon, part 1 by transfer, validated, in the owner’s month', { timeout: 180_000 }, async () => {
    const { formationId, admin, revenueBefore } = await saleReady(server.url)
    const phone = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true, baseURL: server.url, locale: 'fr-FR' })
    const page = await phone.newPage()
    const problems = watchPageProblems(page)

    // the visitor: the page's « S'inscrire » → sign in → back to the summary
    await page.goto(`/formations/${formationId}`)
    await page.getByRole('link', { name: /S’inscrire/ }).filter({ visible: true }).click()
    await page.waitForURL('**/student/login**')
    await page.getByLabel('Email').fill(BUYER.email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(BUYER.password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForURL(`**/student/enrol/${formationId}`)

    // the summary: the code, then three parts, by transfer
    await page.getByLabel(/^Code promo/).fill(PROMO.code)
    await page.getByRole('button', { name: 'Appliquer' }).click()
    await page.getByText(`Code ${PROMO.code} appliqué`).waitFor()
    await page.getByRole('radio', { name: /En plusieurs fois/ }).check()
    await page.getByRole('radio', { name: /En 3 fois/ }).waitFor()
    // no card keys on this server: the transfer is the one method, said under the price
    await page.getByText(/^Paiement par virement bancaire/).waitFor()
    await page.getByRole('button', { name: 'Confirmer' }).click()
    await page.waitForURL(/\/student\/payments\/\d+$/)
    const paymentId = Number(/(\d+)$/.exec(page.url())?.[1])
    const part1 = await api<{ amount_mad: number; discount_mad: number; coupon_code: string | null; part_number: number | null }>(server.url, `/api/admin/payments/${paymentId}`, { token: admin.access_token })
    expect(part1).toMatchObject({ part_number: 1, coupon_code: PROMO.code })
    expect(part1.discount_mad).toBeGreaterThan(0)

    // part 1 by transfer: the proof from the phone
    await page.getByLabel('Nom du titulaire du compte').fill(BUYER.name)
    await page.getByLabel('Date du virement').fill(moroccoToday())
    await page.getByLabel('Reçu du virement').setInputFiles({ name: 'recu.png', mimeType: 'image/png', buffer: gradientPng(600, 900) })
    await page.getByRole('button', { name: 'Envoyer la preuve' }).click()
    await page.getByText(PAYMENT_MESSAGES.proofSent).first().waitFor()

    // the admin, on a phone too: validates, then reads the month's revenue with it
    const office = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: server.url, locale: 'fr-FR', storageState: storageWith(server.url, adminItems(admin)) })
    const back = await office.newPage()
    const adminProblems = watchPageProblems(back)
    await back.goto(`/admin/payments?id=${paymentId}`)
    const dialog = back.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Valider le paiement' }).click()
    await back.getByRole('alertdialog').getByRole('button', { name: 'Valider le paiement' }).click()
    await back.getByText(PAYMENT_MESSAGES.validated).first().waitFor()
    await back.goto('/admin/dashboard')
    const revenue = back.getByRole('region', { name: /Chiffres de l’activité/ }).getByRole('listitem').filter({ hasText: 'Chiffre d’affaires' })
    await revenue.getByText(dirhams(revenueBefore + part1.amount_mad), { exact: true }).waitFor()

    expect(problems).toEqual([])
    expect(adminProblems).toEqual([])
    await phone.close()
    await office.close()
  })
})

const BUYER = { name: 'Hajar Ouazzani', email: 'hajar.vente@exemple.ma', password: 'mot-de-passe-hajar' }
const PROMO = { code: 'FAMILLE30', kind: 'fixed', value: 30 }

/** The owner's code and a student account (signed up earlier); the month's revenue before the sale. */
async function saleReady(base: string) {
  const admin = await api<{ access_token: string; user: unknown }>(base, '/api/auth/login', { body: ADMIN })
  const formations = await api<{ id: number; title: string }[]>(base, '/api/admin/announcements/admin', { token: admin.access_token })
  const formation = formations.find((item) => item.title.startsWith('Soutien S1'))
  if (!formation) throw new Error('the demo seed sells no « Soutien S1 »')
  await api(base, '/api/admin/coupons', { token: admin.access_token, body: PROMO })
  await api(base, '/api/admin/students', { body: BUYER, token: admin.access_token })
  const stats = await api<{ month_revenue_mad: number }>(base, '/api/admin/payments/stats', { token: admin.access_token })
  return { formationId: formation.id, admin, revenueBefore: stats.month_revenue_mad }
}
