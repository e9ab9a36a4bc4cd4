import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { adminRedirectTarget } from '../src/lib/session.ts'
import { renderApp } from './render.tsx'

describe('routing', () => {
  it.each(['/nimporte-quoi', '/recruitment/inconnu/3'])('sends %s home', async (path) => {
    const { pathname } = renderApp(path)
    await screen.findByRole('heading', { level: 1, name: /Progressez/ })
    await waitFor(() => expect(pathname()).toBe('/'))
  })

  it('renders the home sections the header scrolls to', async () => {
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    for (const id of ['services', 'faq', 'contact']) expect(document.getElementById(id)).toBeInTheDocument()
  })

  it.each([
    ['/admin/dashboard', '/admin/dashboard'],
    ['/admin', '/admin'],
    ['https://exemple.com/admin', '/admin/dashboard'],
    ['//exemple.com', '/admin/dashboard'],
    ['/administrateur', '/admin/dashboard'],
    [undefined, '/admin/dashboard'],
  ])('accepts %s as a post-login destination → %s', (value, expected) => {
    expect(adminRedirectTarget(value)).toBe(expected)
  })
})
