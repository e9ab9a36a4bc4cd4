// After `vite build`: writes .br and .gz beside each text asset, so the server sends them
// pre-compressed at the highest level (phones on mobile data) without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dist = new URL('../dist/', import.meta.url).pathname
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })
}

// dist/ssr is the server's renderer: read from disk by the server, never sent
const serverOnly = join(dist, 'ssr')
for (const file of walk(dist).filter((f) => compressible.test(f) && !f.startsWith(serverOnly))) {
  const bytes = readFileSync(file)
  if (bytes.length < 1024) continue
  writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }))
}
