import { EXAM_MESSAGES } from '@tutorat/contracts'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screenshotsAtBothWidths } from './support/axe.ts'
import { chromiumAvailable, launchBrowser, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { overflowing, paperQuestion as question, seedPublicExam, signedInStudent } from './support/exams.ts'
import { type E2EServer, startE2EServer } from './support/server.ts'

// DESIGN §13 in a real browser on a phone: a student starts a free concours blanc, answers, reloads
// in the middle (answers and time are kept), loses the network for one answer (it waits, then
// leaves), hands the paper in and reads the correction, formulas rendered by KaTeX throughout.

const STUDENT = { name: 'Yasmine Berrada', email: 'yasmine.berrada@exemple.ma', password: 'motdepasse-yasmine-7' } as const
const TITLE = 'Concours blanc ENSA — Fractions'
const EXPLANATION = 'On réduit au même dénominateur'

const QUESTIONS = [
  {
    type: 'single' as const,
    statement: 'Combien vaut $\\frac{1}{2} + \\frac{1}{4}$ ?',
    options: ['$\\frac{2}{6}$', '$\\frac{3}{4}$', '$1$'],
    correct: [1],
    points: 2,
    explanation: `${EXPLANATION} : $\\frac{2}{4} + \\frac{1}{4} = \\frac{3}{4}$.`,
  },
  {
    type: 'multiple' as const,
    statement: 'Lesquelles sont égales à $\\frac{1}{2}$ ?',
    options: ['$\\frac{2}{4}$', '$0{,}5$', '$\\frac{1}{3}$'],
    correct: [0, 1],
    explanation: '$\\frac{2}{4} = \\frac{1}{2} = 0{,}5$.',
  },
  { type: 'numeric' as const, statement: 'Donnez $\\frac{1}{8}$ en écriture décimale.', value: 0.125, tolerance: 0.001 },
]

/** Seconds shown by the timer (`mm:ss`). */
async function timerSeconds(page: Page): Promise<number> {
  const [minutes = 0, seconds = 0] = ((await page.getByRole('timer').textContent()) ?? '').split(':').map(Number)
  return minutes * 60 + seconds
}

/** What of the page's own content (under the shared header) is wider than the phone's screen. */

describe.skipIf(!chromiumAvailable())('a concours blanc taken on a phone', () => {
  let server: E2EServer
  let browser: Browser

  beforeAll(async () => {
    server = await startE2EServer()
    browser = await launchBrowser({ serviceWorkers: 'allow' })
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('starts, answers, survives a reload and a lost network, hands in and reads the correction', async () => {
    await seedPublicExam(server.url, { title: TITLE, time_limit_minutes: 30 }, QUESTIONS)
    const localStorage = await signedInStudent(server.url, STUDENT)
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: server.url, locale: 'fr-FR', storageState: { cookies: [], origins: [{ origin: server.url, localStorage }] } })
    const page = await context.newPage()
    const problems = watchPageProblems(page)

    // 1. « Mes concours » → « Commencer », confirmed: the paper opens, one question at a time on a phone
    await page.goto('/student/exams')
    await page.getByRole('button', { name: `Commencer « ${TITLE} »` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Commencer' }).click()
    await page.waitForURL(/\/student\/attempts\/\d+$/)
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor()
    expect(await timerSeconds(page)).toBeGreaterThan(29 * 60)
    // one formula in the statement, one in each option
    expect(await question(page, 1).locator('.katex').count()).toBe(4)
    expect(await question(page, 1).locator('label .katex').count()).toBe(3)

    // 2. the first answer is saved as it is given
    await question(page, 1).getByText('B.').click()
    await question(page, 1).getByText(EXAM_MESSAGES.answerSaved).waitFor()
    await page.getByText('1/3 répondues').waitFor()
    const before = await timerSeconds(page)

    // 3. a reload in the middle: the answer and the time are still there, and no correction travels
    const reloaded = page.waitForResponse((response) => response.url().includes('exams.attempt'))
    await page.reload()
    const paperJson = await (await reloaded).text()
    expect(paperJson).not.toContain(EXPLANATION)
    expect(paperJson).not.toContain('"correct"')
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor()
    const after = await timerSeconds(page)
    expect(after).toBeLessThanOrEqual(before)
    expect(after).toBeGreaterThan(before - 30)
    // resumed on the first question left; the first one kept its answer
    await question(page, 2).waitFor()
    await page.getByRole('button', { name: 'Question 1, répondue' }).click()
    expect(await question(page, 1).getByRole('radio').nth(1).isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Suivante' }).click()

    // 4. offline for one answer: it waits on the phone, then leaves when the network is back
    await context.setOffline(true)
    await question(page, 2).getByText('A.').click()
    await question(page, 2).getByText('Hors ligne : sera envoyé').waitFor()
    await page.getByText('Vous êtes hors ligne').waitFor()
    await context.setOffline(false)
    await question(page, 2).getByText(EXAM_MESSAGES.answerSaved).waitFor()

    // 5. a number typed the French way
    await page.getByRole('button', { name: 'Suivante' }).click()
    await question(page, 3).getByLabel('Votre réponse').fill('0,125')
    await question(page, 3).getByLabel('Votre réponse').press('Enter')
    await question(page, 3).getByText(EXAM_MESSAGES.answerSaved).waitFor()
    await page.getByText('3/3 répondues').waitFor()
    expect(await overflowing(page)).toEqual([])
    await screenshotsAtBothWidths(page, 'exam-paper')
    await page.setViewportSize(VIEWPORTS.phone)

    // 6. handed in after confirming: the score over 20, then the correction
    await page.getByRole('button', { name: 'Rendre ma copie' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Rendre votre copie ?' })
    await dialog.getByText('Vous avez répondu à toutes les questions.').waitFor()
    await dialog.getByRole('button', { name: 'Rendre ma copie' }).click()
    await page.getByText('Votre note').waitFor()
    // 2 + 1 × (1 of 2 right options found) + 1 = 3,5 over 4
    await page.getByText('3,5 sur 4 points').waitFor()
    expect(await page.getByText('17,5', { exact: true }).count()).toBe(1)
    await page.getByText('1er sur 1').waitFor()
    const correction = page.getByRole('region', { name: 'Correction' })
    expect(await correction.getByText('Partiellement juste', { exact: true }).count()).toBe(1)
    expect(await correction.locator('ul li .katex').count()).toBe(6)
    expect(await overflowing(page)).toEqual([])
    const explanation = correction.getByText(EXPLANATION)
    await explanation.waitFor()
    expect(await explanation.locator('.katex').count()).toBe(1)
    await screenshotsAtBothWidths(page, 'exam-review')

    expect(problems).toEqual([])
    await context.close()
  })
})
