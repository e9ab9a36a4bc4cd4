import { act, configure, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CACHES } from '../../src/features/offline/caches.ts'
import { savePdf } from '../../src/features/offline/saved-pdfs.ts'
import { formatSavedOn, formatSize } from '../../src/features/offline/SavedPdfList.tsx'
import { server } from '../msw-server.ts'
import { renderApp } from '../render.tsx'
import { pdfBytes, pdfHandler, useMemoryCaches } from './memory-caches.ts'

configure({ asyncUtilTimeout: 5000 })

useMemoryCaches()
afterEach(() => {
  vi.useRealTimers()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

const ANALYSE = { url: '/uploads/free-courses/analyse-1.pdf', title: 'Analyse 1 — suites numériques' }
const TD = { url: '/uploads/free-courses/td-meca.pdf', title: 'TD Mécanique du point' }

/** A public list the worker kept, as its stale-while-revalidate strategy stores it. */
async function keepPublicRead(path: string) {
  const cache = await window.caches.open(CACHES.publicReads)
  await cache.put(new URL(path, window.location.href).href, Response.json([{ result: { data: [] } }]))
}

async function saveAt(iso: string, pdf: { url: string; title: string }) {
  vi.setSystemTime(new Date(iso))
  await savePdf(pdf)
}

/** The page is controlled by a service worker (the app's files are on the phone). */
function answeredByWorker() {
  const worker = { controller: {}, addEventListener: () => undefined, removeEventListener: () => undefined }
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker })
}

async function openOfflinePage() {
  const app = renderApp('/hors-ligne')
  await screen.findByRole('heading', { level: 1, name: 'Hors ligne' })
  return app
}

const pagesSection = () => within(screen.getByRole('region', { name: 'Pages disponibles sans connexion' }))
const pdfSection = () => within(screen.getByRole('region', { name: 'PDF enregistrés sur ce téléphone' }))

describe('/hors-ligne', () => {
  it('lists the pages already seen on this phone, and the others to open once connected', async () => {
    await keepPublicRead('/trpc/freeCourses.list,exams.publicList?batch=1&input=%7B%7D')
    await keepPublicRead('/trpc/recruitment.get?input=%7B%22id%22%3A3%7D')
    await openOfflinePage()
    expect(document.title).toMatch(/^Hors ligne — /)
    const seen = await waitFor(() => pagesSection().getByRole('list'))
    const items = within(seen).getAllByRole('listitem')
    expect(items).toHaveLength(1)
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Cours gratuits' })).toHaveAttribute('href', '/cours-gratuits')
    expect(items[0]).toHaveTextContent('déjà consultée')
    // an offer seen alone is not the list of offers
    expect(pagesSection().getByText(/Pas encore consultées sur ce téléphone : Accueil, Formations et Offres\./)).toBeInTheDocument()
  })

  it('counts the home page as always there once a service worker answers the site', async () => {
    answeredByWorker()
    await keepPublicRead('/trpc/recruitment.list?input=%7B%7D')
    await openOfflinePage()
    const items = await waitFor(() => pagesSection().getAllByRole('listitem'))
    expect(items.map((item) => item.textContent)).toEqual(['Accueiltoujours disponible', 'Offresdéjà consultée'])
    expect(pagesSection().getByText(/Pas encore consultées sur ce téléphone : Formations et Cours gratuits\./)).toBeInTheDocument()
  })

  it('speaks of one page left in the singular', async () => {
    answeredByWorker()
    await keepPublicRead('/trpc/recruitment.list?input=%7B%7D')
    await keepPublicRead('/trpc/freeCourses.list')
    await openOfflinePage()
    await waitFor(() => expect(pagesSection().getAllByRole('listitem')).toHaveLength(3))
    expect(pagesSection().getByText('Pas encore consultée sur ce téléphone : Formations. Ouvrez-la une fois connecté pour la retrouver sans connexion.')).toBeInTheDocument()
  })

  it('says when no page has been seen yet', async () => {
    await openOfflinePage()
    expect(await pagesSection().findByText(/Aucune page n’a encore été consultée sur ce téléphone : Accueil, Formations, Cours gratuits et Offres\./)).toBeInTheDocument()
    expect(pagesSection().queryByRole('link')).not.toBeInTheDocument()
  })

  it('lists the saved PDFs, the last first, to open or remove', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    server.use(pdfHandler(pdfBytes(350 * 1024)))
    await saveAt('2025-11-24T10:00:00.000Z', ANALYSE)
    server.use(pdfHandler(pdfBytes(Math.round(2.4 * 1024 * 1024))))
    await saveAt('2025-12-01T10:00:00.000Z', TD)
    vi.setSystemTime(new Date('2025-12-05T10:00:00.000Z'))

    const { user } = await openOfflinePage()
    const rows = await waitFor(() => pdfSection().getAllByRole('listitem'))
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([TD.title, ANALYSE.title])
    // (the matcher folds the non-breaking spaces; formatSize's own test checks them)
    expect(rows[0]).toHaveTextContent('2,4 Mo · Enregistré le 1er décembre')
    expect(rows[1]).toHaveTextContent('350 Ko · Enregistré le 24 novembre')
    const open = pdfSection().getByRole('link', { name: `Ouvrir « ${ANALYSE.title} » (nouvel onglet)` })
    expect(open).toHaveAttribute('href', new URL(ANALYSE.url, window.location.href).href)
    expect(open).toHaveAttribute('target', '_blank')
    expect(open).toHaveAttribute('rel', 'noopener noreferrer')

    await user.click(pdfSection().getByRole('button', { name: `Retirer « ${ANALYSE.title} » de ce téléphone` }))
    await waitFor(() => expect(pdfSection().getAllByRole('listitem')).toHaveLength(1))
    expect(pdfSection().getByRole('status')).toHaveTextContent(`« ${ANALYSE.title} » a été retiré de ce téléphone.`)

    await user.click(pdfSection().getByRole('button', { name: `Retirer « ${TD.title} » de ce téléphone` }))
    expect(await pdfSection().findByRole('heading', { name: 'Aucun PDF enregistré sur ce téléphone' })).toBeInTheDocument()
    expect(pdfSection().getByText(/touchez « Disponible hors ligne » sous un PDF pour le garder sur ce téléphone/)).toBeInTheDocument()
    expect(pdfSection().getByRole('link', { name: 'Cours gratuits' })).toHaveAttribute('href', '/cours-gratuits')
  })

  it('shows whether the phone is connected, as it changes', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await openOfflinePage()
    const status = screen.getByText(/Ce téléphone (est|n’est pas) connecté/)
    expect(status).toHaveTextContent('Ce téléphone n’est pas connecté à Internet.')
    onLine.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(status).toHaveTextContent('Ce téléphone est connecté à Internet.')
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument()
  })

  it('leaves the PDFs out where the browser cannot keep files', async () => {
    vi.unstubAllGlobals()
    await openOfflinePage()
    await pagesSection().findByText(/Aucune page n’a encore été consultée/)
    expect(screen.queryByRole('region', { name: 'PDF enregistrés sur ce téléphone' })).not.toBeInTheDocument()
  })
})

describe('sizes and dates of the saved PDFs', () => {
  it('writes sizes the French way', () => {
    expect(formatSize(200)).toBe('1\u00a0Ko')
    expect(formatSize(350 * 1024)).toBe('350\u00a0Ko')
    expect(formatSize(999 * 1024)).toBe('999\u00a0Ko')
    expect(formatSize(1000 * 1024)).toBe('1\u00a0Mo')
    expect(formatSize(2.45 * 1024 * 1024)).toBe('2,5\u00a0Mo')
  })

  it('writes the day and month, the year when it is another, and « 1er »', () => {
    const now = new Date('2026-03-15T12:00:00')
    expect(formatSavedOn('2026-03-01T12:00:00', now)).toBe('1er mars')
    expect(formatSavedOn('2026-03-11T12:00:00', now)).toBe('11 mars')
    expect(formatSavedOn('2025-11-24T12:00:00', now)).toBe('24 novembre 2025')
    expect(formatSavedOn('', now)).toBeNull()
    expect(formatSavedOn('pas une date', now)).toBeNull()
  })
})
