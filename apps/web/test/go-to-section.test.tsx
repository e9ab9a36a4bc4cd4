import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { useGoToSection } from '../src/layout/use-go-to-section.ts'

function GoToFaq() {
  const goToSection = useGoToSection()
  return (
    <button type="button" onClick={() => goToSection('faq')}>
      Aller à la FAQ
    </button>
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
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <section id="faq">FAQ</section> })
  const other = createRoute({ getParentRoute: () => root, path: '/autre', component: () => <p>Autre page</p> })
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createRouter({ routeTree: root.addChildren([home, other]), history })
  render(<RouterProvider router={router} />)
  return { history, user: userEvent.setup() }
}

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
})
