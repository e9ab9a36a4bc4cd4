import { SESSION_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { sessionDateTime } from '../../src/features/sessions/format.ts'
import { networkSettled } from '../msw-server.ts'
import { renderStudent } from '../students/fixtures.tsx'
import { fail, ok, type Outcome } from '../trpc-mock.ts'
import { CALENDAR, calendarAnswer, makeSession } from './fixtures.ts'

const OPEN = makeSession(1, 10, { title: 'Intégrales généralisées', is_free: true })
const LATER = makeSession(2, 2 * 60 + 4.5, { title: 'Séries entières', duration_minutes: 120 })
const CANCELLED = makeSession(3, 3 * 24 * 60, { title: 'Équations différentielles', status: 'annulee' })

async function openSessions(mine: () => Outcome, more: Parameters<typeof renderStudent>[1] = {}) {
  const app = renderStudent('/student/sessions', { 'sessions.mine': mine, 'sessions.calendar': calendarAnswer, ...more })
  await screen.findByRole('heading', { level: 1, name: 'Mes séances' })
  return app
}

const card = (title: string) => within(screen.getByRole('article', { name: title }))

describe('/student/sessions « Mes séances »', () => {
  it('lists the sessions with their Casablanca date, duration, course and badges; « Rejoindre » only once open', async () => {
    await openSessions(() => ok([OPEN, LATER, CANCELLED]))
    await screen.findByRole('article', { name: 'Intégrales généralisées' })

    const open = card('Intégrales généralisées')
    expect(open.getByText('Gratuite')).toBeInTheDocument()
    expect(open.getByText('Analyse 1')).toBeInTheDocument()
    const when = open.getByText(sessionDateTime(OPEN.starts_at_local))
    expect(when).toHaveAttribute('datetime', OPEN.starts_at)
    expect(when.parentElement).toHaveTextContent(/· 1 h 30$/)
    expect(open.getByText(/^Commence dans (9|10) min$/)).toBeInTheDocument()
    const join = open.getByRole('link', { name: 'Rejoindre « Intégrales généralisées »' })
    expect(join).toHaveAttribute('href', '/student/sessions/1/join')
    expect(join).toHaveAttribute('target', '_blank')
    const agenda = open.getByRole('link', { name: 'Ajouter à Google Agenda « Intégrales généralisées »' })
    expect(agenda).toHaveAttribute('href', OPEN.google_calendar_url)
    expect(agenda).toHaveAttribute('target', '_blank')
    expect(agenda.getAttribute('rel')).toContain('noopener')

    const later = card('Séries entières')
    expect(later.getByText('Commence dans 2 h 05')).toBeInTheDocument()
    expect(later.getByText(sessionDateTime(LATER.starts_at_local)).parentElement).toHaveTextContent(/· 2 h$/)
    expect(later.queryByRole('link', { name: /Rejoindre/ })).not.toBeInTheDocument()
    expect(later.getByRole('button', { name: 'Rejoindre « Séries entières »' })).toBeDisabled()
    expect(later.getByText('« Rejoindre » s’active 15 minutes avant le début.')).toBeInTheDocument()
    expect(later.queryByText('Gratuite')).not.toBeInTheDocument()

    const cancelled = card('Équations différentielles')
    expect(cancelled.getByText('Annulée')).toBeInTheDocument()
    expect(cancelled.getByRole('heading', { name: 'Équations différentielles' })).toHaveClass('line-through')
    expect(cancelled.queryByRole('link')).not.toBeInTheDocument()
    expect(cancelled.queryByRole('button')).not.toBeInTheDocument()
    expect(cancelled.queryByText(/Commence dans/)).not.toBeInTheDocument()
  })

  it('says « En cours » for a session that has started, and still lets the student join', async () => {
    await openSessions(() => ok([makeSession(4, -20, { title: 'TD en direct' })]))
    const live = within(await screen.findByRole('article', { name: 'TD en direct' }))
    expect(live.getByText('En cours')).toBeInTheDocument()
    expect(live.getByRole('link', { name: 'Rejoindre « TD en direct »' })).toHaveAttribute('href', '/student/sessions/4/join')
  })

  it('says what to expect when nothing is planned, and keeps the calendar card', async () => {
    await openSessions(() => ok([]))
    expect(await screen.findByRole('heading', { name: 'Aucune séance prévue pour le moment' })).toBeInTheDocument()
    expect(await screen.findByText(CALENDAR.url)).toBeInTheDocument()
  })

  it('offers to retry when the list cannot be loaded', async () => {
    const mine = vi.fn(() => fail(500, 'Erreur'))
    const { user } = await openSessions(mine)
    expect(await screen.findByText('Vos séances n’ont pas pu être chargées.', {}, { timeout: 8000 })).toBeInTheDocument()
    mine.mockImplementation(() => ok([OPEN]))
    await user.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('article', { name: 'Intégrales généralisées' })).toBeInTheDocument()
  })

  it('is in the student’s header, from every page', async () => {
    const { user, pathname } = renderStudent('/student/payments', {
      'payments.mine': () => ok([]),
      'sessions.mine': () => ok([LATER]),
      'sessions.calendar': calendarAnswer,
    })
    await screen.findByRole('heading', { level: 1, name: 'Mes paiements' })
    await user.click(within(screen.getByRole('navigation', { name: 'Espace étudiant' })).getByRole('link', { name: 'Mes séances' }))
    expect(await screen.findByRole('article', { name: 'Séries entières' })).toBeInTheDocument()
    expect(pathname()).toBe('/student/sessions')
  })
})

describe('the calendar feed', () => {
  it('shows the private URL to copy, the webcal link and how to add it to Google Agenda', async () => {
    const { user } = await openSessions(() => ok([]))
    expect(await screen.findByText(CALENDAR.url)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'S’abonner depuis mon téléphone' })).toHaveAttribute('href', CALENDAR.webcal_url)
    expect(screen.getByText('Autres agendas › À partir de l’URL')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Copier le lien de l’agenda' }))
    expect(await navigator.clipboard.readText()).toBe(CALENDAR.url)
    expect(await screen.findByText('Lien de l’agenda copié')).toBeInTheDocument()
  })

  it('makes a new link only once confirmed, and shows it in place of the old one', async () => {
    const renewed = { url: 'https://tutorat.example.ma/api/calendar/jeton-agenda-2.ics', webcal_url: 'webcal://tutorat.example.ma/api/calendar/jeton-agenda-2.ics' }
    const renew = vi.fn(() => ok({ ...renewed, message: SESSION_MESSAGES.calendarRenewed }))
    const { user } = await openSessions(() => ok([]), { 'sessions.renewCalendar': renew })
    await screen.findByText(CALENDAR.url)

    await user.click(screen.getByRole('button', { name: 'Nouveau lien' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Créer un nouveau lien d’agenda ?' })
    expect(within(dialog).getByText(/L’ancien lien cessera aussitôt de fonctionner/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(renew).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Nouveau lien' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Créer un nouveau lien' }))
    expect(await screen.findByText(renewed.url)).toBeInTheDocument()
    expect(screen.queryByText(CALENDAR.url)).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'S’abonner depuis mon téléphone' })).toHaveAttribute('href', renewed.webcal_url)
    expect((await screen.findAllByText(SESSION_MESSAGES.calendarRenewed)).length).toBeGreaterThan(0)
    expect(renew).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('keeps the dialog open with the reason when the new link cannot be made', async () => {
    const { user } = await openSessions(() => ok([]), { 'sessions.renewCalendar': () => fail(429, 'Trop de tentatives, réessayez dans une minute.') })
    await screen.findByText(CALENDAR.url)
    await user.click(screen.getByRole('button', { name: 'Nouveau lien' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Créer un nouveau lien' }))
    expect(await within(screen.getByRole('alertdialog')).findByText('Trop de tentatives, réessayez dans une minute.')).toBeInTheDocument()
    expect(screen.getByText(CALENDAR.url)).toBeInTheDocument()
    await networkSettled()
  })
})
