import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ProcedureCall } from './procedures.ts'

/** A page rendered by the web app's server build: its HTML and the data it carries. */
export interface RenderedPage {
  html: string
  /** JSON already safe inside `<script type="application/json">` (every `<`, `>`, `&` escaped) */
  data: string
}

/** What apps/web/src/entry-server.tsx exports, as built into dist/ssr/entry-server.js. */
export interface PageRenderer {
  render(url: string, options: { call: ProcedureCall; origin: string }): Promise<RenderedPage | null>
  isServerRendered(pathname: string): boolean
}

/** The web build's renderer, or undefined when that build has none (the shell alone is served). */
export async function loadRenderer(webDist: string): Promise<PageRenderer | undefined> {
  const file = join(webDist, 'ssr', 'entry-server.js')
  if (!existsSync(file)) return undefined
  const module: unknown = await import(pathToFileURL(file).href)
  return isRenderer(module) ? module : undefined
}

const isRenderer = (module: unknown): module is PageRenderer =>
  typeof module === 'object' && module !== null && typeof (module as Partial<PageRenderer>).render === 'function' && typeof (module as Partial<PageRenderer>).isServerRendered === 'function'
