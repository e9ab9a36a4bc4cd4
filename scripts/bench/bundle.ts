import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { repoRoot } from './lib.ts'

export interface BundleReport {
  files: { file: string; kb: number; gzipKb: number; brotliKb: number }[]
  jsGzipKb: number
  /** what browsers receive (issue 19's budget): the build's pre-compressed `.br` copy, which the server sends */
  jsBrotliKb: number
  cssGzipKb: number
}

/** The `.br` file the build wrote beside the asset (served as is), else the same compression done here. */
function brotliBytes(path: string, bytes: Buffer): number {
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length
  return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

/** What a first visit to `/` downloads before any lazy route: the entry script, its preloads, the CSS. */
export function initialBundle(): BundleReport {
  const dist = join(repoRoot, 'apps/web/dist')
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '')
  const files = [...new Set(refs)].map((ref) => {
    const path = join(dist, ref)
    const bytes = readFileSync(path)
    return { file: ref, kb: kb(bytes.length), gzipKb: kb(gzipSync(bytes, { level: 9 }).length), brotliKb: kb(brotliBytes(path, bytes)) }
  })
  const sum = (ext: string, size: 'gzipKb' | 'brotliKb' = 'gzipKb') => Math.round(files.filter((f) => f.file.endsWith(ext)).reduce((s, f) => s + f[size], 0) * 10) / 10
  return { files, jsGzipKb: sum('.js'), jsBrotliKb: sum('.js', 'brotliKb'), cssGzipKb: sum('.css') }
}
