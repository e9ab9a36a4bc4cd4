import { ANNOUNCEMENT_MESSAGES, TIMINGS } from '@tutorat/contracts'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import AnnouncementsCarousel from '../../src/features/announcements/AnnouncementsCarousel.tsx'
import { WithData } from '../../src/lib/data.tsx'
import { SETTINGS, renderPublic, stubReducedMotion } from '../home/helpers.tsx'
import { networkSettled, server } from '../msw-server.ts'
import { fail, ok, type Outcome, trpcHandlers } from '../trpc-mock.ts'
import { responsiveAttributes, uploadedPicture } from '../pictures.ts'
import { type Announcement, deferred, makeAnnouncement, THREE } from './fixtures.ts'

function openCarousel(list: () => Outcome | Promise<Outcome>, options: { fakeTimers?: boolean } = {}) {
  const calls = vi.fn(list)
  server.use(trpcHandlers({ 'announcements.list': calls, 'site.settings': () => ok(SETTINGS) }))
  const app = renderPublic(
    <WithData fallback={<p>…</p>}>
      <AnnouncementsCarousel />
    </WithData>,
    options,
  )
  return { ...app, calls }
}

const counter = () => screen.getByTestId('carousel-counter')
const visibleTitle = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => slide.getAttribute('aria-hidden') !== 'true')
    .map((slide) => within(slide).getByRole('heading').textContent)
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))
/** The site settings have arrived too (the « Réserver » links need them): no call is left to answer after the test. */
const settingsShown = () => screen.findAllByRole('link', { name: /Réserver/, hidden: true })

async function showThree() {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const app = openCarousel(() => ok(THREE), { fakeTimers: true })
  await screen.findByRole('region', { name: 'Formations à la une' })
  return app
}

describe('announcements carousel (home page)', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('asks for the active announcements and says it is loading meanwhile', async () => {
    const gate = deferred()
    const { calls } = openCarousel(async () => {
      await gate.promise
      return ok(THREE)
    })
    expect(await screen.findByText(ANNOUNCEMENT_MESSAGES.loading)).toBeInTheDocument()
    gate.resolve()
    await screen.findByRole('region', { name: 'Formations à la une' })
    expect(screen.queryByText(ANNOUNCEMENT_MESSAGES.loading)).not.toBeInTheDocument()
    expect(calls).toHaveBeenCalledWith({ active_only: true })
    await settingsShown()
  })

  it('fetches the first picture at once, the next one ahead of its turn, the others only when they come near', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const pictures = [1, 2, 3].map((n) => uploadedPicture(`/uploads/announcements/3f9c0d1e-0000-4000-8000-00000000000${n}.jpg`, 1280, 960, [320, 640, 960, 1280]))
    openCarousel(() => ok(THREE.map((item, index) => ({ ...item, ...pictures[index] }))), { fakeTimers: true })
    const region = await screen.findByRole('region', { name: 'Formations à la une' })
    const images = () => [...region.querySelectorAll('img')].map(responsiveAttributes)
    const sizes = '(min-width: 640px) min(410px, calc((100vw - 48px) * 0.4)), calc(100vw - 32px)'
    const common = { sizes, width: '1280', height: '960', decoding: 'async' }
    expect(images()).toEqual([
      { ...common, srcset: pictures[0]?.image_srcset, loading: 'eager', fetchpriority: 'high' },
      { ...common, srcset: pictures[1]?.image_srcset, loading: 'eager', fetchpriority: null },
      { ...common, srcset: pictures[2]?.image_srcset, loading: 'lazy', fetchpriority: null },
    ])
    await advance(TIMINGS.announcementsRotationMs)
    expect(counter()).toHaveTextContent('2 / 3')
    expect(images().map((image) => image.loading)).toEqual(['eager', 'eager', 'eager'])
    await settingsShown()
  })

  it('moves to the next announcement every 4 s and wraps around', async () => {
    await showThree()
    expect(counter()).toHaveTextContent('1 / 3')
    expect(visibleTitle()).toEqual(['Stage intensif Analyse 1'])

    // (the fake clock also follows real time: keep a margin before the 4 s boundary)
    advance(TIMINGS.announcementsRotationMs - 1000)
    expect(counter()).toHaveTextContent('1 / 3')
    advance(1000)
    expect(counter()).toHaveTextContent('2 / 3')
    expect(visibleTitle()).toEqual(['Préparation concours ENSA'])
    advance(TIMINGS.announcementsRotationMs)
    expect(counter()).toHaveTextContent('3 / 3')
    advance(TIMINGS.announcementsRotationMs)
    expect(counter()).toHaveTextContent('1 / 3')
    await settingsShown()
  })

  it('has arrows that wrap around, and one dot per announcement', async () => {
    const { user } = await showThree()
    await user.click(screen.getByRole('button', { name: 'Annonce précédente' }))
    expect(counter()).toHaveTextContent('3 / 3')
    await user.click(screen.getByRole('button', { name: 'Annonce suivante' }))
    expect(counter()).toHaveTextContent('1 / 3')

    const dots = within(screen.getByRole('list', { name: 'Choisir une annonce' })).getAllByRole('button')
    expect(dots).toHaveLength(3)
    expect(dots[0]).toHaveAttribute('aria-current', 'true')
    await user.click(dots[1] as HTMLElement)
    expect(counter()).toHaveTextContent('2 / 3')
    expect(dots[1]).toHaveAttribute('aria-current', 'true')
    expect(dots[0]).not.toHaveAttribute('aria-current')
    await settingsShown()
  })

  it('can be paused (and stays still while paused)', async () => {
    const { user } = await showThree()
    await user.click(screen.getByRole('button', { name: 'Mettre en pause le défilement' }))
    await user.unhover(screen.getByRole('region', { name: 'Formations à la une' }))
    ;(document.activeElement as HTMLElement | null)?.blur()
    advance(TIMINGS.announcementsRotationMs * 3)
    expect(counter()).toHaveTextContent('1 / 3')
    await settingsShown()
  })

  it('shows a single announcement without arrows, dots or rotation', async () => {
    openCarousel(() => ok([makeAnnouncement({ id: 9, title: 'Seule formation' })]))
    await screen.findByRole('heading', { name: 'Seule formation' })
    expect(screen.queryByRole('button', { name: 'Annonce suivante' })).not.toBeInTheDocument()
    expect(screen.queryByTestId('carousel-counter')).not.toBeInTheDocument()
    await settingsShown()
  })

  it('offers to book each formation on WhatsApp, naming it', async () => {
    await showThree()
    const link = (await screen.findAllByRole('link', { name: /Réserver/, hidden: true }))[0]
    const href = new URL(link?.getAttribute('href') ?? '')
    expect(href.origin + href.pathname).toBe('https://wa.me/212612345678')
    expect(href.searchParams.get('text')).toContain('« Stage intensif Analyse 1 » (1200 DH)')
    expect(link).toHaveAttribute('target', '_blank')
  })

  it('leads a formation sold online to its page and « S’inscrire », not to booking on WhatsApp (issue 29)', async () => {
    openCarousel(() => ok([makeAnnouncement({ id: 5, title: 'Prépa CNC', sellable: true, amount_mad: 1200, duration_days: 30 })]))
    await screen.findByRole('heading', { name: 'Prépa CNC' })
    expect(screen.getByRole('link', { name: /^S’inscrire/ })).toHaveAttribute('href', '/student/enrol/5')
    expect(screen.getByRole('link', { name: 'Voir les détails' })).toHaveAttribute('href', '/formations/5')
    await networkSettled()
    expect(screen.queryByRole('link', { name: /Réserver/ })).not.toBeInTheDocument()
  })

  it('is hidden when there is no announcement', async () => {
    const { calls } = openCarousel(() => ok([] as Announcement[]))
    await waitFor(() => expect(calls).toHaveBeenCalled())
    await waitFor(() => expect(screen.queryByText(ANNOUNCEMENT_MESSAGES.loading)).not.toBeInTheDocument())
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
  })

  it('is hidden when the announcements cannot be loaded, and only warns in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    openCarousel(() => fail(404, 'Introuvable'))
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Annonces indisponibles :', 'Introuvable'))
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    expect(screen.queryByText(ANNOUNCEMENT_MESSAGES.loading)).not.toBeInTheDocument()
  })

  it('does not move by itself when the visitor prefers reduced motion', async () => {
    stubReducedMotion(true)
    await showThree()
    advance(TIMINGS.announcementsRotationMs * 2)
    expect(counter()).toHaveTextContent('1 / 3')
    expect(screen.queryByRole('button', { name: 'Mettre en pause le défilement' })).not.toBeInTheDocument()
    await settingsShown()
  })
})
