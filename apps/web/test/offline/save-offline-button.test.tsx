import type { RouterOutputs } from '@tutorat/api'
import { configure, screen, waitFor, within } from '@testing-library/react'
import { delay, HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { CACHES } from '../../src/features/offline/caches.ts'
import { INSTALL_OFFER_FLAG } from '../../src/features/offline/InstallOffer.tsx'
import { OFFLINE_MESSAGES } from '../../src/features/offline/messages.ts'
import { server } from '../msw-server.ts'
import { renderApp } from '../render.tsx'
import { ok, trpcHandlers } from '../trpc-mock.ts'
import { offerInstallation, useInstallPrompt } from './install-prompt-fixtures.ts'
import { pdfBytes, pdfHandler, useMemoryCaches } from './memory-caches.ts'

configure({ asyncUtilTimeout: 5000 })

type FreeCourse = RouterOutputs['freeCourses']['list'][number]
const course = (id: number, title: string, overrides: Partial<FreeCourse> = {}): FreeCourse => ({
  id,
  title,
  category: 'cours',
  description: null,
  school: null,
  level: null,
  file_url: `/uploads/free-courses/cours-${id}.pdf`,
  external_url: null,
  is_active: true,
  created_at: '2026-01-05T09:00:00.000Z',
  ...overrides,
})
const ANALYSE = course(1, 'Analyse 1')
const ALGEBRE = course(2, 'Algèbre linéaire')
const LINK_ONLY = course(3, 'Annales en ligne', { file_url: null, external_url: 'https://exemple.ma/annales' })

const caches = useMemoryCaches()
useInstallPrompt()

async function openFreeCourses() {
  server.use(trpcHandlers({ 'freeCourses.list': () => ok([ANALYSE, ALGEBRE, LINK_ONLY]), 'exams.publicList': () => ok([]) }))
  const app = renderApp('/cours-gratuits')
  await screen.findByRole('article', { name: ANALYSE.title })
  return app
}

const card = (title: string) => within(screen.getByRole('article', { name: title }))
// jsdom's name computation drops the space before the colon that browsers keep
const toggleOf = (title: string) => card(title).getByRole('button', { name: new RegExp(`^Disponible hors ligne ?: ${title}$`) })
const savedUrls = () => [...(caches().caches.get(CACHES.savedPdfs)?.entries.keys() ?? [])].map((url) => new URL(url).pathname)

describe('« Disponible hors ligne » on a free course', () => {
  it('keeps the PDF on the phone, then removes it, saying each time', async () => {
    server.use(
      http.get('*/uploads/free-courses/:name', async () => {
        await delay(50)
        return new HttpResponse(pdfBytes(), { headers: { 'Content-Type': 'application/pdf' } })
      }),
    )
    const { user } = await openFreeCourses()
    const toggle = await waitFor(() => toggleOf(ANALYSE.title))
    expect(toggle).toHaveAttribute('aria-pressed', 'false')

    await user.click(toggle)
    expect(await card(ANALYSE.title).findByText('Enregistrement…')).toBeInTheDocument()
    await waitFor(() => expect(toggleOf(ANALYSE.title)).toHaveAttribute('aria-pressed', 'true'))
    expect(card(ANALYSE.title).getByRole('status')).toHaveTextContent(OFFLINE_MESSAGES.saved)
    expect(savedUrls()).toEqual([ANALYSE.file_url])
    // the other card knows nothing of it
    expect(toggleOf(ALGEBRE.title)).toHaveAttribute('aria-pressed', 'false')

    await user.click(toggleOf(ANALYSE.title))
    await waitFor(() => expect(toggleOf(ANALYSE.title)).toHaveAttribute('aria-pressed', 'false'))
    expect(card(ANALYSE.title).getByRole('status')).toHaveTextContent(OFFLINE_MESSAGES.removed)
    expect(savedUrls()).toEqual([])
  })

  it('shows a PDF saved before as already kept', async () => {
    server.use(pdfHandler())
    const cache = await window.caches.open(CACHES.savedPdfs)
    await cache.put(new URL(ALGEBRE.file_url ?? '', window.location.href).href, new Response(pdfBytes(), { headers: { 'X-Saved-Title': 'Alg%C3%A8bre' } }))
    await openFreeCourses()
    await waitFor(() => expect(toggleOf(ALGEBRE.title)).toHaveAttribute('aria-pressed', 'true'))
    expect(toggleOf(ANALYSE.title)).toHaveAttribute('aria-pressed', 'false')
  })

  it('says why a PDF could not be kept, under its buttons, and lets the visitor try again', async () => {
    server.use(http.get('*/uploads/free-courses/:name', () => new HttpResponse(null, { status: 404 })))
    const { user } = await openFreeCourses()
    await user.click(await waitFor(() => toggleOf(ANALYSE.title)))
    expect(await card(ANALYSE.title).findByRole('alert')).toHaveTextContent(OFFLINE_MESSAGES.notFound)
    expect(toggleOf(ANALYSE.title)).toHaveAttribute('aria-pressed', 'false')
    expect(toggleOf(ANALYSE.title)).toHaveAccessibleDescription(OFFLINE_MESSAGES.notFound)

    server.use(pdfHandler())
    await user.click(toggleOf(ANALYSE.title))
    await waitFor(() => expect(toggleOf(ANALYSE.title)).toHaveAttribute('aria-pressed', 'true'))
    expect(card(ANALYSE.title).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says when the phone is full', async () => {
    server.use(pdfHandler(pdfBytes(5000)))
    caches().quotaBytes = 1000
    const { user } = await openFreeCourses()
    await user.click(await waitFor(() => toggleOf(ANALYSE.title)))
    expect(await card(ANALYSE.title).findByRole('alert')).toHaveTextContent(OFFLINE_MESSAGES.quota)
    expect(savedUrls()).toEqual([])
  })

  it('is not offered for a link, nor where the browser cannot keep files', async () => {
    vi.unstubAllGlobals()
    await openFreeCourses()
    expect(card(ANALYSE.title).getByRole('link', { name: /Ouvrir le PDF/ })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Disponible hors ligne/ })).not.toBeInTheDocument()
  })

  it('has no button under a resource without a PDF', async () => {
    await openFreeCourses()
    await waitFor(() => toggleOf(ANALYSE.title))
    expect(card(LINK_ONLY.title).queryByRole('button', { name: /Disponible hors ligne/ })).not.toBeInTheDocument()
  })

  it('offers installation after the first PDF kept, and only once', async () => {
    server.use(pdfHandler())
    const { user } = await openFreeCourses()
    offerInstallation()
    await user.click(await waitFor(() => toggleOf(ANALYSE.title)))
    expect(await card(ANALYSE.title).findByRole('region', { name: 'Installer l’application' })).toBeInTheDocument()
    expect(window.localStorage.getItem(INSTALL_OFFER_FLAG)).not.toBeNull()

    await user.click(toggleOf(ALGEBRE.title))
    await waitFor(() => expect(toggleOf(ALGEBRE.title)).toHaveAttribute('aria-pressed', 'true'))
    expect(screen.getAllByRole('region', { name: 'Installer l’application' })).toHaveLength(1)
  })

  it('makes no offer when a save fails', async () => {
    server.use(http.get('*/uploads/free-courses/:name', () => HttpResponse.error()))
    const { user } = await openFreeCourses()
    offerInstallation()
    await user.click(await waitFor(() => toggleOf(ANALYSE.title)))
    expect(await card(ANALYSE.title).findByRole('alert')).toHaveTextContent(OFFLINE_MESSAGES.network)
    expect(screen.queryByRole('region', { name: 'Installer l’application' })).not.toBeInTheDocument()
    expect(window.localStorage.getItem(INSTALL_OFFER_FLAG)).toBeNull()
  })
})
