import { STUDENT_MESSAGES, TIMINGS } from '@tutorat/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, ok } from '../trpc-mock.ts'
import { makeCourse, makeStudent, renderAdmin } from './fixtures.tsx'

const COURSES = [makeCourse({ id: 7, title: 'Analyse 1' }), makeCourse({ id: 8, title: 'Algèbre' })]
const SET_PASSWORD_URL = 'http://127.0.0.1:3000/student/set-password/jeton-invitation-123'
const WHATSAPP_URL = `https://wa.me/?text=${encodeURIComponent(`Choisissez votre mot de passe ici : ${SET_PASSWORD_URL}`)}`
const INVITED = {
  student: makeStudent({ id: 21, name: 'Salma Amrani', has_password: false }),
  already_existed: false,
  set_password_url: SET_PASSWORD_URL,
  whatsapp_url: WHATSAPP_URL,
  message: STUDENT_MESSAGES.invited,
}

async function openInvite(invite: () => ReturnType<typeof ok>, options: { fakeTimers?: boolean } = {}) {
  const inviteCall = vi.fn(invite)
  const app = renderAdmin(
    '/admin/students/invite',
    { 'courses.list': () => ok(COURSES), 'students.invite': inviteCall, 'students.list': () => ok([INVITED.student]), 'accesses.list': () => ok([]) },
    options,
  )
  await screen.findByRole('heading', { name: 'Inviter un étudiant', level: 1 })
  await screen.findByRole('option', { name: 'Analyse 1' })
  return { ...app, inviteCall }
}

async function fillAndSend(user: Awaited<ReturnType<typeof openInvite>>['user']) {
  await user.type(screen.getByLabelText('Nom complet'), 'Salma Amrani')
  await user.type(screen.getByLabelText('Email'), 'Salma@Exemple.ma')
  await user.selectOptions(screen.getByLabelText(/^Cours/), 'Analyse 1')
  await user.click(screen.getByRole('button', { name: 'Inviter l’étudiant' }))
}

describe('/admin/students/invite', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('requires a name, an email and a course', async () => {
    const { user, inviteCall } = await openInvite(() => ok(INVITED))
    await user.click(screen.getByRole('button', { name: 'Inviter l’étudiant' }))
    expect(await screen.findByText(STUDENT_MESSAGES.nameRequired)).toBeInTheDocument()
    expect(screen.getByText(STUDENT_MESSAGES.emailRequired)).toBeInTheDocument()
    expect(screen.getByText(STUDENT_MESSAGES.courseRequired)).toBeInTheDocument()
    expect(inviteCall).not.toHaveBeenCalled()
    // the access defaults: standard, 30 days
    expect(screen.getByLabelText('Type d’accès')).toHaveValue('standard')
    expect(screen.getByLabelText('Durée (jours)')).toHaveValue(30)
    expect(screen.getByText('0 = illimité')).toBeInTheDocument()
  })

  it('shows the link to copy or send by WhatsApp, then returns to the list after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { user, inviteCall, pathname } = await openInvite(() => ok(INVITED), { fakeTimers: true })
    await fillAndSend(user)

    expect(await screen.findByText(STUDENT_MESSAGES.invited)).toBeInTheDocument()
    expect(inviteCall).toHaveBeenCalledWith({
      name: 'Salma Amrani',
      email: 'salma@exemple.ma',
      phone: null,
      level: null,
      course_id: 7,
      access_type: 'standard',
      duration_days: 30,
    })
    expect(screen.getByLabelText('Lien pour choisir le mot de passe')).toHaveValue(SET_PASSWORD_URL)
    expect(screen.getByRole('link', { name: 'Envoyer par WhatsApp' })).toHaveAttribute('href', WHATSAPP_URL)

    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    await user.click(screen.getByRole('button', { name: 'Copier le lien' }))
    expect(writeText).toHaveBeenCalledWith(SET_PASSWORD_URL)
    expect(await screen.findByText('Lien copié !')).toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.redirectDelayMs - 500))
    expect(pathname()).toBe('/admin/students/invite')
    await act(() => vi.advanceTimersByTimeAsync(600))
    await waitFor(() => expect(pathname()).toBe('/admin/students'))

    // the link is still there to share after the redirect
    const banner = (await screen.findByText('Invitation de Salma Amrani : envoyez-lui ce lien.')).parentElement
    expect(banner && within(banner).getByLabelText('Lien pour choisir le mot de passe')).toHaveValue(SET_PASSWORD_URL)
    // and the list has loaded under it: its call does not answer into the next test
    expect(await screen.findByRole('row', { name: /Salma Amrani/ })).toBeInTheDocument()
  })

  it.each([
    ['a network failure', () => fail(500, 'Une erreur interne est survenue. Veuillez réessayer.'), STUDENT_MESSAGES.inviteError],
    ['a refusal with a reason', () => fail(403, 'Vous ne pouvez gérer que vos propres cours.'), 'Vous ne pouvez gérer que vos propres cours.'],
  ])('explains %s', async (_case, answer, message) => {
    const { user } = await openInvite(answer)
    await fillAndSend(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })
})
