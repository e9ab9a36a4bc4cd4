import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { networkSettled, server } from '../msw-server.ts'
import { makeMyCourse, makeStudentVideo, renderStudent } from '../students/fixtures.tsx'
import { fail, ok, type Outcome, type Procedure } from '../trpc-mock.ts'
import { makeAttemptSummary, makeStudentExam } from './list-fixtures.ts'

const COURSE = makeMyCourse({ id: 7, title: 'Analyse 1', video_count: 1 })
const MINUTE = 60_000

function openDashboard(exams: Record<string, Procedure>) {
  const app = renderStudent('/student/dashboard', { 'student.myCourses': () => ok([COURSE]), ...exams })
  return app
}

const dashboardCard = () => within(screen.getByRole('region', { name: 'Mes concours' }))

describe('« Mes concours » on the dashboard', () => {
  it('puts the paper to resume first, then the last three notes, and counts the exams open to take', async () => {
    const running = makeAttemptSummary(50, {
      exam_title: 'Quiz Analyse 1',
      status: 'en_cours',
      deadline_at: new Date(Date.now() + 20 * MINUTE).toISOString(),
      submitted_at: null,
      score: null,
      score_20: null,
    })
    const scored = [14, 11, 8, 5].map((score, index) => makeAttemptSummary(40 - index, { exam_title: `Concours ${index + 1}`, score, score_20: score }))
    const exams = [makeStudentExam(1), makeStudentExam(2), makeStudentExam(3, { state: 'clos' }), makeStudentExam(4, { running_attempt_id: 50 })]
    const { user, pathname } = openDashboard({ 'exams.myAttempts': () => ok([running, ...scored]), 'exams.available': () => ok(exams) })

    await screen.findByRole('heading', { level: 2, name: 'Mes concours' })
    const rows = dashboardCard().getAllByRole('listitem')
    expect(rows.map((row) => within(row).getByRole('heading', { level: 3 }).textContent)).toEqual(['Quiz Analyse 1', 'Concours 1', 'Concours 2', 'Concours 3'])
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: /^Reprendre « Quiz Analyse 1 »/ })).toHaveAttribute('href', '/student/attempts/50')
    expect(within(rows[1] as HTMLElement).getByText('14/20')).toBeInTheDocument()
    expect(dashboardCard().getByText('2 concours ouverts vous attendent.')).toBeInTheDocument()

    await user.click(dashboardCard().getByRole('link', { name: 'Tous mes concours' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes concours' })).toBeInTheDocument()
    expect(pathname()).toBe('/student/exams')
  })

  it('invites to the one open exam when there is no copy yet', async () => {
    openDashboard({ 'exams.myAttempts': () => ok([]), 'exams.available': () => ok([makeStudentExam(1), makeStudentExam(2, { attempts_used: 1, max_attempts: 1 })]) })
    expect(await screen.findByText('Un concours ouvert vous attend.')).toBeInTheDocument()
    expect(dashboardCard().queryByRole('listitem')).not.toBeInTheDocument()
  })

  it('is not there when the student has neither a copy nor an exam to take', async () => {
    const available = vi.fn(() => ok([makeStudentExam(3, { state: 'clos' })]))
    openDashboard({ 'exams.myAttempts': () => ok([]), 'exams.available': available })
    await screen.findByRole('article', { name: 'Analyse 1' })
    await waitFor(() => expect(available).toHaveBeenCalled())
    await networkSettled()
    expect(screen.queryByRole('region', { name: 'Mes concours' })).not.toBeInTheDocument()
  })

  it('is asked for after the courses, never in the guard’s first request', async () => {
    const batches: string[] = []
    server.events.on('request:start', ({ request }) => {
      batches.push(new URL(request.url).pathname.slice('/trpc/'.length))
    })
    openDashboard({ 'exams.myAttempts': () => ok([makeAttemptSummary(40)]), 'exams.available': () => ok([]) })
    await screen.findByRole('region', { name: 'Mes concours' })
    expect(batches[0]).toBe('student.verify,student.myCourses,sessions.mine')
    const examCalls = batches.filter((batch) => batch.includes('exams.'))
    expect(examCalls.length).toBeGreaterThan(0)
    expect(batches.indexOf(examCalls[0] ?? '')).toBeGreaterThan(0)
    server.events.removeAllListeners()
  })

  it('offers to retry when the exams cannot be loaded', async () => {
    const attempts = vi.fn((): Outcome => fail(500, 'Erreur'))
    const { user } = openDashboard({ 'exams.myAttempts': attempts, 'exams.available': () => ok([makeStudentExam(1)]) })
    expect(await screen.findByText('Vos concours n’ont pas pu être chargés.', {}, { timeout: 8000 })).toBeInTheDocument()
    attempts.mockImplementation(() => ok([makeAttemptSummary(40, { exam_title: 'Concours blanc ENSA' })]))
    await user.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('heading', { level: 3, name: 'Concours blanc ENSA' })).toBeInTheDocument()
  })
})

describe('« Quiz du cours » on the course page', () => {
  function openCourse(available: Procedure) {
    return renderStudent('/student/course/7', {
      'student.course': () => ok(COURSE),
      'student.courseVideos': () => ok([makeStudentVideo({ id: 101, title: 'Introduction' })]),
      'student.myCourses': () => ok([COURSE]),
      'exams.available': available,
    })
  }

  it('lists the course’s quizzes with the same cards, without repeating the course', async () => {
    const available = vi.fn(() =>
      ok([
        makeStudentExam(11, { title: 'Quiz chapitre 2', is_public: false, course_id: 7, course_title: 'Analyse 1', state: 'clos' }),
        makeStudentExam(10, { title: 'Quiz chapitre 1', is_public: false, course_id: 7, course_title: 'Analyse 1', attempts_used: 1, max_attempts: 2, last_attempt_id: 60, best_score_20: 16 }),
      ]),
    )
    openCourse(available)
    await screen.findByRole('heading', { level: 2, name: 'Quiz du cours' })
    expect(available).toHaveBeenCalledWith({ course_id: 7 })
    const quizzes = within(screen.getByRole('region', { name: 'Quiz du cours' }))
    // what can be taken now first
    expect(quizzes.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Quiz chapitre 1', 'Quiz chapitre 2'])
    const first = within(quizzes.getByRole('article', { name: 'Quiz chapitre 1' }))
    expect(first.getByRole('button', { name: 'Commencer « Quiz chapitre 1 »' })).toBeEnabled()
    expect(first.getByRole('link', { name: 'Voir ma copie de « Quiz chapitre 1 »' })).toHaveAttribute('href', '/student/attempts/60')
    expect(first.getByText('16/20')).toBeInTheDocument()
    expect(quizzes.queryByText('Analyse 1')).not.toBeInTheDocument()
    expect(within(quizzes.getByRole('article', { name: 'Quiz chapitre 2' })).getByRole('button', { name: /Commencer/ })).toBeDisabled()
  })

  it('adds nothing to a course without quizzes', async () => {
    const available = vi.fn(() => ok([]))
    openCourse(available)
    await screen.findByRole('heading', { name: 'Analyse 1', level: 1 })
    await waitFor(() => expect(available).toHaveBeenCalled())
    await networkSettled()
    expect(screen.queryByRole('heading', { name: 'Quiz du cours' })).not.toBeInTheDocument()
  })
})

describe('the student’s header', () => {
  it('leads to « Mes concours »', async () => {
    const { user, pathname } = openDashboard({ 'exams.myAttempts': () => ok([]), 'exams.available': () => ok([]) })
    const nav = within(await screen.findByRole('navigation', { name: 'Espace étudiant' }))
    await user.click(nav.getByRole('link', { name: 'Concours' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes concours' })).toBeInTheDocument()
    expect(pathname()).toBe('/student/exams')
    await networkSettled()
  })
})
