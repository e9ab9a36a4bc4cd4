import { dirhams } from '@tutorat/contracts'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screenshotsAtBothWidths } from './support/axe.ts'
import { chromiumAvailable, launchBrowser, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { ADMIN, type E2EServer, startE2EServer } from './support/server.ts'
import { adminStorageState } from './support/sessions.ts'

// Issue 31 (DESIGN §18): the owner opens the back office on a phone and reads the month's
// revenue, the figures beside it and the chart of 12 months. The payments are written straight
// into the server's database, as months of business would have left them.

const HOUR = 3_600_000
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString()

describe.skipIf(!chromiumAvailable())('the owner’s figures on the dashboard', () => {
  let server: E2EServer
  let browser: Browser

  beforeAll(async () => {
    server = await startE2EServer()
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  async function sell() {
    const { db } = server
    const student = await db.insertInto('students').values({ name: 'Omar Tazi', email: 'omar.tazi@exemple.ma' }).returning('id').executeTakeFirstOrThrow()
    const formation = await db.insertInto('announcements').values({ title: 'Prépa CNC Maths', price: '1 500 DH' }).returning('id').executeTakeFirstOrThrow()
    const request = (n: number, status: string, hoursAgo: number, amount = 1500) => ({
      reference: `TM-E2EFG${n}`,
      student_id: n === 1 ? student.id : null,
      student_name: 'Omar Tazi',
      student_email: 'omar.tazi@exemple.ma',
      announcement_id: formation.id,
      formation_title: 'Prépa CNC Maths',
      course_title: 'Analyse 1',
      amount_mad: amount,
      access_type: 'standard',
      duration_days: 30,
      status,
      deadline_at: ago(hoursAgo - 168),
      created_at: ago(hoursAgo),
      decided_at: status === 'validee' ? ago(hoursAgo - 0.5) : null,
    })
    // just now (this month), 40 and 100 days ago (earlier months), and a proof waiting
    await db
      .insertInto('payment_requests')
      .values([request(1, 'validee', 1), request(2, 'validee', 40 * 24, 900), request(3, 'validee', 100 * 24, 1200), request(4, 'preuve_envoyee', 2)])
      .execute()
  }

  it('shows the month’s revenue, the figures and the chart at 375 px, clean for axe at both widths', async () => {
    await sell()
    const storageState = await adminStorageState(server.url, ADMIN)
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: server.url, locale: 'fr-FR', storageState })
    const page = await context.newPage()
    const problems = watchPageProblems(page)
    await page.goto('/admin/dashboard')
    const figures = page.getByRole('region', { name: /Chiffres de l’activité/ })
    const cards = figures.getByRole('list').first().getByRole('listitem')
    const revenue = cards.filter({ hasText: 'Chiffre d’affaires' })
    await revenue.getByText(dirhams(1500), { exact: true }).waitFor()
    await figures.getByRole('link', { name: /Preuves à vérifier/ }).getByText(dirhams(1500)).waitFor()
    await figures.getByRole('table', { name: 'Chiffre d’affaires par mois (paiements validés)' }).waitFor({ state: 'attached' })
    expect(await revenue.textContent()).toContain(dirhams(3600))
    // the cards stacked in one column on the phone, none wider than the screen
    const boxes = await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map(({ x, width }) => ({ x, width })))
    expect(new Set(boxes.map((box) => Math.round(box.x))).size).toBe(1)
    expect(boxes.every((box) => box.x + box.width <= VIEWPORTS.phone.width)).toBe(true)
    await screenshotsAtBothWidths(page, 'admin-business-figures')
    expect(problems).toEqual([])
    await context.close()
  })
})
