import { MESSAGES, STORAGE_KEYS } from '@tutorat/contracts'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { networkSettled, server } from '../msw-server.ts'
import { isStudentProcedure } from '../../src/lib/student-procedures.ts'
import { storeSession } from '../render.tsx'
import { fail, networkError, ok, trpcHandlers } from '../trpc-mock.ts'
import { makeMyCourse, makeStudentVideo, noExams, noNotifications, noSessions, renderAt, renderStudent, siteSettings, STUDENT, storeStudentToken, playHandlers } from '../students/fixtures.tsx'

const loginHeading = () => screen.findByRole('heading', { name: 'Espace étudiant' })
const token = () => window.localStorage.getItem(STORAGE_KEYS.studentToken)

describe('student guard', () => {
  it('sends a visitor to /student/login, then back to the page asked for', async () => {
    server.use(
      trpcHandlers({
        'site.settings': () => ok(siteSettings()),
        'student.login': () => ok({ access_token: 'jeton-neuf', token_type: 'bearer', user: STUDENT, signed_out_devices: 0 }),
        'student.course': () => ok({ ...makeMyCourse({ id: 7, title: 'Analyse 1' }) }),
        'student.courseVideos': () => ok([makeStudentVideo({ id: 101, is_free: true }), makeStudentVideo({ id: 102 })]),
        'notifications.mine': noNotifications,
        'sessions.mine': noSessions,
        'sessions.forCourse': noSessions,
        ...playHandlers,
        'exams.available': noExams,
        'exams.myAttempts': noExams,
      }),
    )
    const { user, pathname, search } = renderAt('/student/course/7?video=102')
    await loginHeading()
    expect(pathname()).toBe('/student/login')
    expect(decodeURIComponent(search())).toContain('redirect=/student/course/7?video=102')

    await user.type(screen.getByLabelText('Email'), 'amina@exemple.ma')
    await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse123')
    await user.click(screen.getByRole('button', { name: 'Se connecter' }))

    expect(await screen.findByRole('heading', { name: 'Analyse 1', level: 1 })).toBeInTheDocument()
    expect(pathname()).toBe('/student/course/7')
    expect(screen.getByRole('heading', { name: 'Vidéo 102', level: 2 })).toBeInTheDocument()
    // the course's live sessions are asked for once the course has loaded
    await networkSettled()
  })

  it('sends the student token to student procedures (and their notifications), never the admin token', async () => {
    storeSession('jeton-admin')
    const seen: [string, string | null][] = []
    const answered: string[] = []
    server.events.on('request:start', ({ request }) => {
      seen.push([new URL(request.url).pathname, request.headers.get('authorization')])
    })
    server.events.on('response:mocked', ({ request }) => {
      answered.push(new URL(request.url).pathname)
    })
    renderStudent('/student/dashboard', { 'student.myCourses': () => ok([]) })
    await screen.findByRole('heading', { name: 'Mes cours', level: 1 })
    // the bell's call, under `notifications.*`, is the student's too
    await waitFor(() => expect(answered.some((path) => path.includes('notifications.mine'))).toBe(true))
    for (const [path, authorization] of seen) {
      const procedures = path.slice('/trpc/'.length).split(',')
      expect(authorization).toBe(procedures.every(isStudentProcedure) ? 'Bearer jeton-etudiant' : 'Bearer jeton-admin')
    }
    server.events.removeAllListeners()
  })

  it('asks for the page’s courses and next sessions in the same request as the verification, not after it', async () => {
    const batches: string[] = []
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url)
      if (pathname.startsWith('/trpc/student.')) batches.push(pathname.slice('/trpc/'.length))
    })
    renderStudent('/student/dashboard', { 'student.myCourses': () => ok([makeMyCourse({ id: 7, title: 'Analyse 1' })]) })
    await screen.findByRole('heading', { name: 'Analyse 1' })
    expect(batches).toEqual(['student.verify,student.myCourses,sessions.mine'])
    server.events.removeAllListeners()
  })

  it('clears a token revoked by another device and says so on the login page', async () => {
    storeStudentToken('jeton-revoque')
    const refused = () => fail(401, MESSAGES.signedOutByAnotherDevice)
    server.use(trpcHandlers({ 'student.verify': refused, 'student.myCourses': refused, 'sessions.mine': refused, 'site.settings': () => ok(siteSettings()) }))
    const { pathname, search } = renderAt('/student/dashboard')
    await loginHeading()
    expect(pathname()).toBe('/student/login')
    expect(search()).toContain('reason=device')
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.signedOutByAnotherDevice)
    expect(token()).toBeNull()
  })

  it('keeps the token when the network fails (the page offers a reload)', async () => {
    // React reports the error the route's error page caught; anything else still fails the test.
    const collect = vi.mocked(console.error).getMockImplementation()
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
      if (!args.some((arg) => /Failed to fetch|The above error occurred/.test(String(arg)))) collect?.(...args)
    })
    storeStudentToken()
    server.use(
      trpcHandlers({ 'student.verify': () => networkError(), 'student.myCourses': () => networkError(), 'sessions.mine': () => networkError(), 'site.settings': () => networkError() }),
    )
    renderAt('/student/dashboard')
    // the data layer retries twice (1 s, then 2 s) before giving up
    expect(await screen.findByRole('button', { name: 'Recharger la page' }, { timeout: 8000 })).toBeInTheDocument()
    expect(token()).toBe('jeton-etudiant')
    await networkSettled()
  })

  it('signs the student out when a call is refused during the session', async () => {
    const { pathname } = renderStudent('/student/dashboard', { 'student.myCourses': () => fail(401, MESSAGES.signedOutByAnotherDevice) })
    await loginHeading()
    expect(pathname()).toBe('/student/login')
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.signedOutByAnotherDevice)
    expect(token()).toBeNull()
  })

  it('logs out', async () => {
    const { user, pathname } = renderStudent('/student/dashboard', { 'student.myCourses': () => ok([]) })
    await screen.findByRole('heading', { name: 'Mes cours', level: 1 })
    expect(screen.getByText(`Bonjour ${STUDENT.name.split(' ')[0]}`, { exact: false })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Déconnexion' }))
    await loginHeading()
    expect(pathname()).toBe('/student/login')
    expect(token()).toBeNull()
  })

  it('goes through the login page before redeeming a join link', async () => {
    const join = vi.fn(() => ok({ course_id: 7, message: 'Accès au cours activé !' }))
    server.use(
      trpcHandlers({
        'site.settings': () => ok(siteSettings()),
        'student.login': () => ok({ access_token: 'jeton-neuf', token_type: 'bearer', user: STUDENT, signed_out_devices: 0 }),
        'student.join': join,
        'student.myCourses': () => ok([]),
        'student.course': () => ok(makeMyCourse({ id: 7, title: 'Analyse 1' })),
        'student.courseVideos': () => ok([makeStudentVideo({ id: 101 })]),
        'notifications.mine': noNotifications,
        'sessions.mine': noSessions,
        'sessions.forCourse': noSessions,
        ...playHandlers,
        'exams.available': noExams,
        'exams.myAttempts': noExams,
      }),
    )
    const { user, pathname } = renderAt('/student/join/jeton-de-lien-123')
    await loginHeading()
    expect(join).not.toHaveBeenCalled()
    await user.type(screen.getByLabelText('Email'), 'amina@exemple.ma')
    await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse123')
    await user.click(screen.getByRole('button', { name: 'Se connecter' }))

    expect(await screen.findByRole('heading', { name: 'Analyse 1', level: 1 })).toBeInTheDocument()
    expect(pathname()).toBe('/student/course/7')
    expect(join).toHaveBeenCalledTimes(1)
    expect(join).toHaveBeenCalledWith({ token: 'jeton-de-lien-123' })
    expect(await screen.findByText('Accès au cours activé !')).toBeInTheDocument()
  })

  it('explains an invalid join link', async () => {
    renderStudent('/student/join/jeton-de-lien-123', { 'student.join': () => fail(400, 'Ce lien d’accès est invalide ou a expiré.') })
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien d’accès est invalide ou a expiré.')
    expect(screen.getByRole('link', { name: 'Retour à mes cours' })).toHaveAttribute('href', '/student/dashboard')
  })

  it('redirects /student to the dashboard', async () => {
    const { pathname } = renderStudent('/student', { 'student.myCourses': () => ok([]) })
    await screen.findByRole('heading', { name: 'Mes cours', level: 1 })
    await waitFor(() => expect(pathname()).toBe('/student/dashboard'))
  })
})
