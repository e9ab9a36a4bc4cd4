import { RECRUITMENT_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fail, networkError, ok } from '../trpc-mock.ts'
import { deferred, makeOffer, type Offer, renderPublic } from './fixtures.tsx'

const DEV = makeOffer({
  id: 3,
  title: 'Développeur web junior',
  contract_type: 'CDI',
  location: 'Rabat',
  deadline: '2099-06-30',
  salary: '6 000 DH / mois',
  description: 'Vous développez nos applications web.\nTravail en équipe agile.',
  requirements: 'Bac+5 en informatique, React.',
})
const STAGE = makeOffer({ id: 5, title: 'Stage data analyst', company: 'Maghreb Conseil', location: 'Casablanca' })
const ALTERNANCE = makeOffer({ id: 8, title: 'Alternance comptabilité', company: 'Fiduciaire Sud', location: 'Agadir', contract_type: 'Alternance' })
const ALL = [DEV, STAGE, ALTERNANCE]

type ListInput = { contract_type?: string; location?: string; search?: string; limit?: number }

/** The server's filters, roughly: enough to tell which ones the page sent. */
function listOf(offers: Offer[]) {
  return vi.fn((raw: unknown) => {
    const input = raw as ListInput
    const search = input.search?.toLowerCase()
    return ok(
      offers.filter(
        (offer) =>
          (!input.contract_type || offer.contract_type === input.contract_type) &&
          (!input.location || offer.location === input.location) &&
          (!search || `${offer.title} ${offer.company}`.toLowerCase().includes(search)),
      ),
    )
  })
}

const card = (title: string) => {
  const article = screen.getByRole('link', { name: title }).closest('article')
  if (!article) throw new Error(`pas de carte pour ${title}`)
  return within(article)
}

describe('/recruitment', () => {
  it('lists the open offers with company, city, contract and deadline (fr-FR)', async () => {
    const list = listOf(ALL)
    renderPublic('/recruitment', { 'recruitment.list': list })

    expect(await screen.findByRole('heading', { name: 'Offres d’emploi et de stage', level: 1 })).toBeInTheDocument()
    await screen.findByRole('link', { name: DEV.title })
    expect(screen.getByText('3 offres ouvertes')).toBeInTheDocument()
    const dev = card(DEV.title)
    expect(dev.getByText('Atlas Digital')).toBeInTheDocument()
    expect(dev.getByText('Rabat')).toBeInTheDocument()
    expect(dev.getByText('CDI')).toBeInTheDocument()
    expect(dev.getByText('Date limite : 30 juin 2099')).toBeInTheDocument()
    expect(card(STAGE.title).getByText('Sans date limite')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: DEV.title })).toHaveAttribute('href', '/recruitment/offer/3')
    expect(list).toHaveBeenCalledWith({ limit: 200 })
    expect(document.title).toMatch(/^Offres d’emploi et de stage — /)
  })

  it('shows skeletons while loading, then says when there is no offer', async () => {
    const gate = deferred()
    renderPublic('/recruitment', {
      'recruitment.list': async () => {
        await gate.promise
        return ok([])
      },
    })
    await waitFor(() => expect(screen.getAllByTestId('offer-skeleton')).toHaveLength(3))
    expect(screen.getByText('Chargement des offres…')).toBeInTheDocument()
    gate.resolve()
    expect(await screen.findByRole('heading', { name: RECRUITMENT_MESSAGES.noOffers })).toBeInTheDocument()
    expect(screen.queryByTestId('offer-skeleton')).not.toBeInTheDocument()
  })

  it('says when the offers cannot be loaded and tries again', async () => {
    let calls = 0
    const { user } = renderPublic('/recruitment', {
      'recruitment.list': () => (++calls <= 3 ? networkError() : ok([STAGE])),
    })
    // the query retries twice on a network failure before giving up
    expect(await screen.findByText('Impossible de charger les offres d’emploi.', {}, { timeout: 8000 })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('link', { name: STAGE.title })).toBeInTheDocument()
  })

  it('filters by search (debounced), contract type and city, all kept in the URL', async () => {
    const list = listOf(ALL)
    const { user, search } = renderPublic('/recruitment', { 'recruitment.list': list })
    await screen.findByRole('link', { name: DEV.title })

    // the cities come from the open offers, in French order
    const city = screen.getByRole('combobox', { name: 'Ville' })
    expect(within(city).getAllByRole('option').map((option) => option.textContent)).toEqual(['Toutes les villes', 'Agadir', 'Casablanca', 'Rabat'])

    await user.type(screen.getByRole('searchbox', { name: /Rechercher une offre/ }), 'data')
    await waitFor(() => expect(screen.queryByRole('link', { name: DEV.title })).not.toBeInTheDocument())
    expect(screen.getByRole('link', { name: STAGE.title })).toBeInTheDocument()
    expect(screen.getByText('1 offre trouvée')).toBeInTheDocument()
    expect(search().get('search')).toBe('data')
    // one call for the whole word, not one per letter
    expect(list.mock.calls.filter(([input]) => (input as ListInput).search !== undefined)).toHaveLength(1)

    await user.clear(screen.getByRole('searchbox'))
    await waitFor(() => expect(search().get('search')).toBeNull())
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type de contrat' }), 'Alternance')
    await waitFor(() => expect(screen.queryByRole('link', { name: STAGE.title })).not.toBeInTheDocument())
    expect(screen.getByRole('link', { name: ALTERNANCE.title })).toBeInTheDocument()
    expect(search().get('contract')).toBe('Alternance')
    expect(list).toHaveBeenLastCalledWith({ limit: 200, contract_type: 'Alternance' })

    await user.selectOptions(city, 'Rabat')
    expect(await screen.findByRole('heading', { name: 'Aucune offre ne correspond à votre recherche' })).toBeInTheDocument()
    expect(search().get('city')).toBe('Rabat')
    expect(list).toHaveBeenLastCalledWith({ limit: 200, contract_type: 'Alternance', location: 'Rabat' })

    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }))
    await screen.findByRole('link', { name: DEV.title })
    expect(search().toString()).toBe('')
    expect(screen.getByRole('combobox', { name: 'Type de contrat' })).toHaveValue('')
  })

  it('reads its filters from a shared link', async () => {
    const list = listOf(ALL)
    renderPublic('/recruitment?contract=Stage&city=Casablanca&search=data', { 'recruitment.list': list })
    await screen.findByRole('link', { name: STAGE.title })
    expect(screen.getByRole('searchbox')).toHaveValue('data')
    expect(screen.getByRole('combobox', { name: 'Type de contrat' })).toHaveValue('Stage')
    expect(screen.getByRole('combobox', { name: 'Ville' })).toHaveValue('Casablanca')
    expect(list).toHaveBeenCalledWith({ limit: 200, contract_type: 'Stage', location: 'Casablanca', search: 'data' })
  })
})

describe('/recruitment/offer/{jobId}', () => {
  it('opens the chosen offer beside the list, with the way to apply', async () => {
    const get = vi.fn(() => ok(DEV))
    renderPublic('/recruitment/offer/3', { 'recruitment.list': listOf(ALL), 'recruitment.get': get })

    const detail = within(await screen.findByRole('article', { name: DEV.title }))
    expect(detail.getByText(/Vous développez nos applications web\./)).toBeInTheDocument()
    expect(detail.getByRole('heading', { name: 'Profil recherché' })).toBeInTheDocument()
    expect(detail.getByText('Bac+5 en informatique, React.')).toBeInTheDocument()
    expect(detail.getByText('6 000 DH / mois')).toBeInTheDocument()
    expect(detail.getByText('30 juin 2099')).toBeInTheDocument()
    expect(detail.getByText('Publiée le 10/01/2026')).toBeInTheDocument()
    expect(detail.getByRole('link', { name: 'Postuler' })).toHaveAttribute('href', '/recruitment/apply/3')
    // shared on WhatsApp with a prepared sentence and the offer's own address (its preview is the server's)
    const share = new URL(detail.getByRole('link', { name: /Partager/ }).getAttribute('href') ?? '')
    expect(share.origin).toBe('https://wa.me')
    expect(share.searchParams.get('text')).toBe(`Offre à pourvoir chez Atlas Digital (${DEV.location}) : « ${DEV.title} » : ${window.location.origin}/recruitment/offer/3`)
    expect(get).toHaveBeenCalledWith({ id: 3 })
    await waitFor(() => expect(detail.getByRole('heading', { name: DEV.title, level: 2 })).toHaveFocus())
    expect(document.title).toMatch(/^Développeur web junior — Atlas Digital — /)

    // the list is still there, the chosen offer marked
    await screen.findByRole('link', { name: STAGE.title })
    expect(screen.getByRole('link', { name: DEV.title, current: 'page' })).toBeInTheDocument()
  })

  it('opens another offer from the list and keeps the filters', async () => {
    const { user, pathname, search } = renderPublic('/recruitment/offer/3?contract=Stage', {
      'recruitment.list': listOf(ALL),
      'recruitment.get': (input) => ok((input as { id: number }).id === 5 ? STAGE : DEV),
    })
    await screen.findByRole('article', { name: DEV.title })
    await user.click(await screen.findByRole('link', { name: STAGE.title }))
    expect(await screen.findByRole('article', { name: STAGE.title })).toBeInTheDocument()
    expect(pathname()).toBe('/recruitment/offer/5')
    expect(search().get('contract')).toBe('Stage')
  })

  it('says when the deadline has passed, and offers no way to apply', async () => {
    const expired = makeOffer({ id: 4, title: 'Stage marketing', deadline: '2025-01-15', is_open: false })
    renderPublic('/recruitment/offer/4', { 'recruitment.list': listOf(ALL), 'recruitment.get': () => ok(expired) })
    const detail = within(await screen.findByRole('article', { name: expired.title }))
    expect(detail.getByText(RECRUITMENT_MESSAGES.offerExpired('15/01/2025'))).toBeInTheDocument()
    expect(detail.getAllByText('Candidatures closes').length).toBeGreaterThan(0)
    expect(detail.queryByRole('link', { name: 'Postuler' })).not.toBeInTheDocument()
  })

  it('says when the offer does not exist (or was withdrawn)', async () => {
    renderPublic('/recruitment/offer/99', { 'recruitment.list': listOf(ALL), 'recruitment.get': () => fail(404, RECRUITMENT_MESSAGES.offerNotFound) })
    expect(await screen.findByRole('heading', { name: 'Offre introuvable' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voir toutes les offres' })).toHaveAttribute('href', '/recruitment')
  })

  it('does not ask the server for an id that is not one', async () => {
    const get = vi.fn(() => ok(DEV))
    renderPublic('/recruitment/offer/abc', { 'recruitment.list': listOf(ALL), 'recruitment.get': get })
    expect(await screen.findByRole('heading', { name: 'Offre introuvable' })).toBeInTheDocument()
    expect(get).not.toHaveBeenCalled()
  })
})
