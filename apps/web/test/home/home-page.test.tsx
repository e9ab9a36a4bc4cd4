import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PaymentInfo } from '../../src/features/home/PaymentInfo.tsx'
import { SocialSection } from '../../src/features/home/SocialSection.tsx'
import { WithData } from '../../src/lib/data.tsx'
import { THREE } from '../announcements/fixtures.ts'
import { server } from '../msw-server.ts'
import { renderApp } from '../render.tsx'
import { ok, trpcHandlers } from '../trpc-mock.ts'
import { fakeIntersectionObserver, renderPublic, SETTINGS, stubCarouselApis } from './helpers.tsx'

const ORDER = ['bandeau', 'accueil', 'ecoles', 'formations', 'services', 'temoignages', 'retours', 'video', 'faq', 'contact', 'paiement', 'cours']

function answerEverything(settings = SETTINGS) {
  server.use(
    trpcHandlers({
      'site.settings': () => ok(settings),
      'announcements.list': () => ok(THREE),
      'testimonials.featured': () => ok([]),
    }),
  )
}

describe('home page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('has every section, in the order of SPEC §2', async () => {
    stubCarouselApis()
    fakeIntersectionObserver({ autoEnter: true })
    answerEverything()
    renderApp('/')
    await screen.findByRole('heading', { level: 1, name: /Progressez/ })
    // (role queries over the whole page are slow in jsdom: wait on ids, query inside sections)
    const byId = (id: string) => document.getElementById(id) as HTMLElement
    await waitFor(() => expect(byId('faq-titre')).toBeInTheDocument(), { timeout: 8000 })
    await waitFor(() => expect(within(byId('formations')).getByRole('region', { name: 'Formations à la une' })).toBeInTheDocument(), { timeout: 5000 })
    const ids = [...document.querySelectorAll('main section[id]')].map((section) => section.id)
    expect(ids).toEqual(ORDER)
    const hero = within(byId('accueil'))
    expect(hero.getByRole('link', { name: /Découvrir nos cours/ })).toHaveAttribute('href', '/courses')
    expect(hero.getByRole('link', { name: /Accéder à l’espace étudiant/ })).toHaveAttribute('href', '/student/login')
    expect(hero.getByText('Première séance d’évaluation gratuite')).toBeInTheDocument()
    expect(within(byId('ecoles')).getAllByRole('listitem')).toHaveLength(14)
    expect(within(byId('services')).getAllByRole('heading', { level: 3 })).toHaveLength(6)
    expect(within(byId('retours')).getAllByRole('img', { name: /^Message d/ })).toHaveLength(5)
    expect(within(byId('cours')).getAllByRole('img')).toHaveLength(4)
  }, 30_000)

  it('frames the sections the links scroll to before their code arrives, and calls no server', async () => {
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    for (const id of ORDER) expect(document.getElementById(id)).toBeInTheDocument()
  })

  it('has the footer’s quick links and partner schools', async () => {
    renderApp('/')
    const footer = await screen.findByRole('contentinfo')
    const quick = within(within(footer).getByRole('navigation', { name: 'Liens rapides' }))
    expect(quick.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/#accueil',
      '/#formations',
      '/#cours',
      '/#contact',
      '/student/login',
      '/login',
    ])
    expect(within(within(footer).getByRole('list', { name: 'Écoles partenaires' })).getAllByRole('listitem')).toHaveLength(14)
  })

  it('plays the intro video only when asked', async () => {
    const { user } = renderApp('/')
    await waitFor(() => expect(document.getElementById('video-titre')).toBeInTheDocument(), { timeout: 8000 })
    const play = within(document.getElementById('video') as HTMLElement).getByRole('button', { name: 'Lire la vidéo de présentation' })
    expect(document.querySelector('iframe')).not.toBeInTheDocument()
    await user.click(play)
    const frame = screen.getByTitle('Vidéo de présentation de Tutorat Maroc')
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//)
  })
})

describe('payment information', () => {
  beforeEach(() => fakeIntersectionObserver({ autoEnter: true }))
  afterEach(() => vi.unstubAllGlobals())

  it('shows the bank account with its QR code and the copyable RIB, IBAN and SWIFT', async () => {
    server.use(trpcHandlers({ 'site.settings': () => ok(SETTINGS) }))
    const { user } = renderPublic(
      <WithData>
        <PaymentInfo />
      </WithData>,
    )
    const qr = await screen.findByRole('img', { name: 'QR code des coordonnées bancaires' })
    expect(qr).toHaveAttribute('src', '/api/site/payment-qr.svg')
    for (const value of [SETTINGS.bank.rib, SETTINGS.bank.iban, SETTINGS.bank.swift]) expect(screen.getByText(value)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Copier le IBAN' }))
    expect(await navigator.clipboard.readText()).toBe(SETTINGS.bank.iban)
    expect(await screen.findByText('IBAN copié')).toBeInTheDocument()
  })

  it('sends the visitor into « S’inscrire » before paying, never to WhatsApp with a receipt (issue 29)', async () => {
    server.use(trpcHandlers({ 'site.settings': () => ok(SETTINGS) }))
    renderPublic(
      <WithData>
        <PaymentInfo />
      </WithData>,
    )
    const choose = await screen.findByRole('link', { name: 'Choisir une formation' })
    expect(choose).toHaveAttribute('href', '/courses')
    expect(screen.getByText(/appuyez sur « S’inscrire ».*référence.*« Mes paiements »/)).toBeInTheDocument()
    expect(screen.queryByText(/reçu sur WhatsApp/)).not.toBeInTheDocument()
  })

  it('hides the QR code when it cannot be loaded', async () => {
    server.use(trpcHandlers({ 'site.settings': () => ok(SETTINGS) }))
    renderPublic(
      <WithData>
        <PaymentInfo />
      </WithData>,
    )
    const qr = await screen.findByRole('img', { name: 'QR code des coordonnées bancaires' })
    fireEvent.error(qr)
    await waitFor(() => expect(screen.queryByRole('img', { name: 'QR code des coordonnées bancaires' })).not.toBeInTheDocument())
    expect(screen.getByText(SETTINGS.bank.rib)).toBeInTheDocument()
  })
})

describe('social links', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('are left out entirely when the site has none', async () => {
    const settings = vi.fn(() => ok(SETTINGS))
    server.use(trpcHandlers({ 'site.settings': settings }))
    renderPublic(
      <WithData>
        <SocialSection />
      </WithData>,
    )
    await waitFor(() => expect(settings).toHaveBeenCalled())
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    expect(document.getElementById('reseaux')).not.toBeInTheDocument()
  })

  it('open each group, page or channel in a new tab', async () => {
    const socials = [
      { label: 'Groupe d’entraide ENSA', url: 'https://chat.whatsapp.com/groupe', kind: 'whatsapp' as const },
      { label: 'Tutorat Maroc', url: 'https://www.youtube.com/@tutorat', kind: 'youtube' as const },
    ]
    server.use(trpcHandlers({ 'site.settings': () => ok({ ...SETTINGS, socials }) }))
    renderPublic(
      <WithData>
        <SocialSection />
      </WithData>,
    )
    const section = await screen.findByRole('region', { name: 'Rejoignez-nous sur les réseaux' })
    const links = within(section).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual(socials.map((social) => social.url))
    for (const link of links) expect(link).toHaveAttribute('target', '_blank')
    expect(links[1]).toHaveTextContent('YouTube')
  })
})
