import { PLAY_MESSAGES, type PlayHistoryEntry, type PlayTrace } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { makeStudent, renderAdmin } from '../students/fixtures.tsx'
import { fail, ok } from '../trpc-mock.ts'
import { rowMenuItem } from '../row-actions.ts'

const TRACE: PlayTrace = {
  code: 'K7M2QXP',
  student: { id: 11, name: 'Amina El Idrissi', email: 'amina@exemple.ma' },
  video: { id: 5, title: 'Les suites', course_id: 3, course_title: 'Analyse 1' },
  started_at: '2026-03-02T20:15:00.000Z',
  last_seen_at: '2026-03-02T20:40:00.000Z',
  ended_at: null,
  position_seconds: 0,
  ip: '105.66.1.2',
  user_agent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
}

describe('/admin/traces « Retrouver une fuite »', () => {
  it('finds the play of a code typed from a screenshot (lower case, dash forgiven)', async () => {
    const trace = vi.fn(() => ok(TRACE))
    const { user } = renderAdmin('/admin/traces', { 'plays.trace': trace })
    await screen.findByRole('heading', { name: 'Retrouver une fuite', level: 1 })
    expect(screen.getByRole('link', { name: 'Retrouver une fuite' })).toHaveAttribute('href', '/admin/traces')
    await user.type(screen.getByLabelText('Code lu sur la vidéo'), 'k7m-2qxp')
    await user.click(screen.getByRole('button', { name: 'Rechercher' }))
    const result = await screen.findByRole('heading', { name: 'Lecture K7M2QXP' })
    expect(trace).toHaveBeenCalledWith({ code: 'K7M2QXP' })
    const card = result.parentElement as HTMLElement
    expect(card).toHaveTextContent('Amina El Idrissi (amina@exemple.ma)')
    expect(card).toHaveTextContent('Les suites')
    expect(card).toHaveTextContent('Analyse 1')
    expect(card).toHaveTextContent('Chrome sur Android')
    expect(card).toHaveTextContent('105.66.1.2')
  })

  it('says so when no play (of the admin’s courses) has the code, and checks the length first', async () => {
    const trace = vi.fn(() => fail(404, PLAY_MESSAGES.traceNotFound))
    const { user } = renderAdmin('/admin/traces', { 'plays.trace': trace })
    const field = await screen.findByLabelText('Code lu sur la vidéo')
    await user.type(field, 'ABC')
    await user.click(screen.getByRole('button', { name: 'Rechercher' }))
    expect(await screen.findByText(PLAY_MESSAGES.invalidCode)).toBeInTheDocument()
    expect(trace).not.toHaveBeenCalled()
    await user.clear(field)
    await user.type(field, 'ZZZZZZZ')
    await user.click(screen.getByRole('button', { name: 'Rechercher' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(PLAY_MESSAGES.traceNotFound)
  })
})

describe('a student’s watch history', () => {
  it('opens from the students list for a student the admin only sees, and pages', async () => {
    const play = (n: number): PlayHistoryEntry => ({
      id: `play-${n}`,
      code: `CODE${String(n).padStart(3, '0')}`,
      video_id: 5,
      video_title: `Vidéo ${n}`,
      course_id: 3,
      course_title: 'Analyse 1',
      started_at: '2026-03-02T20:15:00.000Z',
      last_seen_at: '2026-03-02T20:40:00.000Z',
      ended_at: null,
      ended_reason: null,
      position_seconds: 125,
      ip: null,
      user_agent: null,
    })
    const history = vi.fn((input: unknown) => ok((input as { offset: number }).offset === 0 ? Array.from({ length: 20 }, (_, i) => play(i + 1)) : [play(21)]))
    const student = makeStudent({ id: 13, name: 'Salma Naciri', can_control: false, control_note: 'Lecture seule' })
    const { user } = renderAdmin('/admin/students', { 'students.list': () => ok([student]), 'plays.history': history })
    const table = await screen.findByRole('table', { name: 'Liste des étudiants' })
    await user.click(await rowMenuItem(user, within(table).getByRole('row', { name: /Salma Naciri/ }), 'Historique de visionnage de Salma Naciri'))
    const dialog = await screen.findByRole('dialog', { name: 'Historique de visionnage de Salma Naciri' })
    expect(await within(dialog).findByText('CODE001')).toBeInTheDocument()
    expect(history).toHaveBeenCalledWith({ id: 13, limit: 20, offset: 0 })
    expect(dialog).toHaveTextContent('position 2 min 05 s')
    await user.click(within(dialog).getByRole('button', { name: 'Plus anciennes' }))
    await waitFor(() => expect(within(dialog).getByText('CODE021')).toBeInTheDocument())
    expect(within(dialog).getByRole('button', { name: 'Plus anciennes' })).toBeDisabled()
  })
})
