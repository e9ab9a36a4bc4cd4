import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { useRef, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Counters } from '../src/features/home/Counters.tsx'
import { fakeIntersectionObserver } from './home/helpers.tsx'
import { useHydrated, useOrigin, setServerOrigin } from '../src/ssr/hydration.ts'
import { readPayload, SSR_DATA_ID, serializePayload, type SsrPayload } from '../src/ssr/payload.ts'
import { useTypedBeforeHydration } from '../src/ssr/typed-before-hydration.ts'

const HOSTILE = '</script><script>alert(1)</script><!-- --> & \u2028'

function payloadWith(text: string): SsrPayload {
  const state = { data: [{ title: text }], dataUpdateCount: 1, dataUpdatedAt: 0, error: null, errorUpdateCount: 0, errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false, status: 'success' as const, fetchStatus: 'idle' as const }
  return { origin: 'https://tutorat.example.ma', queries: { mutations: [], queries: [{ queryKey: [['announcements', 'list']], queryHash: 'h', dehydratedAt: 0, state }] } }
}

describe('the data a server-rendered page carries', () => {
  afterEach(() => document.body.replaceChildren())

  it('cannot close its element nor open a comment, whatever a string holds, and reads back the same', () => {
    const json = serializePayload(payloadWith(HOSTILE))
    expect(json).not.toMatch(/[<>&\u2028]/)
    // as the server writes it into the page
    document.body.innerHTML = `<div id="root"><p>page</p></div><script type="application/json" id="${SSR_DATA_ID}">${json}</script><p id="after">after</p>`
    expect(document.querySelectorAll('script')).toHaveLength(1)
    expect(document.getElementById('after')?.textContent).toBe('after')
    const read = readPayload(document)
    expect(read?.queries.queries[0]?.state.data).toEqual([{ title: HOSTILE }])
  })

  it('reads nothing from a page without it or with a broken one', () => {
    expect(readPayload(document)).toBeUndefined()
    document.body.innerHTML = `<script type="application/json" id="${SSR_DATA_ID}">{"origin":</script>`
    expect(readPayload(document)).toBeUndefined()
  })
})

function Probe() {
  const hydrated = useHydrated()
  const origin = useOrigin()
  return <p data-hydrated={String(hydrated)}>{origin}</p>
}

/** Renders `element` as the server does, then hydrates it; the recoverable errors React reports. */
async function hydrate(element: React.ReactElement) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(element)
  document.body.append(container)
  const errors: unknown[] = []
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args))
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => void errors.push(error) })
  })
  consoleError.mockRestore()
  return { container, errors }
}

describe('a first render the same on the server and while hydrating', () => {
  it('knows the site’s address before hydration from the page, the browser’s own after', async () => {
    setServerOrigin('https://tutorat.example.ma')
    expect(renderToString(<Probe />)).toContain('https://tutorat.example.ma')
    const { container, errors } = await hydrate(<Probe />)
    expect(errors).toEqual([])
    expect(container.querySelector('p')?.dataset.hydrated).toBe('true')
    expect(container.textContent).toBe(window.location.origin)
  })

  it('shows the counters’ numbers in the server’s page (not 0), and hydrates them without a mismatch', async () => {
    // a browser that can tell when the block is seen: the numbers count up from 0 once hydrated
    fakeIntersectionObserver({ autoEnter: false })
    const html = renderToString(<Counters />)
    expect([...html.matchAll(/data-testid="counter"[^>]*>([^<]*)(?:<!-- -->)?([^<]*)</g)].map((match) => `${match[1]}${match[2]}`)).toEqual(['5+', '1000+'])
    const { container, errors } = await hydrate(<Counters />)
    expect(errors).toEqual([])
    expect([...container.querySelectorAll('[data-testid="counter"]')].map((counter) => counter.textContent)).toEqual(['0+', '0+'])
    vi.unstubAllGlobals()
  })
})

/** A form as the home page's are: controlled fields, sent once the app has taken the page over. */
function TypedForm() {
  const hydrated = useHydrated()
  const [draft, setDraft] = useState({ name: '', message: '' })
  const form = useRef<HTMLFormElement>(null)
  useTypedBeforeHydration(form, draft, (typed) => setDraft((current) => ({ ...current, ...typed })))
  return (
    <form ref={form}>
      <input name="name" value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
      <textarea name="message" value={draft.message} onChange={(event) => setDraft({ ...draft, message: event.target.value })} />
      <output>{hydrated ? `${draft.name}|${draft.message}` : ''}</output>
    </form>
  )
}

describe('a form of the server’s page filled before the app arrived', () => {
  afterEach(() => document.body.replaceChildren())

  it('keeps what was typed, in the fields and in the form’s state, once hydrated', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<TypedForm />)
    document.body.append(container)
    // the visitor types into the server's HTML: no React yet
    const name = container.querySelector('input')
    if (name) name.value = 'Imane'
    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(container, <TypedForm />, { onRecoverableError: (error) => void errors.push(error) })
    })
    expect(errors).toEqual([])
    expect(container.querySelector('input')?.value).toBe('Imane')
    expect(container.querySelector('output')?.textContent).toBe('Imane|')
    // and the app goes on from there
    const message = container.querySelector('textarea')
    expect(message?.value).toBe('')
  })

  it('has nothing to keep when the browser drew the form itself', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    const { createRoot } = await import('react-dom/client')
    await act(async () => {
      createRoot(container).render(<TypedForm />)
    })
    expect(container.querySelector('output')?.textContent).toBe('|')
  })
})
