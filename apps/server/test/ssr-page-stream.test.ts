import { once } from 'node:events'
import type { Readable } from 'node:stream'
import { createBrotliDecompress, createGunzip } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { renderedPageShell, splitAtRoot, streamRenderedPage } from '../src/ssr/page-stream.ts'
import type { RenderedPage } from '../src/ssr/renderer.ts'

// Issue 33: a server-rendered page's head (its stylesheet) leaves before the render, and the app's
// scripts come after the page, not beside the stylesheet.
const BUILT = `<!doctype html>
<html lang="fr">
  <head>
    <title>Tutorat Maroc</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-abc.js">
    <link rel="modulepreload" crossorigin href="/assets/messages-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>Activez JavaScript pour utiliser Tutorat Maroc.</noscript>
  </body>
</html>`
const PAGE: RenderedPage = { html: '<main><h1>Nos Cours</h1></main>', data: '{"origin":"https://tutorat.example.ma"}' }

/** The stream's text as it arrives: each piece once the decompressor could read it. */
function reader(stream: Readable, encoding: 'br' | 'gzip' | undefined) {
  const decoded = encoding === 'br' ? stream.pipe(createBrotliDecompress()) : encoding === 'gzip' ? stream.pipe(createGunzip()) : stream
  let text = ''
  decoded.on('data', (chunk: Buffer) => {
    text += chunk.toString()
  })
  const ended = once(decoded, 'end')
  return { text: () => text, ended }
}

const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 200 && !check(); tries++) await new Promise((resolve) => setTimeout(resolve, 5))
}

describe('a server-rendered page’s shell', () => {
  it('asks for the stylesheet alone in its head; the app’s module at the end of the body, at low priority', () => {
    const shell = renderedPageShell(BUILT)
    const head = shell.slice(0, shell.indexOf('</head>'))
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">')
    expect(head).not.toContain('<script')
    expect(shell).not.toContain('modulepreload')
    expect(shell.match(/<script\b[^>]*>/g)).toEqual(['<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">'])
    expect(shell.indexOf('<script')).toBeGreaterThan(shell.indexOf('<noscript>'))
    expect(shell.indexOf('<script')).toBeLessThan(shell.indexOf('</body>'))
  })

  it('leaves a shell without a module script as it is', () => {
    const plain = BUILT.replace(/ *<script[^\n]*\n/, '')
    expect(renderedPageShell(plain)).toBe(plain)
  })
})

describe('a server-rendered page, streamed', () => {
  for (const encoding of ['br', 'gzip', undefined] as const) {
    it(`sends its head before the render has ended, then the page and its data (${encoding ?? 'identity'})`, async () => {
      const parts = splitAtRoot(renderedPageShell(BUILT))
      if (!parts) throw new Error('no root in the shell')
      let finish: (page: RenderedPage | null) => void = () => undefined
      let started = false
      const render = () => {
        started = true
        return new Promise<RenderedPage | null>((resolve) => {
          finish = resolve
        })
      }
      const page = reader(streamRenderedPage(parts, render, encoding), encoding)
      await until(() => page.text().includes('<div id="root">'))
      // the head is out, and readable, while the page is still being drawn
      expect(page.text()).toBe(parts.head)
      expect(page.text()).toContain('/assets/index-abc.css')
      await until(() => started)
      expect(started).toBe(true)
      finish(PAGE)
      await page.ended
      expect(page.text()).toBe(
        parts.head + `${PAGE.html}</div>\n    <script type="application/json" id="ssr-data">${PAGE.data}</script>` + parts.tail.slice('</div>'.length),
      )
    })
  }

  it('ends as the shell when the page could not be drawn (the app draws it)', async () => {
    const parts = splitAtRoot(renderedPageShell(BUILT))
    if (!parts) throw new Error('no root in the shell')
    for (const render of [() => Promise.resolve(null), () => Promise.reject(new Error('rendu impossible'))]) {
      const page = reader(streamRenderedPage(parts, render, 'br'), 'br')
      await page.ended
      expect(page.text()).toContain('<div id="root"></div>')
      expect(page.text()).not.toContain('ssr-data')
      expect(page.text()).toContain('fetchpriority="low"')
    }
  })

  it('does not render for a visitor who has left', async () => {
    const parts = splitAtRoot(renderedPageShell(BUILT))
    if (!parts) throw new Error('no root in the shell')
    let renders = 0
    const stream = streamRenderedPage(parts, () => {
      renders++
      return Promise.resolve(PAGE)
    }, undefined)
    stream.destroy()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(renders).toBe(0)
  })
})
