import type { ExamResults } from '@tutorat/contracts'
import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { casablancaShort } from '../../src/features/exams-admin/format.ts'
import { expectToast } from '../admins/fixtures.ts'
import { server } from '../msw-server.ts'
import { captureDownloads } from '../payments-admin/fixtures.ts'
import { fail, ok } from '../trpc-mock.ts'
import { listed, LIMIT_QUESTION, makeExam, openExamsPage, row, table } from './fixtures.ts'

const EXAM = makeExam({ id: 5, title: 'Quiz : limites', published: true, attempt_count: 3, running_count: 1 })

function attempt(overrides: Partial<ExamResults['attempts'][number]> & Pick<ExamResults['attempts'][number], 'attempt_id' | 'student_name'>): ExamResults['attempts'][number] {
  return {
    student_id: overrides.attempt_id + 100,
    student_email: `${overrides.student_name.split(' ')[0]?.toLowerCase()}@exemple.ma`,
    attempt_number: 1,
    status: 'soumise',
    started_at: '2026-12-05T18:00:00.000Z',
    submitted_at: '2026-12-05T19:00:00.000Z',
    score: 3,
    max_score: 3,
    score_20: 20,
    rank: 1,
    percentile: 100,
    ...overrides,
  }
}

const RESULTS: ExamResults = {
  exam: listed(EXAM),
  attempts: [
    attempt({ attempt_id: 1, student_name: 'Amina El Idrissi' }),
    attempt({ attempt_id: 2, student_name: 'Youssef Benali', score: 1, score_20: 6.67, rank: 2, percentile: 0 }),
    attempt({ attempt_id: 3, student_name: 'Salma Tazi', status: 'en_cours', submitted_at: null, score: null, score_20: null, rank: null, percentile: null }),
  ],
  total: 3,
  summary: { copies: 3, scored: 2, running: 1, best_20: 20 },
  questions: [
    { question_id: 101, position: 1, statement: LIMIT_QUESTION.statement, answered: 2, right: 2, partial: 0, wrong: 0, blank: 0, success_rate: 1 },
    { question_id: 102, position: 2, statement: 'Dérivée de $x^3$ en $x = 1$ ?', answered: 1, right: 0, partial: 0, wrong: 1, blank: 1, success_rate: 0 },
  ],
  distribution: [0, 0, 0, 1, 0, 0, 0, 0, 0, 1],
  average_20: 13.34,
}

async function openResults(results: ExamResults = RESULTS) {
  const get = vi.fn(() => ok(results))
  const app = openExamsPage('/admin/exams/5/results', { 'exams.results': get })
  await screen.findByRole('heading', { name: 'Résultats : Quiz : limites', level: 1 })
  return { ...app, get }
}

let clicked: ReturnType<typeof captureDownloads> = []
beforeEach(() => {
  clicked = captureDownloads()
})

describe('/admin/exams/$id/results', () => {
  it('shows the average over 20, the copies and the best score', async () => {
    const { get } = await openResults()
    const figures = within(screen.getByRole('region', { name: 'Chiffres du concours' }))
    expect(figures.getByText('13,34/20')).toBeInTheDocument()
    expect(figures.getByText('2 copies notées')).toBeInTheDocument()
    expect(figures.getByText('3')).toBeInTheDocument()
    expect(figures.getByText('dont 1 en cours')).toBeInTheDocument()
    expect(figures.getByText('20/20')).toBeInTheDocument()
    expect(get).toHaveBeenCalledExactlyOnceWith({ id: 5, limit: 50, offset: 0 })
  })

  it('draws the spread of the scores, with a table for screen readers', async () => {
    await openResults()
    const spread = within(screen.getByRole('table', { name: 'Nombre de copies par tranche de notes sur 20' }))
    expect(within(spread.getByRole('rowheader', { name: 'de 6 à moins de 8' }).closest('tr') as HTMLElement).getByText('1 copie')).toBeInTheDocument()
    expect(within(spread.getByRole('rowheader', { name: 'de 18 à 20 inclus' }).closest('tr') as HTMLElement).getByText('1 copie')).toBeInTheDocument()
    expect(within(spread.getByRole('rowheader', { name: 'de 0 à moins de 2' }).closest('tr') as HTMLElement).getByText('0 copie')).toBeInTheDocument()
  })

  it('gives each question’s success rate, its statement rendered by KaTeX, sortable', async () => {
    const { user } = await openResults()
    const rates = await table('Réussite par question (cliquez un en-tête pour trier)')
    const first = await row('Réussite par question (cliquez un en-tête pour trier)', 'Question 1')
    expect(first.getByText('100 %')).toBeInTheDocument()
    expect((first.getByText('Question 1').closest('tr') as HTMLElement).querySelector('.katex')).not.toBeNull()
    expect(first.getByText('2 justes')).toBeInTheDocument()
    const second = await row('Réussite par question (cliquez un en-tête pour trier)', 'Question 2')
    expect(second.getByText('0 %')).toBeInTheDocument()
    expect(second.getByText('1 fausse, 1 sans réponse')).toBeInTheDocument()

    // ascending success: the hardest question first
    await user.click(rates.getByRole('button', { name: /Réussite/ }))
    const rows = rates.getAllByRole('row').slice(1)
    expect(within(rows[0] as HTMLElement).getByText('Question 2')).toBeInTheDocument()
  })

  it('lists the page of copies: student, attempt, status, points, /20, rank and centile', async () => {
    await openResults()
    const amina = await row('Copies des étudiants', 'Amina El Idrissi')
    expect(amina.getByText('amina@exemple.ma')).toBeInTheDocument()
    expect(amina.getByText('n° 1')).toBeInTheDocument()
    expect(amina.getByText('Rendue')).toBeInTheDocument()
    expect(amina.getByText('3 / 3 points')).toBeInTheDocument()
    expect(amina.getByText(casablancaShort('2026-12-05T18:00:00.000Z'))).toBeInTheDocument()
    expect(amina.getByText('20/20')).toBeInTheDocument()
    expect(amina.getByText('1er')).toBeInTheDocument()
    const youssef = await row('Copies des étudiants', 'Youssef Benali')
    expect(youssef.getByText('6,67/20')).toBeInTheDocument()
    expect(youssef.getByText('2e')).toBeInTheDocument()
    expect(amina.getByText('100e')).toBeInTheDocument()
    const salma = await row('Copies des étudiants', 'Salma Tazi')
    expect(salma.getByText('En cours')).toBeInTheDocument()
    expect(salma.getAllByText('—')).toHaveLength(3)
    expect(screen.getByText(/^3 copies, classées par note\s?; le rang et le centile comptent les premières tentatives\.$/)).toBeInTheDocument()
  })

  it('asks the server for the next page, and for the copies of a student by name or email', async () => {
    const full = Array.from({ length: 50 }, (_, i) => attempt({ attempt_id: 1000 + i, student_name: `Élève ${i}`, rank: i + 1 }))
    const { user, get } = await openResults({ ...RESULTS, attempts: full, total: 120, summary: { ...RESULTS.summary, copies: 120 } })
    expect(screen.getByText(/^120 copies, classées par note\s?; le rang et le centile comptent les premières tentatives\.$/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Page suivante' }))
    await vi.waitFor(() => expect(get).toHaveBeenLastCalledWith({ id: 5, limit: 50, offset: 50 }))
    await user.type(screen.getByLabelText('Rechercher une copie (nom ou email de l’étudiant)'), 'amina')
    await vi.waitFor(() => expect(get).toHaveBeenLastCalledWith({ id: 5, limit: 50, offset: 0, q: 'amina' }))
  })

  it('exports the results as CSV with the admin’s token', async () => {
    const exports = vi.fn()
    server.use(
      http.get('*/api/admin/exams/5/results/export', ({ request }) => {
        exports(request.headers.get('authorization'))
        return new HttpResponse('\uFEFFÉtudiant;Note /20\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="resultats-concours-5.csv"' } })
      }),
    )
    const { user } = await openResults()
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }))
    await expectToast('Export CSV téléchargé')
    expect(exports).toHaveBeenCalledExactlyOnceWith('Bearer jeton-valide')
    expect(clicked).toEqual([{ href: 'blob:fichier-1', download: 'resultats-concours-5.csv' }])
  })

  it('says so when the export is refused', async () => {
    server.use(http.get('*/api/admin/exams/5/results/export', () => HttpResponse.json({ detail: 'Concours introuvable.' }, { status: 404 })))
    const { user } = await openResults()
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }))
    await expectToast('Erreur lors de l’export des résultats')
    expect(await screen.findByText('Concours introuvable.')).toBeInTheDocument()
    expect(clicked).toEqual([])
  })

  it('has empty states before the first copy, and no export', async () => {
    await openResults({ ...RESULTS, attempts: [], total: 0, summary: { copies: 0, scored: 0, running: 0, best_20: null }, distribution: Array.from({ length: 10 }, () => 0), average_20: null, questions: RESULTS.questions.map((stat) => ({ ...stat, answered: 0, right: 0, wrong: 0, blank: 0, success_rate: 0 })) })
    expect(screen.getByRole('heading', { name: 'Aucune copie pour l’instant' })).toBeInTheDocument()
    expect(screen.getByText(/Aucune copie notée pour l’instant/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeDisabled()
    expect((await row('Réussite par question (cliquez un en-tête pour trier)', 'Question 1')).getByText('—')).toBeInTheDocument()
  })

  it('says « Concours introuvable. » for an exam the admin does not manage', async () => {
    openExamsPage('/admin/exams/5/results', { 'exams.results': () => fail(404, 'Concours introuvable.') })
    expect(await screen.findByText('Concours introuvable.')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des résultats.')
  })
})
