import type { RouterOutputs } from '@tutorat/api'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { networkSettled, server } from '../msw-server.ts'
import { renderApp } from '../render.tsx'
import { noNotifications, siteSettings, STUDENT } from '../students/fixtures.tsx'
import { ok, type Procedure, trpcHandlers } from '../trpc-mock.ts'
import { examWindow, makePublicExam, makeStudentExam } from './list-fixtures.ts'

type FreeCourse = RouterOutputs['freeCourses']['list'][number]

const RESOURCE: FreeCourse = {
  id: 1,
  title: 'Analyse 1 — suites numériques',
  category: 'cours',
  description: null,
  school: 'ENSA',
  level: '1re année',
  file_url: '/uploads/free-courses/analyse.pdf',
  external_url: null,
  is_active: true,
  created_at: '2026-01-05T09:00:00.000Z',
}

const ENSA = makePublicExam(3, {
  title: 'Concours blanc ENSA 2026',
  description: 'Mathématiques : $\\int_0^1 x\\,dx$ et suites.',
  time_limit_minutes: 90,
  question_count: 40,
  ...examWindow(-60, 7 * 24 * 60),
  opens_at_local: '2026-05-12T18:00',
  closes_at_local: '2026-05-19T18:00',
})
const EMI = makePublicExam(5, { title: 'Concours blanc EMI', time_limit_minutes: 60, question_count: 1 })
const ENSAM = makePublicExam(6, { title: 'Concours blanc ENSAM', ...examWindow(2 * 24 * 60, 3 * 24 * 60) })

function openFreeCourses(publicList: Procedure, more: Record<string, Procedure> = {}) {
  server.use(trpcHandlers({ 'freeCourses.list': () => ok([RESOURCE]), 'exams.publicList': publicList, ...more }))
  return renderApp('/cours-gratuits')
}

const section = () => within(screen.getByRole('region', { name: 'Concours blancs gratuits' }))

describe('« Concours blancs gratuits » on /cours-gratuits', () => {
  it('lists the free exams with their facts, open ones first, each leading to the student space', async () => {
    openFreeCourses(() => ok([ENSAM, ENSA, EMI]))
    await screen.findByRole('heading', { level: 2, name: 'Concours blancs gratuits' })
    const titles = section()
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(titles).toEqual([ENSA.title, EMI.title, ENSAM.title])

    const ensa = within(screen.getByRole('article', { name: ENSA.title }))
    expect(ensa.getByText('1 h 30')).toBeInTheDocument()
    expect(ensa.getByText('40 questions')).toBeInTheDocument()
    expect(ensa.getByText('Du mardi 12 mai à 18:00 au mardi 19 mai à 18:00')).toBeInTheDocument()
    expect(ensa.getByRole('link', { name: 'Commencer « Concours blanc ENSA 2026 »' })).toHaveAttribute('href', '/student/exams?exam=3')
    // shared with its own address: the server writes that page's preview (title, duration, questions)
    const share = new URL(ensa.getByRole('link', { name: /Partager/ }).getAttribute('href') ?? '')
    expect(share.searchParams.get('text')).toBe(`Concours blanc gratuit sur Tutorat Maroc : « Concours blanc ENSA 2026 » : ${window.location.origin}/student/exams?exam=3`)

    const emi = within(screen.getByRole('article', { name: EMI.title }))
    expect(emi.getByText('1 heure')).toBeInTheDocument()
    expect(emi.getByText('1 question')).toBeInTheDocument()
    expect(emi.getByText('Sans date limite')).toBeInTheDocument()

    // no KaTeX on the public page: the description is plain text
    expect(ensa.getByText('Mathématiques : $\\int_0^1 x\\,dx$ et suites.')).toBeInTheDocument()
    expect(document.querySelector('.katex')).toBeNull()
    // the catalogue is still there, below
    expect(await screen.findByRole('region', { name: 'Cours' })).toBeInTheDocument()
  })

  it('is not there when no free exam is open', async () => {
    const publicList = vi.fn(() => ok([]))
    openFreeCourses(publicList)
    await screen.findByRole('region', { name: 'Cours' })
    await waitFor(() => expect(publicList).toHaveBeenCalled())
    await networkSettled()
    expect(screen.queryByRole('region', { name: 'Concours blancs gratuits' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Concours blanc/)).not.toBeInTheDocument()
  })

  it('takes a visitor through the sign-in and back to the exam, brought into view', async () => {
    const { user, pathname, history } = openFreeCourses(() => ok([ENSA]), {
      'site.settings': () => ok(siteSettings()),
      'student.login': () => ok({ access_token: 'jeton-neuf', token_type: 'bearer', user: STUDENT, signed_out_devices: 0 }),
      'student.verify': () => ok({ valid: true, user: STUDENT }),
      'notifications.mine': noNotifications,
      'exams.available': () => ok([makeStudentExam(1, { title: 'Autre concours' }), makeStudentExam(3, { title: ENSA.title })]),
      'exams.myAttempts': () => ok([]),
    })
    await user.click(await screen.findByRole('link', { name: 'Commencer « Concours blanc ENSA 2026 »' }))

    await screen.findByRole('heading', { name: 'Espace étudiant' })
    expect(pathname()).toBe('/student/login')
    expect(decodeURIComponent(history.location.search)).toContain('redirect=/student/exams?exam=3')
    // a visitor without an account signs up on the way, and comes back too
    expect(decodeURIComponent(screen.getByRole('link', { name: 'Créer un compte' }).getAttribute('href') ?? '')).toContain('redirect=/student/exams?exam=3')

    await user.type(screen.getByLabelText('Email'), 'amina@exemple.ma')
    await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse123')
    await user.click(screen.getByRole('button', { name: 'Se connecter' }))

    const exam = await screen.findByRole('article', { name: ENSA.title })
    expect(pathname()).toBe('/student/exams')
    await waitFor(() => expect(exam).toHaveFocus())
    await networkSettled()
  })
})
