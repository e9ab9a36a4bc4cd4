import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { repoRoot } from './lib.ts'

export interface BundleReport {
  files: { file: string; kb: number; gzipKb: number }[]
  jsGzipKb: number
  cssGzipKb: number
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

/** What a first visit to `/` downloads before any lazy route: the entry script, its preloads, the CSS. */
export function initialBundle(): BundleReport {
  const dist = join(repoRoot, 'apps/web/dist')
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '')
  const files = [...new Set(refs)].map((ref) => {
    const bytes = readFileSync(join(dist, ref))
    return { file: ref, kb: kb(bytes.length), gzipKb: kb(gzipSync(bytes, { level: 9 }).length) }
  })
  const sum = (ext: string) => Math.round(files.filter((f) => f.file.endsWith(ext)).reduce((s, f) => s + f.gzipKb, 0) * 10) / 10
  return { files, jsGzipKb: sum('.js'), cssGzipKb: sum('.css') }
}
