// The free-course PDFs kept on the phone (« Disponible hors ligne »), in the Cache Storage cache the
// service worker answers them from (src/sw.ts). The cache is the only record: each entry carries
// its title and date in its own headers, so nothing else can disagree with what is really kept.
import { CACHES, isFreeCoursePdf } from './caches.ts'
import { OFFLINE_MESSAGES } from './messages.ts'

export interface SavedPdf {
  /** Absolute address, the key the worker looks the PDF up by. */
  url: string
  title: string
  bytes: number
  /** ISO date of the save ('' when unknown). */
  savedAt: string
}

/** A failure whose message is already the French sentence to show. */
export class OfflineError extends Error {
  override name = 'OfflineError'
}

/** The French sentence for `error`, `fallback` when it is not one of ours. */
export const offlineMessage = (error: unknown, fallback: string) => (error instanceof OfflineError ? error.message : fallback)

const TITLE_HEADER = 'X-Saved-Title'
const SAVED_AT_HEADER = 'X-Saved-At'
/** A PDF starts with this signature (within its first KB, by the format's own tolerance). */
const PDF_SIGNATURE = '%PDF-'

export const canSaveOffline = () => typeof window !== 'undefined' && 'caches' in window

/** The address as the worker sees it (`request.url`): absolute, without its fragment. */
export function savedPdfKey(url: string): string {
  const address = new URL(url, window.location.href)
  address.hash = ''
  return address.href
}

/** Only this site's free-course PDFs: the worker answers nothing else from the saved copies. */
export function isSavablePdf(url: string, origin?: string): boolean {
  try {
    // `origin`: the site's address where there is no window yet (a page rendered on the server)
    const address = new URL(url, origin ?? window.location.href)
    return address.origin === (origin ?? window.location.origin) && isFreeCoursePdf(address.pathname)
  } catch {
    return false
  }
}

async function openSavedPdfs(): Promise<Cache> {
  if (!canSaveOffline()) throw new OfflineError(OFFLINE_MESSAGES.unsupported)
  try {
    return await caches.open(CACHES.savedPdfs)
  } catch {
    // Firefox's private windows have `caches` but refuse to open one (SecurityError)
    throw new OfflineError(OFFLINE_MESSAGES.unsupported)
  }
}

/** Whether the cache exists, without creating it (a visit that saves nothing leaves nothing behind). */
async function hasSavedPdfs(): Promise<boolean> {
  if (!canSaveOffline()) return false
  try {
    return await caches.has(CACHES.savedPdfs)
  } catch {
    return false
  }
}

function looksLikePdf(bytes: ArrayBuffer): boolean {
  const head = new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 1024))
  return String.fromCharCode(...head).includes(PDF_SIGNATURE)
}

async function download(url: string): Promise<ArrayBuffer> {
  let response: Response
  try {
    response = await fetch(url, { credentials: 'same-origin' })
  } catch {
    throw new OfflineError(OFFLINE_MESSAGES.network)
  }
  if (response.status === 404 || response.status === 410) throw new OfflineError(OFFLINE_MESSAGES.notFound)
  if (!response.ok) throw new OfflineError(OFFLINE_MESSAGES.network)
  // the connection can drop halfway through the file
  const bytes = await response.arrayBuffer().catch(() => {
    throw new OfflineError(OFFLINE_MESSAGES.network)
  })
  // a captive portal (a café's Wi-Fi) or a broken link answers 200 with a page, not the PDF
  if (!looksLikePdf(bytes)) throw new OfflineError(OFFLINE_MESSAGES.notPdf)
  return bytes
}

/** Best effort: asks the browser not to evict the saved files when space runs low. */
function askPersistence() {
  if (!('storage' in navigator) || typeof navigator.storage.persist !== 'function') return
  navigator.storage.persist().catch(() => undefined)
}

const isQuotaError = (error: unknown) => typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'QuotaExceededError'

/** Downloads the PDF and keeps it on the phone, under its own address. */
export async function savePdf({ url, title }: { url: string; title: string }): Promise<void> {
  if (!isSavablePdf(url)) throw new OfflineError(OFFLINE_MESSAGES.saveFailed)
  const cache = await openSavedPdfs()
  if ((await cache.keys()).length === 0) askPersistence()
  const key = savedPdfKey(url)
  const bytes = await download(key)
  // A new answer rather than the server's: no Vary (the worker's lookup must not depend on the
  // request's headers), and the title and date travel with the file.
  const copy = new Response(bytes, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      [TITLE_HEADER]: encodeURIComponent(title),
      [SAVED_AT_HEADER]: new Date().toISOString(),
    },
  })
  try {
    await cache.put(key, copy)
  } catch (error) {
    throw new OfflineError(isQuotaError(error) ? OFFLINE_MESSAGES.quota : OFFLINE_MESSAGES.saveFailed)
  }
}

function decodedTitle(header: string | null, url: string): string {
  const fileName = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? url)
  if (!header) return fileName
  try {
    return decodeURIComponent(header)
  } catch {
    return fileName
  }
}

async function describe(url: string, response: Response | undefined): Promise<SavedPdf | undefined> {
  if (!response) return undefined
  const savedAt = response.headers.get(SAVED_AT_HEADER) ?? ''
  return {
    url,
    title: decodedTitle(response.headers.get(TITLE_HEADER), url),
    bytes: Number(response.headers.get('Content-Length')) || (await response.blob()).size,
    savedAt: Number.isNaN(Date.parse(savedAt)) ? '' : savedAt,
  }
}

/** The PDFs kept on this phone, the last saved first. */
export async function listSavedPdfs(): Promise<SavedPdf[]> {
  if (!(await hasSavedPdfs())) return []
  const cache = await openSavedPdfs()
  const saved = await Promise.all((await cache.keys()).map(async (request) => describe(request.url, await cache.match(request))))
  return saved.filter((pdf) => pdf !== undefined).sort((a, b) => b.savedAt.localeCompare(a.savedAt))
}

export async function removeSavedPdf(url: string): Promise<void> {
  if (!(await hasSavedPdfs())) return
  const cache = await openSavedPdfs()
  try {
    await cache.delete(savedPdfKey(url))
  } catch {
    throw new OfflineError(OFFLINE_MESSAGES.removeFailed)
  }
}

export async function isPdfSaved(url: string): Promise<boolean> {
  if (!isSavablePdf(url) || !(await hasSavedPdfs())) return false
  return (await (await openSavedPdfs()).match(savedPdfKey(url))) !== undefined
}
