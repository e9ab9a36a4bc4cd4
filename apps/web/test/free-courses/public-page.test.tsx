import type { RouterOutputs } from '@tutorat/api'
import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../msw-server.ts'
import { renderApp } from '../render.tsx'
import { fail, ok, type Procedure, trpcHandlers } from '../trpc-mock.ts'

// The pages are lazy chunks: on a busy machine the first one can take more than a second to arrive.
configure({ asyncUtilTimeout: 5000 })

type FreeCourse = RouterOutputs['freeCourses']['list'][number]

const make = (overrides: Partial<FreeCourse> & Pick<FreeCourse, 'id' | 'title' | 'category'>): FreeCourse => ({
  description: null,
  school: null,
  level: null,
  file_url: null,
  external_url: null,
  is_active: true,
  created_at: '2026-01-05T09:00:00.000Z',
  ...overrides,
})

const ANALYSE = make({ id: 1, title: 'Analyse 1 — suites numériques', category: 'cours', school: 'ENSA', level: '1re année', file_url: '/uploads/free-courses/analyse.pdf' })
const TD_MECA = make({ id: 2, title: 'TD Mécanique du point', category: 'td', school: 'FST', level: '1re année', file_url: '/uploads/free-courses/td.pdf', description: 'Cinématique et dynamique.' })
const EXAM = make({ id: 3, title: 'Examen corrigé Thermodynamique', category: 'examen', school: 'ENSA', level: '2e année', external_url: 'https://exemple.ma/thermo' })
const CONCOURS = make({ id: 4, title: 'Annales du concours ENSA', category: 'concours', level: 'Bac', file_url: '/uploads/free-courses/annales.pdf', external_url: 'https://exemple.ma/annales' })
const ALL = [CONCOURS, EXAM, TD_MECA, ANALYSE]

function openPublicPage(path: string, procedures: Record<string, Procedure>) {
  // no free concours blanc: the page shows the resources only
  server.use(trpcHandlers({ 'exams.publicList': () => ok([]), ...procedures }))
  return renderApp(path)
}

const section = (name: string) => screen.getByRole('region', { name })
const titlesIn = (name: string) => within(section(name)).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)

describe('/cours-gratuits', () => {
  it('groups the resources by category, competitive exams under "Préparation aux concours"', async () => {
    openPublicPage('/cours-gratuits', { 'freeCourses.list': () => ok(ALL) })
    expect(await screen.findByRole('heading', { name: 'Cours et concours gratuits', level: 1 })).toBeInTheDocument()
    await screen.findByRole('region', { name: 'Cours' })

    // the page's own sections (the footer has headings of its own)
    const headings = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(headings).toEqual(['Cours', 'Travaux dirigés', 'Examens corrigés', 'Préparation aux concours'])
    expect(titlesIn('Cours')).toEqual([ANALYSE.title])
    expect(titlesIn('Travaux dirigés')).toEqual([TD_MECA.title])
    expect(titlesIn('Examens corrigés')).toEqual([EXAM.title])
    expect(titlesIn('Préparation aux concours')).toEqual([CONCOURS.title])
    expect(screen.getByText('4 ressources')).toBeInTheDocument()
    expect(document.title).toMatch(/^Cours et concours gratuits — /)
  })

  it('opens PDFs and links in a new tab, without handing over the page', async () => {
    openPublicPage('/cours-gratuits', { 'freeCourses.list': () => ok(ALL) })
    const concours = within(await screen.findByRole('region', { name: 'Préparation aux concours' }))
    const pdf = concours.getByRole('link', { name: /Ouvrir le PDF « Annales du concours ENSA »/ })
    expect(pdf).toHaveAttribute('href', CONCOURS.file_url)
    expect(pdf).toHaveAttribute('target', '_blank')
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer')
    const link = concours.getByRole('link', { name: /Ouvrir le lien « Annales du concours ENSA »/ })
    expect(link).toHaveAttribute('href', CONCOURS.external_url)
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const exam = within(section('Examens corrigés'))
    expect(exam.queryByRole('link', { name: /Ouvrir le PDF/ })).not.toBeInTheDocument()
  })

  it('filters by school and level, in the URL', async () => {
    const { user, history } = openPublicPage('/cours-gratuits', { 'freeCourses.list': () => ok(ALL) })
    const school = await screen.findByRole('combobox', { name: 'Filtrer par école' })
    expect(within(school).getAllByRole('option').map((option) => option.textContent)).toEqual(['Toutes les écoles', 'ENSA', 'FST'])

    await user.selectOptions(school, 'ENSA')
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Travaux dirigés' })).not.toBeInTheDocument())
    expect(titlesIn('Cours')).toEqual([ANALYSE.title])
    expect(titlesIn('Examens corrigés')).toEqual([EXAM.title])
    expect(screen.queryByRole('region', { name: 'Préparation aux concours' })).not.toBeInTheDocument()
    expect(new URLSearchParams(history.location.search).get('school')).toBe('ENSA')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par niveau' }), '2e année')
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cours' })).not.toBeInTheDocument())
    expect(titlesIn('Examens corrigés')).toEqual([EXAM.title])
    expect(screen.getByText('1 ressource trouvée')).toBeInTheDocument()
    expect(new URLSearchParams(history.location.search).get('level')).toBe('2e année')
  })

  it('searches titles and descriptions, accents or not, and says when nothing matches', async () => {
    const { user, history } = openPublicPage('/cours-gratuits?level=1re%20ann%C3%A9e', { 'freeCourses.list': () => ok(ALL) })
    await screen.findByRole('region', { name: 'Travaux dirigés' })
    expect(screen.getByRole('combobox', { name: 'Filtrer par niveau' })).toHaveValue('1re année')
    expect(screen.queryByRole('region', { name: 'Préparation aux concours' })).not.toBeInTheDocument()

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une ressource' }), 'cinematique')
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cours' })).not.toBeInTheDocument())
    expect(titlesIn('Travaux dirigés')).toEqual([TD_MECA.title])
    expect(new URLSearchParams(history.location.search).get('search')).toBe('cinematique')

    await user.clear(screen.getByRole('searchbox'))
    await user.type(screen.getByRole('searchbox'), 'chimie organique')
    expect(await screen.findByRole('heading', { name: 'Aucune ressource ne correspond à votre recherche' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Effacer les filtres' }))
    await screen.findByRole('region', { name: 'Préparation aux concours' })
    expect(history.location.search).toBe('')
    expect(screen.getByRole('searchbox')).toHaveValue('')
  })

  it('shows a loading state, then an empty state', async () => {
    let answer: (() => void) | undefined
    const list = vi.fn(() => new Promise<ReturnType<typeof ok>>((resolve) => (answer = () => resolve(ok([])))))
    openPublicPage('/cours-gratuits', { 'freeCourses.list': list })
    expect(await screen.findByRole('status', { name: 'Chargement des ressources…' })).toBeInTheDocument()
    await waitFor(() => expect(answer).toBeDefined())
    answer?.()
    expect(await screen.findByRole('heading', { name: 'Aucune ressource pour le moment' })).toBeInTheDocument()
  })

  it('offers to retry when the list cannot be loaded', async () => {
    let down = true
    // a 4xx: React Query does not retry it on its own, the visitor does
    const { user } = openPublicPage('/cours-gratuits', {
      'freeCourses.list': () => (down ? fail(429, 'Trop de requêtes') : ok([ANALYSE])),
    })
    const alert = await screen.findByRole('alert')
    down = false
    expect(alert).toHaveTextContent('Les ressources n’ont pas pu être chargées.')
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('heading', { name: ANALYSE.title })).toBeInTheDocument()
  })
})
