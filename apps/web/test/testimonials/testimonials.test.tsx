import { LIMITS, TESTIMONIAL_MESSAGES } from '@tutorat/contracts'
import { configure, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEMO_TESTIMONIALS } from '../../src/features/testimonials/demo.ts'
import TestimonialsSection from '../../src/features/testimonials/TestimonialsSection.tsx'
import { WithData } from '../../src/lib/data.tsx'
import { deferred } from '../announcements/fixtures.ts'
import { renderPublic, stubCarouselApis, fakeIntersectionObserver } from '../home/helpers.tsx'
import { server } from '../msw-server.ts'
import { fail, networkError, ok, type Outcome, type Procedure, trpcHandlers } from '../trpc-mock.ts'

// the section's chunks arrive late on a busy machine
configure({ asyncUtilTimeout: 5000 })

const FEATURED = [
  { id: 11, nom: 'Nadia Berrada', ecole: 'EMI', comment: 'Des séances claires et efficaces.', rating: 5, created_at: '2025-03-01T10:00:00.000Z' },
  { id: 12, nom: 'Omar Tazi', ecole: 'ENSIAS', comment: 'Très bonne préparation au concours.', rating: 4, created_at: '2025-03-02T10:00:00.000Z' },
]

function openSection({ featured = () => ok(FEATURED), submit }: { featured?: () => Outcome | Promise<Outcome>; submit?: Procedure } = {}) {
  const calls = { featured: vi.fn(featured), submit: vi.fn(submit ?? (() => ok({ message: TESTIMONIAL_MESSAGES.received, testimonial_id: 99 }))) }
  server.use(trpcHandlers({ 'testimonials.featured': calls.featured, 'testimonials.submit': calls.submit, 'announcements.list': () => ok([]) }))
  return {
    ...renderPublic(
      <WithData>
        <TestimonialsSection />
      </WithData>,
    ),
    calls,
  }
}

const slides = () => screen.getAllByRole('listitem').filter((item) => item.hasAttribute('data-testimonial-id'))
const names = () => slides().map((slide) => within(slide).getByRole('figure').querySelector('strong')?.textContent)

async function fill(user: ReturnType<typeof openSection>['user'], values: { comment?: string; nom?: string; ecole?: string }) {
  if (values.comment) await user.type(screen.getByRole('textbox', { name: /Votre témoignage/ }), values.comment)
  if (values.nom) await user.type(screen.getByRole('textbox', { name: /^Nom/ }), values.nom)
  if (values.ecole) await user.type(screen.getByRole('textbox', { name: /École ou filière/ }), values.ecole)
}
const publish = () => screen.getByRole('button', { name: 'Publier mon témoignage' })

describe('testimonials', () => {
  beforeEach(() => {
    stubCarouselApis()
    fakeIntersectionObserver({ autoEnter: true })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('shows the featured testimonials in a carousel', async () => {
    const { calls } = openSection()
    await screen.findByText('Nadia Berrada')
    expect(names()).toEqual(['Nadia Berrada', 'Omar Tazi'])
    expect(screen.getByRole('img', { name: 'Note : 4 sur 5' })).toBeInTheDocument()
    expect(calls.featured).toHaveBeenCalledWith({ limit: LIMITS.featuredTestimonialsDefault })
  })

  it('falls back to the two demo testimonials when the list cannot be loaded', async () => {
    openSection({ featured: () => fail(500, 'Erreur interne') })
    await screen.findByText(DEMO_TESTIMONIALS[0]?.nom ?? '', undefined, { timeout: 8000 })
    expect(names()).toEqual(DEMO_TESTIMONIALS.map((item) => item.nom))
  }, 15_000)

  it('asks for the three required fields, with a 5-star rating by default', async () => {
    const { user, calls } = openSection()
    await screen.findByText('Nadia Berrada')
    expect(screen.getByRole('radio', { name: '5 étoiles' })).toBeChecked()
    await fill(user, { comment: 'Super' })
    await user.click(publish())
    expect(screen.getByRole('alert')).toHaveTextContent(TESTIMONIAL_MESSAGES.fillRequired)
    expect(calls.submit).not.toHaveBeenCalled()
    expect(names()).toEqual(['Nadia Berrada', 'Omar Tazi'])
  })

  it('adds the testimonial at the top at once, then takes the server’s id and message', async () => {
    const gate = deferred()
    const { user, calls } = openSection({
      submit: async () => {
        await gate.promise
        return ok({ message: TESTIMONIAL_MESSAGES.received, testimonial_id: 99 })
      },
    })
    await screen.findByText('Nadia Berrada')
    await fill(user, { comment: 'Merci pour les séances de physique !', nom: 'Rim Alaoui', ecole: 'FST Settat' })
    await user.click(screen.getByRole('radio', { name: '4 étoiles' }))
    await user.click(publish())

    // before the server answers: first, with a temporary id, waiting for moderation
    expect(names()).toEqual(['Rim Alaoui', 'Nadia Berrada', 'Omar Tazi'])
    const first = slides()[0] as HTMLElement
    expect(first.dataset.testimonialId).toMatch(/^local-/)
    expect(within(first).getByText('En attente de validation')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Votre témoignage/ })).toHaveValue('')

    gate.resolve()
    await waitFor(() => expect(slides()[0]?.dataset.testimonialId).toBe('99'))
    expect(calls.submit).toHaveBeenCalledWith({
      nom: 'Rim Alaoui',
      ecole: 'FST Settat',
      comment: 'Merci pour les séances de physique !',
      rating: 4,
      announcement_id: null,
      website: '',
    })
    const message = await screen.findByText(TESTIMONIAL_MESSAGES.received)
    expect(message.closest('[role="status"]')).toBeInTheDocument()
  })

  it('keeps the testimonial on this device when the server cannot be reached', async () => {
    const { user } = openSection({ submit: () => networkError() })
    await screen.findByText('Nadia Berrada')
    await fill(user, { comment: 'Top', nom: 'Rim', ecole: 'FST' })
    await user.click(publish())
    expect(await screen.findByRole('alert')).toHaveTextContent(TESTIMONIAL_MESSAGES.savedLocally)
    expect(names()[0]).toBe('Rim')
    expect(slides()[0]?.dataset.testimonialId).toMatch(/^local-/)
  })

  it('gives the text back with the server’s reason when it refuses it', async () => {
    const { user } = openSection({ submit: () => fail(429, 'Trop de tentatives. Réessayez dans quelques minutes. (10 min)') })
    await screen.findByText('Nadia Berrada')
    await fill(user, { comment: 'Top', nom: 'Rim', ecole: 'FST' })
    await user.click(publish())
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives')
    expect(names()).toEqual(['Nadia Berrada', 'Omar Tazi'])
    expect(screen.getByRole('textbox', { name: /Votre témoignage/ })).toHaveValue('Top')
  })

  it('sends the hidden honeypot field as it is', async () => {
    const { user, calls } = openSection()
    await screen.findByText('Nadia Berrada')
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')
    expect(trap).toHaveAttribute('tabindex', '-1')
    expect(trap).toHaveAttribute('autocomplete', 'off')
    expect(trap?.closest('[aria-hidden="true"]')).toBeInTheDocument()
    await user.type(trap as HTMLInputElement, 'http://spam.example')
    await fill(user, { comment: 'Top', nom: 'Bot', ecole: 'Nulle part' })
    await user.click(publish())
    await waitFor(() => expect(calls.submit).toHaveBeenCalledWith(expect.objectContaining({ website: 'http://spam.example' })))
  })
})
