import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { expectToast } from '../admins/fixtures.ts'
import { fail, ok } from '../trpc-mock.ts'
import { makeExam, openEditor } from './fixtures.ts'

// DESIGN §19: an exam joins a series from its editor; the series are asked for only once wanted.

const SERIES = [
  { id: 3, title: 'Prépa ENSA 2027', exam_count: 2, created_at: '2026-11-20T10:00:00.000Z' },
  { id: 4, title: 'Prépa médecine', exam_count: 0, created_at: '2026-11-10T10:00:00.000Z' },
]
const EXAM = makeExam({ id: 5, title: 'Quiz : limites' })
const seriesCard = () => within(screen.getByRole('heading', { name: 'Série', level: 2 }).parentElement as HTMLElement)

describe('the editor’s « Série » card', () => {
  it('asks for the series only when the admin wants one, then saves the choice', async () => {
    const list = vi.fn(() => ok(SERIES))
    const update = vi.fn((raw: unknown) => ok({ message: 'Concours enregistré.', exam: { ...EXAM, series_id: (raw as { series_id: number | null }).series_id } }))
    const { user } = await openEditor(EXAM, { 'exams.seriesList': list, 'exams.update': update })
    expect(list).not.toHaveBeenCalled()
    await user.click(seriesCard().getByRole('button', { name: 'Rattacher à une série' }))
    const select = await seriesCard().findByLabelText('Série de concours')
    await vi.waitFor(() => expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Aucune série', 'Prépa ENSA 2027', 'Prépa médecine']))
    const save = seriesCard().getByRole('button', { name: 'Enregistrer' })
    expect(save).toBeDisabled()
    await user.selectOptions(select, 'Prépa médecine')
    await user.click(save)
    await expectToast('Concours enregistré.')
    expect(update).toHaveBeenCalledExactlyOnceWith({ id: 5, series_id: 4 })
    await vi.waitFor(() => expect(seriesCard().getByRole('button', { name: 'Enregistrer' })).toBeDisabled())
    expect(select).toHaveValue('4')
    expect(seriesCard().getByRole('link', { name: 'Gérer les séries et leurs classements' })).toHaveAttribute('href', '/admin/exams/series')
  })

  it('shows the series the exam belongs to at once, and the server’s refusal in French', async () => {
    const update = vi.fn(() => fail(404, 'Série introuvable.'))
    const { user } = await openEditor({ ...EXAM, series_id: 3 }, { 'exams.seriesList': () => ok(SERIES), 'exams.update': update })
    const select = await seriesCard().findByLabelText('Série de concours')
    await vi.waitFor(() => expect(select).toHaveValue('3'))
    await user.selectOptions(select, 'Aucune série')
    await user.click(seriesCard().getByRole('button', { name: 'Enregistrer' }))
    expect(await seriesCard().findByText('Erreur lors du rattachement à la série : Série introuvable.')).toBeInTheDocument()
    expect(update).toHaveBeenCalledExactlyOnceWith({ id: 5, series_id: null })
  })
})
