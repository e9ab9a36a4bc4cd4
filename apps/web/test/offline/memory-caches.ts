import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, vi } from 'vitest'

// jsdom has no Cache API. This one keeps the rules the app relies on: keys are GET requests by
// absolute URL, a put replaces the entry (moving it last), each match returns a fresh Response,
// a stored Vary is honoured unless ignoreVary, partial (206) and `Vary: *` answers are refused,
// and a put over the quota fails with a QuotaExceededError.

interface Entry {
  request: Request
  status: number
  statusText: string
  headers: [string, string][]
  body: ArrayBuffer
}

const toRequest = (request: RequestInfo | URL) =>
  request instanceof Request ? request : new Request(new URL(String(request), window.location.href).href)

function withoutSearch(url: string, ignoreSearch: boolean | undefined) {
  if (!ignoreSearch) return url
  const address = new URL(url)
  address.search = ''
  return address.href
}

function varyMatches(entry: Entry, request: Request): boolean {
  const vary = new Headers(entry.headers).get('Vary')
  if (!vary) return true
  return vary.split(',').every((name) => entry.request.headers.get(name.trim()) === request.headers.get(name.trim()))
}

export class MemoryCache implements Cache {
  readonly entries = new Map<string, Entry>()

  constructor(private readonly storage: MemoryCacheStorage) {}

  size() {
    let total = 0
    for (const entry of this.entries.values()) total += entry.body.byteLength
    return total
  }

  private find(request: RequestInfo | URL, options: CacheQueryOptions = {}): Entry[] {
    const query = toRequest(request)
    if (query.method !== 'GET' && !options.ignoreMethod) return []
    const url = withoutSearch(query.url, options.ignoreSearch)
    return [...this.entries.values()].filter(
      (entry) => withoutSearch(entry.request.url, options.ignoreSearch) === url && (options.ignoreVary || varyMatches(entry, query)),
    )
  }

  async match(request: RequestInfo | URL, options?: CacheQueryOptions): Promise<Response | undefined> {
    const [entry] = this.find(request, options)
    return entry ? new Response(entry.body.slice(0), { status: entry.status, statusText: entry.statusText, headers: entry.headers }) : undefined
  }

  async matchAll(request?: RequestInfo | URL, options?: CacheQueryOptions): Promise<readonly Response[]> {
    const entries = request === undefined ? [...this.entries.values()] : this.find(request, options)
    return entries.map((entry) => new Response(entry.body.slice(0), { status: entry.status, headers: entry.headers }))
  }

  async add(request: RequestInfo | URL): Promise<void> {
    await this.addAll([toRequest(request)])
  }

  async addAll(requests: RequestInfo[]): Promise<void> {
    for (const request of requests) {
      const response = await fetch(toRequest(request))
      if (!response.ok) throw new TypeError(`Bad response status ${response.status}`)
      await this.put(request, response)
    }
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const key = toRequest(request)
    if (key.method !== 'GET') throw new TypeError('Request method is not GET')
    if (!/^https?:$/.test(new URL(key.url).protocol)) throw new TypeError('Request scheme is unsupported')
    if (response.status === 206) throw new TypeError('Partial response (status code 206) is unsupported')
    if (response.headers.get('Vary')?.includes('*')) throw new TypeError('Vary header contains *')
    if (response.bodyUsed) throw new TypeError('Response body is already used')
    const body = await response.arrayBuffer()
    const previous = this.entries.get(key.url)
    this.storage.reserve(body.byteLength - (previous?.body.byteLength ?? 0))
    this.entries.delete(key.url)
    this.entries.set(key.url, { request: key, status: response.status, statusText: response.statusText, headers: [...response.headers], body })
  }

  async delete(request: RequestInfo | URL, options?: CacheQueryOptions): Promise<boolean> {
    const found = this.find(request, options)
    for (const entry of found) this.entries.delete(entry.request.url)
    return found.length > 0
  }

  async keys(request?: RequestInfo | URL, options?: CacheQueryOptions): Promise<readonly Request[]> {
    const entries = request === undefined ? [...this.entries.values()] : this.find(request, options)
    return entries.map((entry) => new Request(entry.request.url))
  }
}

export class MemoryCacheStorage implements CacheStorage {
  readonly caches = new Map<string, MemoryCache>()
  /** Bytes all caches may hold together. */
  quotaBytes = Number.POSITIVE_INFINITY

  reserve(bytes: number) {
    let used = 0
    for (const cache of this.caches.values()) used += cache.size()
    if (used + bytes > this.quotaBytes) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  }

  async open(name: string): Promise<MemoryCache> {
    const existing = this.caches.get(name)
    if (existing) return existing
    const cache = new MemoryCache(this)
    this.caches.set(name, cache)
    return cache
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name)
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name)
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()]
  }

  async match(request: RequestInfo | URL, options: MultiCacheQueryOptions = {}): Promise<Response | undefined> {
    const names = options.cacheName === undefined ? [...this.caches.keys()] : [options.cacheName]
    for (const name of names) {
      const response = await this.caches.get(name)?.match(request, options)
      if (response) return response
    }
    return undefined
  }
}

/** A fresh Cache API for each test of the file (`window.caches`); returns the current one. */
export function useMemoryCaches(): () => MemoryCacheStorage {
  let storage = new MemoryCacheStorage()
  beforeEach(() => {
    storage = new MemoryCacheStorage()
    vi.stubGlobal('caches', storage)
  })
  afterEach(() => vi.unstubAllGlobals())
  return () => storage
}

/** `bytes` long, starting with the PDF signature. */
export function pdfBytes(bytes = 2048): Uint8Array<ArrayBuffer> {
  const content = new Uint8Array(bytes).fill(0x20)
  content.set(new TextEncoder().encode('%PDF-1.7\n'))
  return content
}

/** The site's answer for a free-course PDF. */
export const pdfHandler = (bytes = pdfBytes(), headers: Record<string, string> = {}) =>
  http.get('*/uploads/free-courses/:name', () => new HttpResponse(bytes, { headers: { 'Content-Type': 'application/pdf', ...headers } }))
