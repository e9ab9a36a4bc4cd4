// The service worker (DESIGN §14), built by vite-plugin-pwa (injectManifest) into dist/sw.js.
// Kept: the app shell and its files (precache), the public lists (stale while revalidating), the
// PDFs a visitor saved, pictures and on-demand files. Never kept: anything sent with a token,
// Drive and YouTube (other origins pass through untouched), payment proofs (behind /api).
import { clientsClaim } from 'workbox-core'
import type { WorkboxPlugin } from 'workbox-core/types'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { CACHES, isFreeCoursePdf, isPublicRead, proceduresOf, SERVER_PATHS, type WorkerMessage } from './features/offline/caches.ts'

declare const self: ServiceWorkerGlobalScope

const DAY_SECONDS = 24 * 60 * 60
const sameOrigin = (url: URL) => url.origin === self.location.origin

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
// The first visit's page is served by the worker as soon as it is ready (nothing older to displace);
// a later version still waits for « Mettre à jour ».
clientsClaim()

// « Mettre à jour » on the page: the waiting version takes over, then the page reloads.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// A saved PDF opens from the phone; one not saved comes from the network and is not kept on the way.
registerRoute(
  ({ url }) => sameOrigin(url) && isFreeCoursePdf(url.pathname),
  async ({ request }) => (await caches.match(request.url, { cacheName: CACHES.savedPdfs, ignoreVary: true })) ?? fetch(request),
)

/** Tells the open pages that a public list changed, so they show the fresh copy without a reload. */
const announceChanges: WorkboxPlugin = {
  async cacheDidUpdate({ oldResponse, newResponse, request }) {
    if (!oldResponse || (await oldResponse.text()) === (await newResponse.clone().text())) return
    const message: WorkerMessage = { type: 'public-read-updated', procedures: proceduresOf(new URL(request.url)) }
    for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message)
  },
}

registerRoute(
  ({ url, request }) => sameOrigin(url) && isPublicRead(url, request.method, request.headers),
  new StaleWhileRevalidate({
    cacheName: CACHES.publicReads,
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }), announceChanges],
  }),
)

// Hashed files the precache leaves out (the exam pages' KaTeX and its fonts): immutable, kept on first use.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: CACHES.lazyAssets, plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true })] }),
)

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.destination === 'image' && !/^\/(api|trpc)\//.test(url.pathname),
  new CacheFirst({ cacheName: CACHES.images, plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })] }),
)

// Every page of the app opens from the precached shell, online or not; the server's own paths never do.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [SERVER_PATHS] }))
