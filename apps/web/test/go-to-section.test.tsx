import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useGoToSection } from '../src/layout/use-go-to-section.ts'

function GoToFaq() {
  const goToSection = useGoToSection()
  return (
    <button type="button" onClick={() => goToSection('faq')}>
      Aller à la FAQ
    </button>
  )
}

/** The home page's sections come in a later chunk: the element that holds an id can be rendered anew. */
let renderFaqAnew = () => {}
function RemountedFaq() {
  const [round, setRound] = useState(0)
  renderFaqAnew = () => setRound((n) => n + 1)
  return (
    <section key={round} id="faq">
      FAQ
    </section>
  )
}

// A two-page router: the real app has no second public page yet.
function renderRouter(path: string) {
  const root = createRootRoute({
    component: () => (
      <>
        <GoToFaq />
        <Outlet />
      </>
    ),
  })
  const home = createRoute({ getParentRoute: () => root, path: '/', component: RemountedFaq })
  const other = createRoute({ getParentRoute: () => root, path: '/autre', component: () => <p>Autre page</p> })
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createRouter({ routeTree: root.addChildren([home, other]), history })
  render(<RouterProvider router={router} />)
  return { history, user: userEvent.setup() }
}

/** jsdom has no layout: a ResizeObserver the test triggers, and a page height it sets. */
function fakeLayout() {
  const observers: (() => void)[] = []
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private observing = true
      constructor(callback: () => void) {
        observers.push(() => this.observing && callback())
      }
      observe() {}
      disconnect() {
        this.observing = false
      }
    },
  )
  let height = 1000
  Object.defineProperty(document.body, 'scrollHeight', { configurable: true, get: () => height })
  return {
    grow: (by: number) => {
      height += by
      for (const callback of observers) callback()
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(document.body, 'scrollHeight')
})

describe('useGoToSection', () => {
  it('scrolls at once on the home page', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView')
    const { user } = renderRouter('/')
    await user.click(await screen.findByRole('button', { name: 'Aller à la FAQ' }))
    expect(scroll).toHaveBeenCalledTimes(1)
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('faq'))
  })

  it('from another page, goes home and scrolls once the page has rendered', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView')
    const { user, history } = renderRouter('/autre')
    await screen.findByText('Autre page')
    await user.click(screen.getByRole('button', { name: 'Aller à la FAQ' }))

    await waitFor(() => expect(history.location.pathname).toBe('/'))
    expect(scroll).not.toHaveBeenCalled()
    await waitFor(() => expect(scroll).toHaveBeenCalledTimes(1))
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('faq'))
  })

  it('keeps the section in view when the page above grows, even once the section is rendered anew', async () => {
    const layout = fakeLayout()
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView')
    const { user } = renderRouter('/')
    await user.click(await screen.findByRole('button', { name: 'Aller à la FAQ' }))
    const first = document.getElementById('faq')

    layout.grow(600)
    expect(scroll).toHaveBeenCalledTimes(2)
    expect(scroll.mock.contexts[1]).toBe(first)

    act(() => renderFaqAnew())
    const renderedAnew = document.getElementById('faq')
    expect(renderedAnew).not.toBe(first)
    layout.grow(600)
    expect(scroll).toHaveBeenCalledTimes(3)
    expect(scroll.mock.contexts[2]).toBe(renderedAnew)
  })
})
