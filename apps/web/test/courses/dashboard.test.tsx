import { MESSAGES } from '@tutorat/contracts'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail, ok } from '../trpc-mock.ts'
import { EMPTY_DASHBOARD, openAdminPage } from './fixtures.ts'

const STATS = {
  ...EMPTY_DASHBOARD,
  total_courses: 3,
  total_videos: 41,
  total_students: 27,
  total_accesses: 35,
  recent_activity: [
    { kind: 'access_granted', label: 'Accès accordé à Yassine El Idrissi pour « Analyse 1 »', actor: 'Salma Bennani', at: new Date(Date.now() - 5 * 60_000).toISOString() },
    { kind: 'video_added', label: 'Vidéo « Limites » ajoutée à « Analyse 1 »', actor: null, at: '2025-03-12T10:00:00.000Z' },
  ],
}

describe('/admin/dashboard', () => {
  it('shows the three figures as links to their lists, the actions and the recent activity', async () => {
    openAdminPage('/admin/dashboard', { 'dashboard.stats': () => ok(STATS) })
    const figures = await screen.findByRole('region', { name: 'Chiffres clés' })
    const link = (name: RegExp) => within(figures).getByRole('link', { name })
    expect(await within(figures).findByText('3')).toBeInTheDocument()
    expect(link(/Cours créés\s*3/)).toHaveAttribute('href', '/admin/courses')
    expect(link(/Étudiants inscrits\s*27/)).toHaveAttribute('href', '/admin/students')
    expect(link(/Accès accordés\s*35/)).toHaveAttribute('href', '/admin/accesses')
    expect(within(figures).getByText('41 vidéos')).toBeInTheDocument()

    expect(screen.getAllByRole('link', { name: /Nouveau cours|Créer un cours/ }).every((a) => a.getAttribute('href') === '/admin/courses/new')).toBe(true)
    const activity = screen.getByRole('region', { name: 'Activité récente' })
    expect(within(activity).getByText(STATS.recent_activity[0]?.label ?? '')).toBeInTheDocument()
    expect(within(activity).getByText(/par Salma Bennani/)).toBeInTheDocument()
    expect(within(activity).getByText('il y a 5 minutes')).toBeInTheDocument()
    expect(within(activity).getByText('12 mars 2025')).toHaveAttribute('datetime', '2025-03-12T10:00:00.000Z')
  })

  it('says when nothing happened yet', async () => {
    openAdminPage('/admin/dashboard', { 'dashboard.stats': () => ok(EMPTY_DASHBOARD) })
    expect(await screen.findByText('Aucune activité récente')).toBeInTheDocument()
  })

  it('offers to retry when the figures cannot be loaded', async () => {
    openAdminPage('/admin/dashboard', { 'dashboard.stats': () => fail(429, MESSAGES.tooManyRequests) })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Erreur lors du chargement du tableau de bord.')
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Créer un cours/ })).toBeInTheDocument()
  })
})
