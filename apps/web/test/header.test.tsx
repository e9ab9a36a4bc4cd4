import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from './render.tsx'

async function openHome(path = '/') {
  const app = renderApp(path)
  await screen.findByRole('heading', { level: 1 })
  const toggle = screen.getByRole('button', { name: 'Ouvrir le menu' })
  return { ...app, toggle }
}

describe('header', () => {
  it('has the links of SPEC §2', async () => {
    await openHome()
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' })
    const links = within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toEqual([
      ['Accueil', '/'],
      ['Nos Cours', '/courses'],
      ['Recrutement', '/recruitment'],
      ['Cours et Concours Gratuit', '/cours-gratuits'],
      ['Services', '/#services'],
      ['FAQ', '/#faq'],
      ['Contact', '/#contact'],
    ])
    expect(screen.getAllByRole('link', { name: 'Connexion' })[0]).toHaveAttribute('href', '/login')
    expect(screen.getAllByRole('link', { name: 'Espace étudiant' })[0]).toHaveAttribute('href', '/student/login')
  })

  it('toggles the mobile menu', async () => {
    const { user, toggle } = await openHome()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('navigation', { name: 'Menu mobile' })).not.toBeInTheDocument()

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const menu = screen.getByRole('navigation', { name: 'Menu mobile' })
    expect(toggle).toHaveAttribute('aria-controls', menu.id)

    await user.click(screen.getByRole('button', { name: 'Fermer le menu' }))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes the mobile menu on a click outside it', async () => {
    const { user, toggle } = await openHome()
    await user.click(toggle)
    await user.click(screen.getByRole('heading', { level: 1 }))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes the mobile menu when a link is followed and scrolls to the section', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView')
    const { user, toggle } = await openHome()
    await user.click(toggle)
    await user.click(within(screen.getByRole('navigation', { name: 'Menu mobile' })).getByRole('link', { name: 'FAQ' }))

    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(scroll).toHaveBeenCalledTimes(1)
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('faq'))
  })
})
