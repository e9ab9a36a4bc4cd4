import { ANNOUNCEMENT_MESSAGES } from '@tutorat/contracts'
import { configure, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SETTINGS } from '../home/helpers.tsx'
import { server } from '../msw-server.ts'
import { renderApp } from '../render.tsx'
import { fail, networkError, ok, type Outcome, trpcHandlers } from '../trpc-mock.ts'
import { makeAnnouncement } from './fixtures.ts'

configure({ asyncUtilTimeout: 5000 })

const LONG = `${'Des exercices corrigés chaque soir. '.repeat(8)}Et un examen blanc le dernier jour.`
const CNC = makeAnnouncement({ id: 7, title: 'Préparation CNC', description: LONG, price: null, sellable: true, amount_mad: 1500, duration_days: 90 })

function openFormation(path: string, get: () => Outcome) {
  const calls = vi.fn(get)
  server.use(trpcHandlers({ 'announcements.get': calls, 'announcements.list': () => ok([CNC]), 'site.settings': () => ok(SETTINGS) }))
  return { ...renderApp(path), calls }
}

afterEach(() => Reflect.deleteProperty(navigator, 'share'))

describe('/formations/{id}', () => {
  it('shows the whole formation: title, full description, price, duration, WhatsApp and a share link', async () => {
    const { calls } = openFormation('/formations/7', () => ok(CNC))
    expect(await screen.findByRole('heading', { level: 1, name: 'Préparation CNC' })).toBeInTheDocument()
    expect(calls).toHaveBeenCalledWith({ id: 7 })
    expect(screen.getByText(LONG.trim())).toBeInTheDocument()
    expect(screen.getByText(/1\s500 DH/)).toBeInTheDocument()
    expect(screen.getByText('Accès pendant 90 jours')).toBeInTheDocument()
    const ask = await screen.findByRole('link', { name: /^Poser une question sur WhatsApp/ })
    expect(decodeURIComponent(ask.getAttribute('href') ?? '')).toContain('une question sur la formation « Préparation CNC »')
    // jsdom has no Web Share: the WhatsApp share link carries the page's address
    const share = screen.getByRole('link', { name: /Partager/ })
    expect(decodeURIComponent(share.getAttribute('href') ?? '')).toMatch(/^https:\/\/wa\.me\/\?text=.*« Préparation CNC ».*\/formations\/7$/)
    expect(screen.getByRole('link', { name: 'Toutes les formations' })).toHaveAttribute('href', '/courses')
    // sold online: « S'inscrire » leads into the student space, to the enrol step of this formation
    expect(screen.getByRole('link', { name: /S’inscrire/ })).toHaveAttribute('href', '/student/enrol/7')
    await waitFor(() => expect(document.title).toBe('Préparation CNC — Tutorat Maroc'))
  })

  it('shows no « S’inscrire » for a formation not sold online, and its price as written', async () => {
    openFormation('/formations/7', () => ok({ ...CNC, price: '1 200 DH / mois', sellable: false, amount_mad: null, duration_days: null }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Préparation CNC' })).toBeInTheDocument()
    expect(screen.getByText('1 200 DH / mois')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /S’inscrire/ })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Réserver sur WhatsApp/ })).toBeInTheDocument()
  })

  it('uses the phone’s share sheet when it has one', async () => {
    const share = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    const { user } = openFormation('/formations/7', () => ok(CNC))
    await user.click(await screen.findByRole('button', { name: 'Partager' }))
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'Préparation CNC', url: expect.stringMatching(/\/formations\/7$/) }))
  })

  it('says « Formation introuvable. » for an inactive or missing one, without retrying', async () => {
    const { calls } = openFormation('/formations/8', () => fail(404, ANNOUNCEMENT_MESSAGES.formationNotFound))
    expect(await screen.findByRole('heading', { name: ANNOUNCEMENT_MESSAGES.formationNotFound })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voir les formations' })).toHaveAttribute('href', '/courses')
    expect(calls).toHaveBeenCalledTimes(1)
  })

  it('does not ask the server for an id that cannot exist', async () => {
    const { calls } = openFormation('/formations/abc', () => ok(CNC))
    expect(await screen.findByRole('heading', { name: ANNOUNCEMENT_MESSAGES.formationNotFound })).toBeInTheDocument()
    expect(calls).not.toHaveBeenCalled()
  })

  it('offers to retry when the network fails', async () => {
    let outcome: Outcome = networkError()
    const { user } = openFormation('/formations/7', () => outcome)
    expect(await screen.findByText('La formation n’a pas pu être chargée.', {}, { timeout: 15_000 })).toBeInTheDocument()
    outcome = ok(CNC)
    await user.click(screen.getByRole('button', { name: /Réessayer/ }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Préparation CNC' })).toBeInTheDocument()
  }, 30_000)

  it('is reached from its card on /courses', async () => {
    const { user } = openFormation('/courses', () => ok(CNC))
    await user.click(await screen.findByRole('link', { name: /^Voir la formation\s*« Préparation CNC »$/ }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Préparation CNC' })).toBeInTheDocument()
  })
})
