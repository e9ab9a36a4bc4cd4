// What the service worker keeps on the phone, shared by the worker (src/sw.ts) and the pages.
// Pure: no DOM and no worker globals, so both sides and the tests import it.

export const CACHES = {
  /** free-course PDFs the visitor chose to keep (« Disponible hors ligne »); only the page writes here */
  savedPdfs: 'cours-hors-ligne',
  /** the public lists, served stale while the network is asked for the fresh copy */
  publicReads: 'listes-publiques',
  /** hashed files left out of the precache (KaTeX, fonts), kept on first use */
  lazyAssets: 'fichiers-a-la-demande',
  /** same-origin pictures of the public pages */
  images: 'images',
} as const

/**
 * The anonymous reads of the public pages. Each answers the same to every visitor without a token,
 * so a copy on the phone reveals nothing; anything else (a student's, an admin's) is never kept.
 */
export const PUBLIC_READS: ReadonlySet<string> = new Set([
  'announcements.list',
  'announcements.get',
  'exams.publicList',
  'freeCourses.list',
  'recruitment.list',
  'recruitment.get',
  'site.settings',
  'testimonials.active',
  'testimonials.featured',
])

/** A tRPC GET (one call or a batch) whose every procedure is a public read, sent without credentials. */
export function isPublicRead(url: URL, method: string, headers: Headers): boolean {
  if (method !== 'GET' || headers.has('Authorization')) return false
  const procedures = proceduresOf(url)
  return procedures.length > 0 && procedures.every((procedure) => PUBLIC_READS.has(procedure))
}

/** The procedures of a tRPC address (`/trpc/a.list,b.get` → ['a.list', 'b.get']). */
export function proceduresOf(url: URL): string[] {
  const match = /^\/trpc\/([\w.,]+)$/.exec(url.pathname)
  return match?.[1]?.split(',') ?? []
}

/** Where the free courses' PDFs are served (packages/api: the 'free-courses' folder of the file store). */
export const isFreeCoursePdf = (pathname: string) => /^\/uploads\/free-courses\/[\w.-]+\.pdf$/.test(pathname)

/** Addresses the server answers itself: never the app shell in their place. */
export const SERVER_PATHS = /^\/(api|trpc|uploads)(\/|$)/

/** The worker's messages to the pages. */
export type WorkerMessage = { type: 'public-read-updated'; procedures: string[] }
