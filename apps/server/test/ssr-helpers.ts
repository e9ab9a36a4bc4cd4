import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const webApp = fileURLToPath(new URL('../../web/', import.meta.url))
const vite = fileURLToPath(new URL('../../../node_modules/vite/bin/vite.js', import.meta.url))

/**
 * A web build for the server to serve, in `dir`: the real index.html and the public pages'
 * renderer built from the sources now (dist/ssr/entry-server.js, `vite build --ssr`), so the
 * test reads the pages as they are, not an older build of the checkout.
 */
export function buildWebDist(dir: string): string {
  mkdirSync(dir, { recursive: true })
  copyFileSync(join(webApp, 'index.html'), join(dir, 'index.html'))
  const build = spawnSync(process.execPath, [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', join(dir, 'ssr'), '--emptyOutDir', '--logLevel', 'error'], {
    cwd: webApp,
    encoding: 'utf8',
    // as `npm run build` does (vitest sets NODE_ENV=test: React's development JSX would not match)
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (build.status !== 0) throw new Error(`vite build --ssr a échoué : ${build.stderr}`)
  return dir
}

/** The text inside `<div id="root">` and the data after it, as the server sent them. */
export function renderedParts(html: string) {
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html)
  return root ? { root: root[1] ?? '', data: root[2] ?? '' } : undefined
}
