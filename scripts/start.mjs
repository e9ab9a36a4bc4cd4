// `npm start`: builds the web app when its build is missing or older than its sources,
// then runs the server (API + built app) in this same process.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { unsupportedNodeMessage } from './node-version.mjs'

const unsupported = unsupportedNodeMessage(process.versions.node)
if (unsupported) {
  console.error(unsupported)
  process.exit(1)
}

const root = fileURLToPath(new URL('..', import.meta.url))
const builtIndex = join(root, 'apps/web/dist/index.html')
// the public pages' server renderer (DESIGN §14), built by the same `npm run build -w @tutorat/web`
const builtRenderer = join(root, 'apps/web/dist/ssr/entry-server.js')
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'packages/contracts/src']

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs)
}

const builtAt = existsSync(builtIndex) && existsSync(builtRenderer) ? Math.min(statSync(builtIndex).mtimeMs, statSync(builtRenderer).mtimeMs) : 0
const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))))
if (changedAt > builtAt) {
  console.log('Construction de l’application web…')
  const build = spawnSync('npm', ['run', 'build', '-w', '@tutorat/web'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const { register } = await import('tsx/esm/api')
register()
await import(join(root, 'apps/server/src/main.ts'))
