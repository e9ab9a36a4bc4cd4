import { DRIVE_AUDIT_MESSAGES, DRIVE_MESSAGES } from '@tutorat/contracts'
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DRIVE_DISCONNECTED, openAs, SUPER_ADMIN } from '../admins/fixtures.ts'
import { makeCourse, openAdminPage } from '../courses/fixtures.ts'
import { ok } from '../trpc-mock.ts'

// DESIGN §16: the « Google Drive » card of the super admins' dashboard, and the warning on every
// course still in « lien » mode that holds videos.

// the dashboard's other card (« À traiter »), answered so the page settles
const NOTHING_PENDING = { 'dashboard.pendingWork': () => ok({ proofs: 0, session_requests: 0, testimonials: 0, applications: 0 }) }

describe('Google Drive status card', () => {
  it('names the connected account, the last sweep and audit, the grants and the last error', async () => {
    openAs(SUPER_ADMIN, '/admin/dashboard', {
      ...NOTHING_PENDING,
      'drive.status': () =>
        ok({
          ...DRIVE_DISCONNECTED,
          connected: true,
          account: 'cours@tutorat-maroc.ma',
          last_sweep_at: '2026-03-12T10:05:00.000Z',
          last_error: 'Google Drive (HTTP 403, userRateLimitExceeded) : User Rate Limit Exceeded',
          last_error_at: '2026-03-12T10:04:00.000Z',
          link_mode_courses: 2,
          grants: { granted: 14, pending: 3, failing: 1 },
        }),
    })
    const card = await screen.findByRole('region', { name: 'Google Drive' })
    expect(await within(card).findByText('Google Drive connecté en tant que cours@tutorat-maroc.ma')).toBeInTheDocument()
    expect(within(card).getByText('14 accordées, 3 en attente, 1 en échec')).toBeInTheDocument()
    expect(within(card).getByText('jamais')).toBeInTheDocument()
    expect(within(card).getByRole('alert')).toHaveTextContent('userRateLimitExceeded')
    await screen.findByText('Aucune activité récente')
  })

  it('says plainly when Google Drive is not connected', async () => {
    openAs(SUPER_ADMIN, '/admin/dashboard', NOTHING_PENDING)
    const card = await screen.findByRole('region', { name: 'Google Drive' })
    expect(await within(card).findByText(/Google Drive non connecté/)).toBeInTheDocument()
    await screen.findByText('Aucune activité récente')
  })
})

describe('« lien » warning on the course list', () => {
  it('warns on a « lien » course with videos, not on a « drive » one nor an empty one', async () => {
    openAdminPage('/admin/courses', {
      'courses.list': () =>
        ok([
          makeCourse({ id: 1, title: 'Ouvert à tous', protection: 'lien', video_count: 4, drive_video_count: 4 }),
          makeCourse({ id: 2, title: 'Protégé', protection: 'drive', video_count: 4, drive_video_count: 4 }),
          makeCourse({ id: 3, title: 'Vide', protection: 'lien', video_count: 0, drive_video_count: 0 }),
        ]),
      'courses.stats': () => ok({ total_courses: 3, total_subjects: 1, total_videos: 8, total_students: 0 }),
    })
    const open = await screen.findByRole('article', { name: 'Ouvert à tous' })
    expect(within(open).getByRole('note')).toHaveTextContent(DRIVE_MESSAGES.linkModeWarning)
    expect(within(screen.getByRole('article', { name: 'Protégé' })).queryByRole('note')).not.toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: 'Vide' })).queryByRole('note')).not.toBeInTheDocument()
  })
})

const CONNECTED = { ...DRIVE_DISCONNECTED, connected: true, account: 'cours@tutorat-maroc.ma' }
const FINDING = { file_id: 'f1', video_id: 3, video_title: 'Matrices', course_title: 'Algèbre', permission_id: 'p1', type: 'anyone' as const, role: 'reader', target: null }

describe('« Vérifier le partage »', () => {
  it('lists the extra sharing, then « Corriger » removes it', async () => {
    const fix = vi.fn(() => ok({ checked_files: 4, findings: [], errors: [], removed: 1, message: DRIVE_AUDIT_MESSAGES.fixed(1) }))
    const { user } = openAs(SUPER_ADMIN, '/admin/dashboard', {
      ...NOTHING_PENDING,
      'drive.status': () => ok(CONNECTED),
      'drive.audit': () => ok({ checked_files: 4, findings: [FINDING], errors: [], removed: 0, message: DRIVE_AUDIT_MESSAGES.found(1) }),
      'drive.fixSharing': fix,
    })
    const card = await screen.findByRole('region', { name: 'Google Drive' })
    await user.click(await within(card).findByRole('button', { name: 'Vérifier le partage' }))
    const list = await within(card).findByRole('list', { name: 'Partages en trop' })
    expect(list).toHaveTextContent('Algèbre › Matrices — Tous les internautes (reader)')
    await user.click(within(card).getByRole('button', { name: 'Corriger' }))
    expect(fix).toHaveBeenCalled()
    expect(await within(card).findByText(DRIVE_AUDIT_MESSAGES.fixed(1))).toBeInTheDocument()
    expect(within(card).queryByRole('list', { name: 'Partages en trop' })).not.toBeInTheDocument()
    await screen.findByText('Aucune activité récente')
  })
})

describe('a course’s Drive permissions on its page', () => {
  it('shows the students being granted in the background', async () => {
    openAdminPage('/admin/courses/7/videos', {
      'courses.get': () => ok(makeCourse({ id: 7 })),
      'videos.byCourse': () => ok([]),
      'drive.courseProgress': () => ok({ protection: 'drive', granted: 12, pending: 30, revoking: 0, failing: 2 }),
    })
    const line = await screen.findByText(/Accès Google Drive : 12 accordés sur 42 — 30 en préparation/)
    expect(line).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Accès Drive accordés' })).toHaveAttribute('value', '12')
    expect(screen.getByText(/2 accès réessayés/)).toBeInTheDocument()
  })
})
