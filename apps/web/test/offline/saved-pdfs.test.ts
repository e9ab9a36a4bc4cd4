import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CACHES } from '../../src/features/offline/caches.ts'
import { OFFLINE_MESSAGES } from '../../src/features/offline/messages.ts'
import { isPdfSaved, listSavedPdfs, removeSavedPdf, savePdf } from '../../src/features/offline/saved-pdfs.ts'
import { server } from '../msw-server.ts'
import { pdfBytes, pdfHandler, useMemoryCaches } from './memory-caches.ts'

const ANALYSE = { url: '/uploads/free-courses/analyse-1.pdf', title: 'Analyse 1 — « suites » numériques' }
const TD = { url: '/uploads/free-courses/td-meca.pdf', title: 'TD Mécanique' }
const absolute = (path: string) => new URL(path, window.location.href).href

const caches = useMemoryCaches()
const savedCache = () => caches().caches.get(CACHES.savedPdfs)

function stubStorage() {
  const persist = vi.fn(async () => true)
  Object.defineProperty(navigator, 'storage', { configurable: true, value: { persist, persisted: async () => false } })
  return persist
}

afterEach(() => {
  vi.useRealTimers()
  Reflect.deleteProperty(navigator, 'storage')
})

describe('saved PDFs (Cache Storage)', () => {
  it('saves a PDF and lists it with its title, size and date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-11-24T09:30:00.000Z'))
    let credentials: RequestCredentials | undefined
    server.use(
      http.get('*/uploads/free-courses/:name', ({ request }) => {
        credentials = request.credentials
        // what a real server may add: the copy must not keep it
        return new HttpResponse(pdfBytes(12_288), { headers: { 'Content-Type': 'application/pdf', Vary: 'Accept-Encoding' } })
      }),
    )
    await savePdf(ANALYSE)

    expect(credentials).toBe('same-origin')
    expect(await listSavedPdfs()).toEqual([{ url: absolute(ANALYSE.url), title: ANALYSE.title, bytes: 12_288, savedAt: '2025-11-24T09:30:00.000Z' }])
    const stored = await savedCache()?.match(absolute(ANALYSE.url))
    expect(stored?.headers.get('Content-Type')).toBe('application/pdf')
    expect(stored?.headers.get('Vary')).toBeNull()
    // the worker's lookup (src/sw.ts) finds it by address alone
    expect(await window.caches.match(absolute(ANALYSE.url), { cacheName: CACHES.savedPdfs })).toBeDefined()
    expect(new TextDecoder().decode((await (stored as Response).arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })

  it('lists the last saved first, and saving again replaces the copy', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    server.use(pdfHandler())
    vi.setSystemTime(new Date('2025-11-01T08:00:00.000Z'))
    await savePdf(ANALYSE)
    vi.setSystemTime(new Date('2025-11-02T08:00:00.000Z'))
    await savePdf(TD)
    expect((await listSavedPdfs()).map((pdf) => pdf.title)).toEqual([TD.title, ANALYSE.title])

    vi.setSystemTime(new Date('2025-11-03T08:00:00.000Z'))
    await savePdf({ ...ANALYSE, title: 'Analyse 1 (nouvelle version)' })
    const list = await listSavedPdfs()
    expect(list.map((pdf) => pdf.title)).toEqual(['Analyse 1 (nouvelle version)', TD.title])
    expect(savedCache()?.entries.size).toBe(2)
  })

  it('refuses an answer that is not a PDF (a captive portal’s page) and keeps nothing', async () => {
    server.use(http.get('*/uploads/free-courses/:name', () => HttpResponse.html('<html><body>Connectez-vous au Wi-Fi</body></html>')))
    await expect(savePdf(ANALYSE)).rejects.toThrow(OFFLINE_MESSAGES.notPdf)
    expect(await listSavedPdfs()).toEqual([])
    expect(await isPdfSaved(ANALYSE.url)).toBe(false)
  })

  it('does not trust a PDF content type over the bytes', async () => {
    server.use(http.get('*/uploads/free-courses/:name', () => new HttpResponse('<!doctype html>', { headers: { 'Content-Type': 'application/pdf' } })))
    await expect(savePdf(ANALYSE)).rejects.toThrow(OFFLINE_MESSAGES.notPdf)
  })

  it('refuses a 404, says a server error or a lost connection is the network, and keeps nothing', async () => {
    server.use(http.get('*/uploads/free-courses/:name', () => new HttpResponse(pdfBytes(), { status: 404 })))
    await expect(savePdf(ANALYSE)).rejects.toThrow(OFFLINE_MESSAGES.notFound)
    server.use(http.get('*/uploads/free-courses/:name', () => new HttpResponse(pdfBytes(), { status: 503 })))
    await expect(savePdf(ANALYSE)).rejects.toThrow(OFFLINE_MESSAGES.network)
    server.use(http.get('*/uploads/free-courses/:name', () => HttpResponse.error()))
    await expect(savePdf(ANALYSE)).rejects.toThrow(OFFLINE_MESSAGES.network)
    expect(await listSavedPdfs()).toEqual([])
  })

  it('says when the phone is full, and the PDFs already saved stay', async () => {
    server.use(pdfHandler(pdfBytes(4000)))
    caches().quotaBytes = 6000
    await savePdf(ANALYSE)
    await expect(savePdf(TD)).rejects.toThrow(OFFLINE_MESSAGES.quota)
    expect((await listSavedPdfs()).map((pdf) => pdf.title)).toEqual([ANALYSE.title])
  })

  it('removes a saved PDF', async () => {
    server.use(pdfHandler())
    await savePdf(ANALYSE)
    await savePdf(TD)
    expect(await isPdfSaved(ANALYSE.url)).toBe(true)
    // any spelling of the same address
    expect(await isPdfSaved(absolute(ANALYSE.url))).toBe(true)
    expect(await isPdfSaved(`${ANALYSE.url}#page=2`)).toBe(true)

    await removeSavedPdf(absolute(ANALYSE.url))
    expect(await isPdfSaved(ANALYSE.url)).toBe(false)
    expect(await isPdfSaved(TD.url)).toBe(true)
    expect((await listSavedPdfs()).map((pdf) => pdf.title)).toEqual([TD.title])
    // removing what is not there is not an error
    await expect(removeSavedPdf(ANALYSE.url)).resolves.toBeUndefined()
  })

  it('keeps only this site’s free-course PDFs, without downloading anything else', async () => {
    // no handler: a request would fail the test
    await expect(savePdf({ url: 'https://ailleurs.example/uploads/free-courses/x.pdf', title: 'X' })).rejects.toThrow(OFFLINE_MESSAGES.saveFailed)
    await expect(savePdf({ url: '/uploads/payment-proofs/recu.pdf', title: 'Reçu' })).rejects.toThrow(OFFLINE_MESSAGES.saveFailed)
    await expect(savePdf({ url: '/api/student/courses', title: 'API' })).rejects.toThrow(OFFLINE_MESSAGES.saveFailed)
    expect(await isPdfSaved('https://ailleurs.example/uploads/free-courses/x.pdf')).toBe(false)
  })

  it('reading the list creates no cache', async () => {
    expect(await listSavedPdfs()).toEqual([])
    expect(await isPdfSaved(ANALYSE.url)).toBe(false)
    expect(await window.caches.keys()).toEqual([])
  })

  it('asks the browser to keep the files on the first save only', async () => {
    const persist = stubStorage()
    server.use(pdfHandler())
    await savePdf(ANALYSE)
    await savePdf(TD)
    expect(persist).toHaveBeenCalledTimes(1)
  })

  it('saves even when the browser refuses to keep the files for good', async () => {
    Object.defineProperty(navigator, 'storage', { configurable: true, value: { persist: () => Promise.reject(new Error('refusé')) } })
    server.use(pdfHandler())
    await savePdf(ANALYSE)
    expect(await isPdfSaved(ANALYSE.url)).toBe(true)
  })

  it('falls back to the file name when a copy lacks its title', async () => {
    const cache = await window.caches.open(CACHES.savedPdfs)
    await cache.put(absolute('/uploads/free-courses/sans-titre.pdf'), new Response(pdfBytes(100), { headers: { 'X-Saved-Title': '%E0%A4%A' } }))
    expect(await listSavedPdfs()).toEqual([{ url: absolute('/uploads/free-courses/sans-titre.pdf'), title: 'sans-titre.pdf', bytes: 100, savedAt: '' }])
  })

  it('says so where the browser has no Cache API', async () => {
    vi.unstubAllGlobals()
    Reflect.deleteProperty(window, 'caches')
    expect('caches' in window).toBe(false)
    await expect(savePdf(ANALYSE)).rejects.toThrow(OFFLINE_MESSAGES.unsupported)
    expect(await listSavedPdfs()).toEqual([])
    expect(await isPdfSaved(ANALYSE.url)).toBe(false)
  })

  it('says so where the browser refuses to open a cache (private windows)', async () => {
    vi.spyOn(caches(), 'open').mockRejectedValue(new DOMException('The operation is insecure.', 'SecurityError'))
    server.use(pdfHandler())
    await expect(savePdf(ANALYSE)).rejects.toThrow(OFFLINE_MESSAGES.unsupported)
  })
})
