import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers.ts'

const PUBLIC_URL = 'https://tutorat.example.ma'
let t: TestApp
let webDist: string
beforeAll(async () => {
  webDist = join(process.env.TMPDIR ?? '/tmp', `tutorat-shell-${process.pid}`)
  mkdirSync(join(webDist, 'assets'), { recursive: true })
  // the real page, as the build copies it, with the stale pre-compressed copies the build writes beside it
  copyFileSync(new URL('../../web/index.html', import.meta.url), join(webDist, 'index.html'))
  writeFileSync(join(webDist, 'index.html.br'), brotliCompressSync('<html>as built</html>'))
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'))
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)')
  t = await createTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL })
})
afterAll(async () => {
  await t.close()
  rmSync(webDist, { recursive: true, force: true })
})

const meta = (html: string, property: string) => html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1]

describe('the app shell (link previews)', () => {
  it('writes PUBLIC_URL into og:image and og:url, on every client route', async () => {
    for (const url of ['/', '/courses', '/student/login']) {
      const response = await t.app.inject({ url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(meta(response.body, 'og:image')).toBe(`${PUBLIC_URL}/og-image.png`)
      expect(meta(response.body, 'og:url')).toBe(`${PUBLIC_URL}/`)
      // the rest of the page is untouched: the script and the icon stay relative
      expect(response.body).toContain('href="/favicon.svg"')
    }
  })

  it('sends the rewritten page compressed to browsers that accept it, never the stale copy from the build', async () => {
    const br = await t.app.inject({ url: '/courses', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('Accept-Encoding')
    expect(meta(brotliDecompressSync(br.rawPayload).toString(), 'og:image')).toBe(`${PUBLIC_URL}/og-image.png`)
    const gzip = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(meta(gunzipSync(gzip.rawPayload).toString(), 'og:url')).toBe(`${PUBLIC_URL}/`)
    const built = await t.app.inject({ url: '/index.html', headers: { 'accept-encoding': 'br' } })
    expect(built.body).not.toContain('as built')
  })

  it('still serves the other built files pre-compressed', async () => {
    const asset = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } })
    expect(asset.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(1)')
  })
})
