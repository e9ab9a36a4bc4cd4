import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { expectToast } from '../admins/fixtures.ts'
import { fail, ok } from '../trpc-mock.ts'
import { openExamsPage, row, table } from './fixtures.ts'

// DESIGN §19: the series of concours blancs and their standings, as an admin sees them.

const SERIES = [
  { id: 3, title: 'Prépa ENSA 2027', exam_count: 2, created_at: '2026-11-20T10:00:00.000Z' },
  { id: 4, title: 'Prépa médecine', exam_count: 0, created_at: '2026-11-10T10:00:00.000Z' },
]
const EXAMS = [
  { id: 11, title: 'ENSA blanc n°1' },
  { id: 12, title: 'ENSA blanc n°2' },
]
const ROWS = [
  { rank: 1, student_id: 21, student_name: 'Salma Idrissi', total_20: 34.5, exams_taken: 2 },
  { rank: 2, student_id: 22, student_name: 'Omar Bennani', total_20: 30, exams_taken: 2 },
  { rank: 2, student_id: 23, student_name: 'Yasmine Alami', total_20: 30, exams_taken: 2 },
  { rank: 4, student_id: 24, student_name: 'Hamza Kettani', total_20: 12.25, exams_taken: 1 },
]
type StandingsInput = { id: number; limit: number; offset: number }

function standingsOf(rows = ROWS, total = rows.length) {
  return vi.fn((raw: unknown) => {
    const input = raw as StandingsInput
    const series = SERIES.find((item) => item.id === input.id)
    if (!series) return fail(404, 'Série introuvable.')
    return ok({ series, exams: input.id === 3 ? EXAMS : [], rows: input.id === 3 ? rows : [], total: input.id === 3 ? total : 0 })
  })
}

async function openSeries(procedures: Record<string, Parameters<typeof openExamsPage>[1][string]> = {}) {
  const standings = standingsOf()
  const app = openExamsPage('/admin/exams/series', { 'exams.seriesList': () => ok(SERIES), 'exams.seriesStandings': standings, ...procedures })
  await screen.findByRole('heading', { name: 'Séries de concours', level: 1 })
  return { ...app, standings }
}

const STANDINGS = 'Classement de la série'

describe('/admin/exams/series', () => {
  it('opens on the latest series: its students in the server’s order, ties sharing a rank, totals over 20 per concours', async () => {
    const { standings } = await openSeries()
    const lines = (await table(STANDINGS)).getAllByRole('row').slice(1)
    expect(lines.map((line) => within(line).getByRole('rowheader').textContent)).toEqual(['Salma Idrissi', 'Omar Bennani', 'Yasmine Alami', 'Hamza Kettani'])
    expect(lines.map((line) => within(line).getAllByRole('cell')[0]?.textContent)).toEqual(['1er', '2e', '2e', '4e'])
    const salma = await row(STANDINGS, 'Salma Idrissi')
    expect(salma.getByText('34,5 / 40')).toBeInTheDocument()
    expect(salma.getByText('2 sur 2')).toBeInTheDocument()
    const hamza = await row(STANDINGS, 'Hamza Kettani')
    expect(hamza.getByText('12,25 / 40')).toBeInTheDocument()
    expect(hamza.getByText('1 sur 2')).toBeInTheDocument()
    expect(screen.getByText('4 étudiants classés sur 2 concours : ENSA blanc n°1, ENSA blanc n°2')).toBeInTheDocument()
    expect(screen.getByLabelText('Série')).toHaveValue('3')
    expect(standings).toHaveBeenCalledWith({ id: 3, limit: 50, offset: 0 })
  })

  it('switches series; one without a concours says how to attach one', async () => {
    const { user, standings } = await openSeries()
    await table(STANDINGS)
    await user.selectOptions(screen.getByLabelText('Série'), 'Prépa médecine (0 concours)')
    await vi.waitFor(() => expect(standings).toHaveBeenLastCalledWith({ id: 4, limit: 50, offset: 0 }))
    expect(await screen.findByRole('heading', { name: 'Aucun concours dans cette série' })).toBeInTheDocument()
    expect(screen.getByText('Rattachez un concours à cette série depuis son éditeur : ses copies notées y seront classées.')).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: STANDINGS })).toBeNull()
  })

  it('a series whose concours have no scored copy yet says when the standings appear', async () => {
    await openSeries({ 'exams.seriesStandings': standingsOf([], 0) })
    expect(await screen.findByRole('heading', { name: 'Aucune copie notée dans cette série' })).toBeInTheDocument()
    expect(screen.getByText('Le classement apparaît dès qu’un étudiant a rendu un concours de la série.')).toBeInTheDocument()
  })

  it('asks the server for the next page of a long standing', async () => {
    const many = Array.from({ length: 50 }, (_, index) => ({ rank: index + 1, student_id: 100 + index, student_name: `Élève ${index + 1}`, total_20: 40 - index / 2, exams_taken: 2 }))
    const standings = standingsOf(many, 130)
    const { user } = await openSeries({ 'exams.seriesStandings': standings })
    await table(STANDINGS)
    await user.click(screen.getByRole('button', { name: 'Page suivante' }))
    await vi.waitFor(() => expect(standings).toHaveBeenLastCalledWith({ id: 3, limit: 50, offset: 50 }))
  })

  it('without any series: an empty state that offers to create one', async () => {
    await openSeries({ 'exams.seriesList': () => ok([]) })
    expect(await screen.findByRole('heading', { name: 'Aucune série pour l’instant' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Nouvelle série' })).toHaveLength(2)
    expect(screen.queryByLabelText('Série')).toBeNull()
  })

  it('creates a series: the server’s refusal in French in the field, then the new series chosen', async () => {
    const created = { id: 9, title: 'Prépa ENCG', exam_count: 0, created_at: '2026-11-29T10:00:00.000Z' }
    let list = SERIES
    const create = vi.fn((raw: unknown) => {
      const { title } = raw as { title: string }
      if (!title.trim()) return fail(400, 'Le titre de la série est obligatoire.')
      list = [created, ...SERIES]
      return ok({ message: 'Série créée.', series: created })
    })
    const standings = vi.fn((raw: unknown) => ok({ series: list.find((item) => item.id === (raw as StandingsInput).id), exams: [], rows: [], total: 0 }))
    const { user } = await openSeries({ 'exams.seriesList': () => ok(list), 'exams.seriesCreate': create, 'exams.seriesStandings': standings })
    await user.click(screen.getByRole('button', { name: 'Nouvelle série' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouvelle série' }))
    await user.click(dialog.getByRole('button', { name: 'Créer la série' }))
    expect(await dialog.findByText(/Le titre de la série est obligatoire\./)).toBeInTheDocument()
    await user.type(dialog.getByLabelText(/Titre de la série/), 'Prépa ENCG')
    await user.click(dialog.getByRole('button', { name: 'Créer la série' }))
    await expectToast('Série créée.')
    expect(create).toHaveBeenLastCalledWith({ title: 'Prépa ENCG' })
    await vi.waitFor(() => expect(screen.getByLabelText('Série')).toHaveValue('9'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says in French when the series cannot be read, and tries again', async () => {
    // a 4xx: no automatic retry (a 5xx is asked twice more first)
    let calls = 0
    const { user } = await openSeries({ 'exams.seriesList': () => (++calls === 1 ? fail(429, 'Trop de requêtes : réessayez dans une minute.') : ok(SERIES)) })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Erreur lors du chargement des séries.')
    expect(alert).toHaveTextContent('Trop de requêtes : réessayez dans une minute.')
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }))
    expect(await table(STANDINGS)).toBeTruthy()
  })

  it('says in French when a series’ standings cannot be read (another admin’s: 404)', async () => {
    await openSeries({ 'exams.seriesStandings': () => fail(404, 'Série introuvable.') })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Erreur lors du chargement du classement.')
    expect(alert).toHaveTextContent('Série introuvable.')
  })
})
