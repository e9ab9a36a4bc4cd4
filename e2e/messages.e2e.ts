import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpServer, type TestSmtpServer } from '../apps/server/test/smtp-server.ts'
import { screenshotsAtBothWidths } from './support/axe.ts'
import { chromiumAvailable, launchBrowser, VIEWPORTS, watchPageProblems } from './support/browser.ts'
import { mailTo, verificationPath } from './support/mailbox.ts'
import { ADMIN, type E2EServer, startE2EServer } from './support/server.ts'
import { api, fillSignUp } from './support/sessions.ts'

// DESIGN §10 in a real browser: sign up, reset the password from the link of a mail received by a
// real SMTP server, and see the bell count a message the admin's grant wrote.

const STUDENT = { name: 'Yasmine Berrada', email: 'yasmine.berrada@exemple.ma', phone: '06 12 34 56 78', school: 'ENSA', password: 'premier-mot-de-passe', newPassword: 'nouveau-mot-de-passe-2' }

describe.skipIf(!chromiumAvailable())('messages: sign-up, password reset by mail, the bell', () => {
  let smtp: TestSmtpServer
  let server: E2EServer
  let browser: Browser
  let context: BrowserContext

  beforeAll(async () => {
    smtp = await startSmtpServer()
    server = await startE2EServer({ demo: true, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Tutorat Maroc <no-reply@tutorat.test>' } })
    browser = await launchBrowser()
    context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: server.url, locale: 'fr-FR' })
  })
  afterAll(async () => {
    await context?.close()
    await browser?.close()
    await server?.stop()
    await smtp?.close()
  })

  it('signs up, resets the password from the mail, and sees the bell count a granted access', async () => {
    const page = await context.newPage()
    const problems = watchPageProblems(page)

    // 1. sign up, open the link mailed to confirm the address: the dashboard, signed in, nothing unread
    await page.goto('/student/register')
    await fillSignUp(page, STUDENT)
    await page.getByRole('heading', { name: 'Confirmez votre adresse' }).waitFor()
    await page.goto(await verificationPath(smtp, STUDENT.email))
    await page.waitForURL('**/student/dashboard')
    await page.getByRole('heading', { name: 'Mes cours', level: 1 }).waitFor()
    expect(await page.getByRole('link', { name: 'Notifications', exact: true }).isVisible()).toBe(true)

    // 2. signed out, « Mot de passe oublié ? »: the link comes by mail, through the real SMTP server
    await page.getByRole('button', { name: 'Déconnexion' }).click()
    await page.waitForURL('**/student/login**')
    await page.goto('/student/forgot-password')
    await page.getByLabel('Email').fill(STUDENT.email)
    await page.getByRole('button', { name: 'Recevoir le lien' }).click()
    await page.getByText(/un lien de réinitialisation vient d’être envoyé/).waitFor()
    const mail = await mailTo(smtp, STUDENT.email, /mot de passe/i)
    const path = /\/student\/reset-password\/[\w-]+/.exec(mail.text ?? '')?.[0]
    expect(path, 'the reset link in the text part').toBeDefined()
    expect(mail.html || '').toContain(path ?? '')

    await page.goto(path ?? '')
    await page.getByLabel('Nouveau mot de passe').fill(STUDENT.newPassword)
    await page.getByLabel('Confirmez le mot de passe').fill(STUDENT.newPassword)
    await page.getByRole('button', { name: 'Enregistrer et me connecter' }).click()
    await page.waitForURL('**/student/dashboard')
    // the old password is dead, the link too
    await expect(api(server.url, '/api/student/login', { body: { email: STUDENT.email, password: STUDENT.password } })).rejects.toThrow(/401/)

    // 3. an admin grants a course: the bell counts it (on the next poll, or at once on coming back)
    const admin = await api<{ access_token: string }>(server.url, '/api/auth/login', { body: { email: ADMIN.email, password: ADMIN.password } })
    const [course] = await api<{ id: number; title: string }[]>(server.url, '/api/admin/courses', { token: admin.access_token })
    const [student] = await api<{ id: number }[]>(server.url, `/api/admin/students?search=${encodeURIComponent(STUDENT.email)}`, { token: admin.access_token })
    expect(course && student).toBeTruthy()
    await api(server.url, '/api/admin/accesses', { body: { student_id: student?.id, course_id: course?.id }, token: admin.access_token })

    await page.reload()
    const bell = page.getByRole('link', { name: 'Notifications (1 non lue)' })
    await bell.waitFor()
    await screenshotsAtBothWidths(page, 'messages-bell')
    await bell.click()
    await page.waitForURL('**/student/notifications')
    const item = page.getByRole('list', { name: 'Mes notifications' }).getByRole('link', { name: `Accès ouvert : ${course?.title}` })
    await item.waitFor()
    await screenshotsAtBothWidths(page, 'messages-notifications')
    // the same event went out by mail too
    await mailTo(smtp, STUDENT.email, /^Accès ouvert/)

    await item.click()
    await page.waitForURL(`**/student/course/${course?.id}`)
    await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor()
    expect(problems).toEqual([])
  })
})
