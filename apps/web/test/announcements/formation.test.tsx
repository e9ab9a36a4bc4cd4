import { ANNOUNCEMENT_MESSAGES } from '@tutorat/contracts'
import { configure, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SETTINGS } from '../home/helpers.tsx'
import { server } from '../msw-server.ts'
import { renderApp } from '../render.tsx'
import { fail, networkError, ok, type Outcome, trpcHandlers } from '../trpc-mock.ts'
import { makeAnnouncement, makeFormation } from './fixtures.ts'

configure({ asyncUtilTimeout: 5000 })

const LONG = `${'Des exercices corrigés chaque soir. '.repeat(8)}Et un examen blanc le dernier jour.`
const CNC = makeFormation({ id: 7, title: 'Préparation CNC', description: LONG, price: null, sellable: true, amount_mad: 1500, duration_days: 90 })

function openFormation(path: string, get: () => Outcome, more: Record<string, () => Outcome> = {}) {
  const calls = vi.fn(get)
  server.use(trpcHandlers({ ...more, 'announcements.get': calls, 'announcements.list': () => ok([makeAnnouncement({ id: 7, title: CNC.title })]), 'site.settings': () => ok(SETTINGS) }))
  return { ...renderApp(path), calls }
}

afterEach(() => Reflect.deleteProperty(navigator, 'share'))

describe('/formations/{id}', () => {
  it('shows the whole formation: title, full description, price, duration, WhatsApp and a share link', async () => {
    const { calls } = openFormation('/formations/7', () => ok(CNC))
    expect(await screen.findByRole('heading', { level: 1, name: 'Préparation CNC' })).toBeInTheDocument()
    expect(calls).toHaveBeenCalledWith({ id: 7 })
    expect(screen.getByText(LONG.trim())).toBeInTheDocument()
    // the price beside the title, and again in the phone's bar of « S’inscrire »
    expect(screen.getAllByText(/1\s500 DH/)).toHaveLength(2)
    expect(screen.getByText('Accès pendant 90 jours')).toBeInTheDocument()
    const ask = await screen.findByRole('link', { name: /^Poser une question sur WhatsApp/ })
    expect(decodeURIComponent(ask.getAttribute('href') ?? '')).toContain('une question sur la formation « Préparation CNC »')
    // jsdom has no Web Share: the WhatsApp share link carries the page's address
    const share = screen.getByRole('link', { name: /Partager/ })
    expect(decodeURIComponent(share.getAttribute('href') ?? '')).toMatch(/^https:\/\/wa\.me\/\?text=.*« Préparation CNC ».*\/formations\/7$/)
    expect(screen.getByRole('link', { name: 'Toutes les formations' })).toHaveAttribute('href', '/courses')
    // sold online: « S'inscrire » leads into the student space, to the enrol step of this formation
    // (twice: beside the price, and in the bar a phone keeps at the bottom of the screen)
    for (const link of screen.getAllByRole('link', { name: /S’inscrire/ })) expect(link).toHaveAttribute('href', '/student/enrol/7')
    await waitFor(() => expect(document.title).toBe('Préparation CNC — Tutorat Maroc'))
  })

  it('shows no « S’inscrire » for a formation not sold online, and its price as written', async () => {
    openFormation('/formations/7', () => ok({ ...CNC, price: '1 200 DH / mois', sellable: false, amount_mad: null, duration_days: null }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Préparation CNC' })).toBeInTheDocument()
    expect(screen.getByText('1 200 DH / mois')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /S’inscrire/ })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Réserver sur WhatsApp/ })).toBeInTheDocument()
  })

  it('sells itself: start, seats, plan, programme (Markdown, no HTML), teachers, FAQ, testimonials, free preview', async () => {
    const page = {
      ...CNC,
      starts_on: '2027-01-11',
      schedule: 'Mardi et jeudi, 18 h 30',
      capacity: 20,
      seats_left: 3,
      instalments: [500, 500, 500],
      programme: '## Analyse\n- Suites\n- **Limites**\n\n<script>alert(1)</script><img src=x onerror=alert(1)>\n\n[lien](javascript:alert(1))',
      teachers: [{ name: 'Pr. Alaoui', bio: 'Agrégé de mathématiques.', photo_url: null }],
      faq: [{ question: 'Les séances sont-elles enregistrées ?', answer: 'Oui, toutes.' }],
      testimonials: [{ id: 3, nom: 'Salma B.', ecole: 'ENSA', comment: 'Très clair.', rating: 5, created_at: '2026-01-01T00:00:00.000Z' }],
      preview_video: { title: 'Première séance', source: 'drive' as const },
    }
    const preview = vi.fn(() => ok({ title: 'Première séance', embed_url: 'https://drive.google.com/file/d/abc/preview', stream_url: null, stream_expires_at: null }))
    const { user } = openFormation('/formations/7', () => ok(page), { 'announcements.preview': preview })
    expect(await screen.findByRole('heading', { level: 1, name: 'Préparation CNC' })).toBeInTheDocument()
    expect(screen.getByText('11 janvier 2027')).toHaveAttribute('datetime', '2027-01-11')
    expect(screen.getAllByText('3 places restantes').length).toBeGreaterThan(0)
    expect(screen.getByText(/ou 3 × 500 DH, un paiement tous les 30 jours/)).toBeInTheDocument()
    expect(screen.getByText('Mardi et jeudi, 18 h 30')).toBeInTheDocument()
    const programme = screen.getByRole('region', { name: 'Programme' })
    expect(programme.querySelector('h3')).toHaveTextContent('Analyse')
    expect(programme.querySelector('strong')).toHaveTextContent('Limites')
    expect(programme.querySelector('script, img, [onerror]')).toBeNull()
    expect(programme.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i)
    expect(screen.getByRole('heading', { name: 'Pr. Alaoui' })).toBeInTheDocument()
    const question = screen.getByText('Les séances sont-elles enregistrées ?')
    expect(question.closest('details')).not.toHaveAttribute('open')
    await user.click(question)
    expect(question.closest('details')).toHaveAttribute('open')
    expect(screen.getByText('Très clair.')).toBeInTheDocument()
    // the preview's address is asked for only when the visitor presses play
    expect(preview).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Regarder l’aperçu gratuit' }))
    expect(await screen.findByTitle('Aperçu : Première séance')).toHaveAttribute('src', 'https://drive.google.com/file/d/abc/preview')
    expect(preview).toHaveBeenCalledWith({ id: 7 })
  })

  it('a full formation says so and offers no « S’inscrire »', async () => {
    openFormation('/formations/7', () => ok({ ...CNC, capacity: 10, seats_left: 0 }))
    expect(await screen.findByText(/Cette formation est complète/)).toBeInTheDocument()
    expect(screen.getByText('Complet')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /S’inscrire/ })).not.toBeInTheDocument()
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
