import { EXAM_MESSAGES } from '@tutorat/contracts'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screenshotsAtBothWidths } from './support/axe.ts'
import { chromiumAvailable, launchBrowser, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { overflowing, paperQuestion as question, signedInStudent } from './support/exams.ts'
import { ADMIN, type E2EServer, startE2EServer } from './support/server.ts'
import { adminStorageState, api } from './support/sessions.ts'

// DESIGN §19 in a real browser on a phone: a concours blanc in two sections. The student flags a
// question « à revoir », sees the first section close at its server-owned deadline and the second
// open, hands the paper in, reads the percentile and the weak topic, and starts the practice.

const STUDENT = { name: 'Omar Tazi', email: 'omar.tazi@exemple.ma', password: 'motdepasse-omar-7' } as const
const TITLE = 'Concours blanc ENSA — Sections'

async function send<T>(base: string, method: 'PUT' | 'POST', path: string, body: unknown, token: string): Promise<T> {
  const response = await fetch(base + path, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

const single = (statement: string, options: string[], correct: number, topic: string) => ({ type: 'single', statement, options, correct: [correct], topic })

/** The bank (for the practice) and a public exam: section 1 of one minute (two questions), section 2 of ten (one). */
async function seed(base: string) {
  const { access_token: token } = await api<{ access_token: string }>(base, '/api/auth/login', { body: { email: ADMIN.email, password: ADMIN.password } })
  for (const n of [1, 2, 3]) {
    await send(base, 'POST', '/api/admin/questions', { ...single(`Suite $u_{n+1} = u_n + ${n}$ : nature ?`, ['arithmétique', 'géométrique'], 0, 'Suites'), difficulty: 2 }, token)
  }
  const { exam } = await api<{ exam: { id: number } }>(base, '/api/admin/exams', { body: { title: TITLE, time_limit_minutes: 11, is_public: true, review_policy: 'after_submission' }, token })
  const questions = [
    single('Combien vaut $\\frac{1}{2} + \\frac{1}{4}$ ?', ['$\\frac{2}{6}$', '$\\frac{3}{4}$'], 1, 'Fractions'),
    single('La suite $u_n = 3n$ est :', ['arithmétique', 'géométrique'], 0, 'Suites'),
    single('Combien vaut $\\frac{1}{3} \\times 3$ ?', ['$1$', '$3$'], 0, 'Fractions'),
  ]
  const saved = await send<{ exam: { questions: { id: number }[] } }>(base, 'PUT', `/api/admin/exams/${exam.id}/questions`, { questions }, token)
  const [q1, q2, q3] = saved.exam.questions.map((question) => question.id)
  await send(base, 'PUT', `/api/admin/exams/${exam.id}/sections`, { sections: [{ title: 'Analyse', time_limit_minutes: 1, question_ids: [q1, q2] }, { title: 'Algèbre', time_limit_minutes: 10, question_ids: [q3] }] }, token)
  await send(base, 'PUT', `/api/admin/exams/${exam.id}`, { published: true }, token)
  return { examId: exam.id }
}


describe.skipIf(!chromiumAvailable())('a concours blanc in sections, on a phone', () => {
  let server: E2EServer
  let browser: Browser
  let examId = 0

  beforeAll(async () => {
    server = await startE2EServer()
    browser = await launchBrowser()
    ;({ examId } = await seed(server.url))
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('flags a question, sees the section close, reads the percentile and the weak topic, starts the practice', async () => {
    const localStorage = await signedInStudent(server.url, STUDENT)
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: server.url, locale: 'fr-FR', storageState: { cookies: [], origins: [{ origin: server.url, localStorage }] } })
    const page = await context.newPage()
    const problems = watchPageProblems(page)

    await page.goto('/student/exams')
    await page.getByRole('button', { name: `Commencer « ${TITLE} »` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Commencer' }).click()
    await page.waitForURL(/\/student\/attempts\/\d+$/)
    await page.getByText('Section 1 sur 2 · Analyse').waitFor()
    // the section's minute, not the paper's eleven
    expect(await page.getByRole('timer').textContent()).toMatch(/^(01:00|00:[0-5]\d)$/)
    // the test does not sit out the whole minute: the server's deadline of section 1 comes 30 s
    // closer, and the page reads the paper again (the countdown follows the server)
    const attemptId = Number(new URL(page.url()).pathname.split('/').at(-1))
    await server.db
      .updateTable('attempt_sections')
      .set({ deadline_at: new Date(Date.now() + 30_000).toISOString() })
      .where('attempt_id', '=', attemptId)
      .where('position', '=', 1)
      .execute()
    await page.reload()
    await page.getByText('Section 1 sur 2 · Analyse').waitFor()
    expect(await page.getByRole('timer').textContent()).toMatch(/^00:[0-3]\d$/)

    // 1. the first question answered right and flagged « à revoir »; the second answered wrong
    await question(page, 1).getByText('B.').click()
    await question(page, 1).getByText(EXAM_MESSAGES.answerSaved).waitFor()
    await question(page, 1).getByRole('button', { name: 'À revoir : question 1' }).click()
    await page.getByRole('button', { name: 'Question 1, répondue, à revoir' }).waitFor()
    await page.getByRole('button', { name: 'Suivante', exact: true }).click()
    await question(page, 2).getByText('B.').click()
    await question(page, 2).getByText(EXAM_MESSAGES.answerSaved).waitFor()
    expect(await overflowing(page)).toEqual([])
    await screenshotsAtBothWidths(page, 'exams-v2-paper')
    await page.setViewportSize(VIEWPORTS.phone)

    // 2. the section closes at the server's deadline; the next one opens with its own countdown
    await page.getByText('Section 2 sur 2 · Algèbre').waitFor({ timeout: 100_000 })
    expect(await page.getByRole('timer').textContent()).toMatch(/^(10:00|09:[0-5]\d)$/)
    await question(page, 3).getByText('A.').click()
    await question(page, 3).getByText(EXAM_MESSAGES.answerSaved).waitFor()

    // 3. handed in: the score, the percentile, the weak topic
    await page.getByRole('button', { name: 'Rendre ma copie' }).click()
    await page.getByRole('alertdialog', { name: 'Rendre votre copie ?' }).getByRole('button', { name: 'Rendre ma copie' }).click()
    await page.getByText('Votre note').waitFor()
    await page.getByText(/Vous faites mieux que 100\s% des candidats/).waitFor()
    const topics = page.getByRole('list', { name: 'Réussite par thème' })
    expect(await topics.getByText('Point faible').count()).toBe(1)
    expect(await topics.locator('li', { hasText: 'Suites' }).getByText('Point faible').count()).toBe(1)
    expect(await overflowing(page)).toEqual([])
    await screenshotsAtBothWidths(page, 'exams-v2-result')
    await page.setViewportSize(VIEWPORTS.phone)

    // 4. the practice: bank questions of the weak topic, untimed
    const started = page.waitForResponse((response) => response.url().includes('exams.startPractice'))
    await page.getByRole('button', { name: 'S’entraîner sur mes points faibles' }).click()
    const response = await started
    expect(response.status(), await response.text()).toBe(200)
    await page.waitForURL(/\/student\/practice\/\d+$/)
    await page.getByRole('heading', { level: 1, name: 'Entraînement sur mes points faibles' }).waitFor()
    expect(await page.getByRole('timer').count()).toBe(0)
    expect(await page.getByRole('group', { name: /^Question \d+ sur/ }).count()).toBeGreaterThan(0)
    expect(await overflowing(page)).toEqual([])
    await screenshotsAtBothWidths(page, 'exams-v2-practice')

    expect(problems).toEqual([])
    await context.close()
  }, 240_000)

  it('shows the back office’s bank, import errors and section editor cleanly at both widths', async () => {
    const storageState = await adminStorageState(server.url, ADMIN)
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: server.url, locale: 'fr-FR', storageState })
    const page = await context.newPage()
    const problems = watchPageProblems(page)

    await page.goto('/admin/questions')
    await page.getByRole('heading', { level: 1, name: 'Banque de questions' }).waitFor()
    await page.getByText('3 questions').first().waitFor()
    expect(await overflowing(page)).toEqual([])
    await screenshotsAtBothWidths(page, 'exams-v2-bank')
    await page.setViewportSize(VIEWPORTS.phone)

    await page.goto('/admin/questions/import')
    await page.getByRole('heading', { level: 1, name: 'Importer des questions' }).waitFor({ timeout: 20_000 })
    await page.getByLabel('Texte à importer').fill('::Q1:: Que vaut $x$ ? {=1 ~2\n\n::Q2:: Sans réponse ? {~a ~b}\n')
    await page.getByRole('button', { name: 'Lire les questions' }).click()
    await page.getByRole('list', { name: 'Erreurs par ligne' }).waitFor({ timeout: 20_000 })
    expect(await overflowing(page)).toEqual([])
    await screenshotsAtBothWidths(page, 'exams-v2-import-errors')
    await page.setViewportSize(VIEWPORTS.phone)

    await page.goto(`/admin/exams/${examId}`)
    await page.getByRole('region', { name: 'Sections' }).waitFor()
    expect(await overflowing(page)).toEqual([])
    await screenshotsAtBothWidths(page, 'exams-v2-sections')
    expect(problems).toEqual([])
    await context.close()
  }, 120_000)
})

