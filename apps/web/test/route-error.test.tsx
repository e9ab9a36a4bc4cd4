import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RouteError } from '../src/routes/RootLayout.tsx'

function renderFailingPage(message: string) {
  const rootRoute = createRootRoute({
    component: () => {
      throw new Error(message)
    },
    errorComponent: RouteError,
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/student/exams'] }) })
  render(<RouterProvider router={router} />)
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a page that cannot be shown', () => {
  it('whose code failed to download: says so, « Recharger la page »', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderFailingPage('Failed to fetch dynamically imported module: /assets/FreeCoursesPage-x.js')
    expect(await screen.findByRole('heading', { name: 'Une erreur est survenue' })).toBeInTheDocument()
    expect(screen.getByText('Impossible de charger cette page. Vérifiez votre connexion internet puis rechargez la page.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Voir ce qui est disponible' })).toBeNull()
  })

  it('without a connection: says the phone is offline and where the kept pages and PDFs are', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderFailingPage('Failed to fetch')
    expect(await screen.findByRole('heading', { name: 'Vous êtes hors ligne' })).toBeInTheDocument()
    expect(screen.getByText('Cette page a besoin d’une connexion. Les pages déjà ouvertes et vos PDF enregistrés restent disponibles.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voir ce qui est disponible' })).toHaveAttribute('href', '/hors-ligne')
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument()
  })
})
