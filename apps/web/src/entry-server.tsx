// The server's renderer of the public pages (DESIGN §14), built by `vite build --ssr` into
// dist/ssr/entry-server.js and called by apps/server/src/ssr: the page's HTML and the data it was
// drawn from, for the browser to take over (src/ssr/client.tsx) without asking again.
import { dehydrate } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { prerender } from 'react-dom/static'
import { type DataLoader } from './lib/data.tsx'
import { createDataLayer } from './lib/data-layer.tsx'
import { trpc } from './lib/trpc.ts'
import { createAppRouter } from './routes/router.tsx'
import { setServerOrigin } from './ssr/hydration.ts'
import { isServerRendered } from './ssr/pages.ts'
import { serializePayload } from './ssr/payload.ts'
import { inProcessLink, type ProcedureCall } from './ssr/server-link.ts'
import { anyFailed, fetchRequested, prefetchPlan, rememberPlan, serverQueryClient, settle } from './ssr/server-queries.ts'
import { SsrApp } from './ssr/SsrApp.tsx'

export { isServerRendered }

export interface RenderOptions {
  /** a public procedure, run in the server's process */
  call: ProcedureCall
  /** PUBLIC_URL */
  origin: string
}

export interface RenderedPage {
  /** what goes inside `<div id="root">` */
  html: string
  /** the JSON for `<script type="application/json" id="ssr-data">`, safe inside that element */
  data: string
}

// a page whose data or code needs more rounds than this (a query that appears only once another
// answered, a lazy block inside a lazy block) is left to the browser
const MAX_PASSES = 5

/**
 * A render in which something suspended (a lazy component's first load) ends with React's inline
 * scripts that reveal the late parts: the CSP refuses them. Rendered again once everything has
 * loaded, the page is plain HTML.
 */
const revealsLater = (html: string) => /<script|<template/.test(html)

/** The page's HTML; a component that failed fails it (React would leave that part to the browser). */
async function toHtml(element: React.ReactElement): Promise<string> {
  let failure: unknown
  // one document: React outlines a large ready boundary (a hidden copy and a script to reveal it)
  const { prelude } = await prerender(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error
    },
  })
  const html = await new Response(prelude).text()
  if (failure !== undefined) throw failure
  return html
}

/** The page at `url` (path and query) as HTML with its data, or null: not a server-rendered page, or a failure. */
export async function render(url: string, options: RenderOptions): Promise<RenderedPage | null> {
  if (!isServerRendered(new URL(url, 'http://page').pathname)) return null
  setServerOrigin(options.origin)
  const queryClient = serverQueryClient()
  const layer = createDataLayer({ queryClient, trpcClient: trpc.createClient({ links: [inProcessLink(options.call)] }) })
  const ready = Object.assign(Promise.resolve(layer), { status: 'fulfilled' as const, value: layer })
  const data: DataLoader = { load: () => ready, peek: () => layer }
  const router = createAppRouter({ data }, createMemoryHistory({ initialEntries: [url] }))
  router.update({ ...router.options, isServer: true, scrollRestoration: false })
  prefetchPlan(url, queryClient, options.call)
  await router.load()
  if (router.state.matches.some((match) => match.status !== 'success')) return null
  const app = <SsrApp data={data} router={router} eager={{ eager: true }} />
  let html = ''
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    await settle(queryClient)
    html = await toHtml(app)
    if (fetchRequested(queryClient) === 0 && !revealsLater(html)) break
  }
  await settle(queryClient)
  if (anyFailed(queryClient) || fetchRequested(queryClient) > 0 || revealsLater(html)) return null
  rememberPlan(url, queryClient)
  return { html, data: serializePayload({ origin: options.origin, queries: dehydrate(queryClient) }) }
}
