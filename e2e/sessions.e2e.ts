import { SESSION_MESSAGES } from '@tutorat/contracts'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screenshotsAtBothWidths } from './support/axe.ts'
import { chromiumAvailable, launchBrowser, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { ADMIN, type E2EServer, startE2EServer } from './support/server.ts'
import { demoSessions, type StoredItem } from './support/sessions.ts'

// DESIGN §12 in a real browser: an admin schedules a session, the student sees it and joins at the
// right time through the platform (Meet itself is not loaded: the redirect is checked), then the
// recording appears on the course page.

const STUDENT = { name: 'Salma Idrissi', email: 'salma.idrissi@example.ma', password: 'motdepasse-salma-9' } as const
const MEET = 'https://meet.google.com/abc-defg-hij'
const TITLE = 'Révision — suites numériques'

/** The Casablanca wall clock `minutes` from now, as a `datetime-local` input takes it. */
function casablancaLocal(minutes: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
    .formatToParts(new Date(Date.now() + minutes * 60_000))
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`
}

describe.skipIf(!chromiumAvailable())('live sessions: scheduled, joined, recorded', () => {
  let server: E2EServer
  let browser: Browser
  const contexts: BrowserContext[] = []
  let stored: { admin: StoredItem[]; student: StoredItem[] }
  let course: { id: number; title: string }

  beforeAll(async () => {
    server = await startE2EServer({ demo: true })
    browser = await launchBrowser()
    const sessions = await demoSessions(server.url, ADMIN, STUDENT)
    stored = sessions.stored
    course = sessions.course
  })
  afterAll(async () => {
    for (const context of contexts) await context.close()
    await browser?.close()
    await server?.stop()
  })

  async function open(localStorage: StoredItem[], viewport: { width: number; height: number }) {
    const context = await browser.newContext({ viewport, baseURL: server.url, locale: 'fr-FR', storageState: { cookies: [], origins: [{ origin: server.url, localStorage }] } })
    contexts.push(context)
    // Meet is never loaded (no network here): what matters is that the platform sends the student there
    await context.route('https://meet.google.com/**', (route) => route.abort())
    const page = await context.newPage()
    return { page, problems: watchPageProblems(page) }
  }

  it('schedules a session, the student joins it through the platform, and its recording appears', async () => {
    // 1. the admin schedules a group session in 10 minutes
    const { page: admin, problems: adminProblems } = await open(stored.admin, VIEWPORTS.desktop)
    await admin.goto('/admin/sessions')
    await admin.getByRole('button', { name: 'Nouvelle séance' }).click()
    const form = admin.getByRole('dialog')
    await form.getByRole('combobox', { name: /^Cours/ }).selectOption({ label: course.title })
    await form.getByRole('textbox', { name: /^Titre/ }).fill(TITLE)
    await form.getByLabel(/^Début/).fill(casablancaLocal(10))
    await form.getByRole('textbox', { name: /^Lien Google Meet/ }).fill(MEET)
    await form.getByRole('button', { name: 'Planifier la séance' }).click()
    await admin.getByText(SESSION_MESSAGES.created).first().waitFor()

    // 2. the student sees it, « Rejoindre » is open (15 minutes before), and no Meet link is on the page
    const { page: student, problems } = await open(stored.student, VIEWPORTS.phone)
    await student.goto('/student/sessions')
    await student.getByText(TITLE).first().waitFor()
    expect(await student.content()).not.toContain('meet.google.com')
    await screenshotsAtBothWidths(student, 'student-sessions')
    const toMeet = student.context().waitForEvent('request', { predicate: (request) => request.url().startsWith(MEET) })
    await Promise.all([student.waitForEvent('popup'), student.getByRole('link', { name: `Rejoindre « ${TITLE} »` }).first().click()])
    // the join page traded the token for a ticket, and the server's 302 sent the tab to Meet
    expect((await toMeet).redirectedFrom()?.url()).toMatch(/\/api\/student\/sessions\/\d+\/join\?ticket=/)

    // the attendance is recorded
    const [session] = await server.db.selectFrom('live_sessions').select(['id']).where('title', '=', TITLE).execute()
    if (!session) throw new Error('the session was not created')
    const attendance = await server.db.selectFrom('session_attendance').selectAll().where('session_id', '=', session.id).execute()
    expect(attendance).toHaveLength(1)

    // 3. the session is over: the admin pastes the recording, the student finds it on the course page
    await server.db.updateTable('live_sessions').set({ starts_at: new Date(Date.now() - 3 * 3_600_000).toISOString() }).where('id', '=', session.id).execute()
    await admin.goto(`/admin/sessions?when=past&id=${session.id}`)
    await admin.getByLabel('Lien Google Drive de l’enregistrement').fill('https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/view')
    await admin.getByRole('button', { name: 'Ajouter l’enregistrement' }).click()
    await admin.getByText(SESSION_MESSAGES.recordingSaved).first().waitFor()

    await student.goto(`/student/course/${course.id}`)
    await student.getByRole('link', { name: `Voir l’enregistrement de « ${TITLE} »` }).click()
    await student.getByText('Enregistrements des séances').first().waitFor()

    expect(problems).toEqual([])
    expect(adminProblems).toEqual([])
  })
})
