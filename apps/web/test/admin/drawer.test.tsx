import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EMPTY_DASHBOARD, openAs, SUPER_ADMIN } from '../admins/fixtures.ts'
import { ok } from '../trpc-mock.ts'

// The admin sidebar as a drawer on phones (the header's button; CSS hides both from `lg`).
describe('admin phone drawer', () => {
  const open = async () => {
    const app = openAs(SUPER_ADMIN, '/admin/dashboard', { 'dashboard.stats': () => ok(EMPTY_DASHBOARD), 'courses.stats': () => ok({ total_courses: 0, total_subjects: 0, total_videos: 0, total_students: 0 }), 'courses.list': () => ok([]) })
    // the first lazy page of the file can be slow to arrive on a busy machine
    const button = await screen.findByRole('button', { name: 'Ouvrir le menu d’administration' }, { timeout: 5000 })
    // the dashboard's figures have arrived: no call of the page is left to answer after the test
    await screen.findByText('Aucune activité récente')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await app.user.click(button)
    const drawer = await screen.findByRole('dialog', { name: 'Menu d’administration' })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    return { ...app, button, drawer }
  }

  it('opens on the header’s button, and closes when a page is chosen', async () => {
    const { user, drawer, pathname } = await open()
    await user.click(within(drawer).getByRole('link', { name: 'Cours' }))
    await waitFor(() => expect(pathname()).toBe('/admin/courses'))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu d’administration' })).not.toBeInTheDocument())
    // the page's lazy route has settled: no router update is left to land after the test
    await screen.findByRole('heading', { level: 1, name: 'Cours' })
    // and so has its list (an empty one): its call does not answer into the next test
    await screen.findByRole('heading', { name: 'Aucun cours pour l’instant' })
  })

  it('closes with Escape and gives the focus back to its button', async () => {
    const { user, button } = await open()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu d’administration' })).not.toBeInTheDocument())
    await waitFor(() => expect(button).toHaveFocus())
  })
})
