import { ANNOUNCEMENT_MESSAGES, LIMITS } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SETTINGS } from '../home/helpers.tsx'
import { server } from '../msw-server.ts'
import { renderApp } from '../render.tsx'
import { ok, type Outcome, trpcHandlers } from '../trpc-mock.ts'
import { PLACEHOLDER_IMAGE } from '../../src/features/announcements/format.ts'
import { GRID_IMAGE_SIZES } from '../../src/features/announcements/grid.ts'
import { responsiveAttributes, uploadedPicture } from '../pictures.ts'
import { type Announcement, deferred, makeAnnouncement } from './fixtures.ts'

const LONG = 'Un stage de cinq jours pour reprendre les suites, les séries et les intégrales généralisées, avec des exercices corrigés chaque soir et un examen blanc le dernier jour.'

function openPage(list: () => Outcome | Promise<Outcome>) {
  const calls = vi.fn(list)
  server.use(trpcHandlers({ 'announcements.list': calls, 'site.settings': () => ok(SETTINGS) }))
  return { ...renderApp('/courses'), calls }
}

const cardOf = async (title: string) => {
  const heading = await screen.findByRole('heading', { name: title })
  return within(heading.closest('article') as HTMLElement)
}

describe('/courses — Nos Cours', () => {
  it('names itself in the tab and describes itself for search engines', async () => {
    openPage(() => ok([]))
    await screen.findByRole('heading', { level: 1, name: 'Nos Cours' })
    await waitFor(() => expect(document.title).toBe('Nos Cours — Tutorat Maroc'))
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('formations de Tutorat Maroc')
  })

  it('shows skeleton cards while the formations load', async () => {
    const gate = deferred()
    const { calls } = openPage(async () => {
      await gate.promise
      return ok([makeAnnouncement({ id: 1, title: 'Stage intensif' })])
    })
    await waitFor(() => expect(screen.getAllByTestId('announcement-skeleton')).toHaveLength(LIMITS.courseSkeletonCards))
    expect(screen.getByRole('status', { name: 'Chargement des formations…' })).toBeInTheDocument()
    gate.resolve()
    await screen.findByRole('heading', { name: 'Stage intensif' })
    expect(screen.queryByTestId('announcement-skeleton')).not.toBeInTheDocument()
    expect(calls).toHaveBeenCalledWith({ active_only: true })
  })

  it('says so when there is no formation', async () => {
    openPage(() => ok([] as Announcement[]))
    expect(await screen.findByRole('heading', { name: ANNOUNCEMENT_MESSAGES.empty })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Nous écrire sur WhatsApp' })).toHaveAttribute('target', '_blank')
  })

  it('cuts a long description at 120 characters, with see more / see less', async () => {
    const { user } = openPage(() => ok([makeAnnouncement({ id: 1, title: 'Analyse 1', description: LONG })]))
    const card = await cardOf('Analyse 1')
    const text = card.getByText(/^Un stage de cinq jours/)
    expect(text.textContent?.length).toBeLessThanOrEqual(LIMITS.announcementDescriptionPreview + 1)
    expect(text.textContent?.endsWith('…')).toBe(true)
    expect(LONG.startsWith(text.textContent?.slice(0, -1) ?? '')).toBe(true)

    const more = card.getByRole('button', { name: 'Voir plus' })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    await user.click(more)
    expect(card.getByText(LONG)).toBeInTheDocument()
    const less = card.getByRole('button', { name: 'Voir moins' })
    expect(less).toHaveAttribute('aria-expanded', 'true')
    await user.click(less)
    expect(card.queryByText(LONG)).not.toBeInTheDocument()
  })

  it('shows a short description whole, without a button', async () => {
    openPage(() => ok([makeAnnouncement({ id: 1, title: 'Court', description: 'Deux séances.' })]))
    const card = await cardOf('Court')
    expect(card.getByText('Deux séances.')).toBeInTheDocument()
    expect(card.queryByRole('button')).not.toBeInTheDocument()
  })

  it('gives each card the copy that fits its column, the first at once and the others when scrolled to', async () => {
    const first = uploadedPicture('/uploads/announcements/3f9c0d1e-0000-4000-8000-000000000001.jpg', 1000, 750, [320, 640, 960])
    const second = uploadedPicture('/uploads/announcements/3f9c0d1e-0000-4000-8000-000000000002.png', 700, 500, [320, 640])
    openPage(() => ok([makeAnnouncement({ id: 1, title: 'Premier', ...first }), makeAnnouncement({ id: 2, title: 'Second', ...second })]))
    const top = (await cardOf('Premier')).getByRole('presentation')
    expect(top).toHaveAttribute('src', first.image_url)
    expect(responsiveAttributes(top)).toEqual({
      srcset: first.image_srcset,
      sizes: GRID_IMAGE_SIZES,
      width: '1000',
      height: '750',
      loading: 'eager',
      fetchpriority: 'high',
      decoding: 'async',
    })
    expect(top).toHaveClass('max-h-[800px]')
    const below = (await cardOf('Second')).getByRole('presentation')
    expect(responsiveAttributes(below)).toEqual({
      srcset: second.image_srcset,
      sizes: GRID_IMAGE_SIZES,
      width: '700',
      height: '500',
      loading: 'lazy',
      fetchpriority: null,
      decoding: 'async',
    })
  })

  it('shows the price, the picture (or the drawn one) and a WhatsApp button naming the formation', async () => {
    openPage(() =>
      ok([
        makeAnnouncement({ id: 1, title: 'Concours ENSA', price: '1500 DH', image_url: '/uploads/announcements/ensa.png' }),
        makeAnnouncement({ id: 2, title: 'Sans image', price: null }),
      ]),
    )
    const ensa = await cardOf('Concours ENSA')
    expect(ensa.getByText('1500 DH')).toBeInTheDocument()
    const picture = ensa.getByRole('presentation')
    expect(picture).toHaveAttribute('src', '/uploads/announcements/ensa.png')
    expect(picture).toHaveAttribute('width')
    expect(picture).toHaveAttribute('height')
    expect(picture).toHaveClass('max-h-[800px]')

    const link = await ensa.findByRole('link', { name: /Réserver sur WhatsApp/ })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const url = new URL(link.getAttribute('href') ?? '')
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/212612345678')
    expect(url.searchParams.get('text')).toBe(
      'Bonjour, je suis intéressé(e) par la formation « Concours ENSA » (1500 DH). Pouvez-vous me donner plus d’informations ?',
    )

    const other = await cardOf('Sans image')
    expect(other.getByRole('presentation')).toHaveAttribute('src', PLACEHOLDER_IMAGE)
    expect(other.getByText('Tarif sur demande')).toBeInTheDocument()
  })

  it('shows a formation sold online with its amount and « S’inscrire » beside WhatsApp', async () => {
    openPage(() => ok([makeAnnouncement({ id: 5, title: 'Prépa CNC', price: null, sellable: true, amount_mad: 1200, duration_days: 30 })]))
    const card = await cardOf('Prépa CNC')
    expect(card.getByText(/1\s200 DH/)).toBeInTheDocument()
    expect(card.queryByText('Tarif sur demande')).not.toBeInTheDocument()
    expect(card.getByRole('link', { name: /S’inscrire/ })).toHaveAttribute('href', '/student/enrol/5')
    expect(await card.findByRole('link', { name: /^Poser une question sur WhatsApp/ })).toBeInTheDocument()
  })
})
