import type { ExamResults } from '@tutorat/contracts'
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fail, ok } from '../trpc-mock.ts'
import { listed, makeExam, openExamsPage, row, table } from './fixtures.ts'

// DESIGN §19 on the admin's results page: how each section and each topic went over the scored
// copies (a topic under 50 % is a weak point), the copies' ranks and centiles, the errors in French.

const EXAM = makeExam({ id: 7, title: 'Concours blanc ENSAM', published: true, attempt_count: 4 })
type Copy = ExamResults['attempts'][number]

const copy = (attempt_id: number, student_name: string, score: number | null, rank: number | null, percentile: number | null, extra: Partial<Copy> = {}): Copy => ({
  attempt_id,
  student_id: attempt_id + 50,
  student_name,
  student_email: `eleve${attempt_id}@exemple.ma`,
  attempt_number: 1,
  status: score === null ? 'en_cours' : 'soumise',
  started_at: '2026-12-05T18:00:00.000Z',
  submitted_at: score === null ? null : '2026-12-05T19:00:00.000Z',
  score,
  max_score: 6,
  score_20: score === null ? null : Math.round((score / 6) * 2000) / 100,
  rank,
  percentile,
  ...extra,
})

const RESULTS: ExamResults = {
  exam: listed(EXAM),
  attempts: [
    copy(1, 'Amine Alaoui', 6, 1, 100),
    copy(2, 'Chaïma Berrada', 3.5, 2, 50),
    copy(3, 'Badr Chraibi', 3.5, 2, 50),
    copy(4, 'Dina Fassi', 1, 4, 0),
    copy(5, 'Dina Fassi', 6, null, null, { attempt_number: 2 }),
    copy(6, 'Ilyas Tahiri', null, null, null),
  ],
  total: 6,
  summary: { copies: 6, scored: 5, running: 1, best_20: 20 },
  questions: [],
  distribution: [0, 0, 0, 1, 0, 2, 0, 0, 0, 2],
  average_20: 13.33,
  sections: [
    { position: 1, title: 'Mécanique', copies: 5, accuracy: 0.72 },
    { position: 2, title: 'Optique', copies: 5, accuracy: 0.38 },
  ],
  topics: [
    { topic: 'Thermodynamique', copies: 5, accuracy: 0.45 },
    { topic: 'Électricité', copies: 5, accuracy: 0.8 },
    { topic: 'Ondes', copies: 3, accuracy: 0.5 },
    { topic: 'Chimie', copies: 0, accuracy: null },
  ],
}

async function openResults(results: ExamResults = RESULTS) {
  const get = vi.fn(() => ok(results))
  const app = openExamsPage('/admin/exams/7/results', { 'exams.results': get })
  await screen.findByRole('heading', { name: 'Résultats : Concours blanc ENSAM', level: 1 })
  return { ...app, get }
}

const SECTIONS = 'Réussite par section'
const TOPICS = 'Réussite par thème (sous 50\u00a0%, un point faible)'
const COPIES = 'Copies des étudiants'

describe('the results page, per section and per topic', () => {
  it('gives each section’s success over the scored copies, in the paper’s order, sortable', async () => {
    const { user } = await openResults()
    const sections = await table(SECTIONS)
    const rows = sections.getAllByRole('row').slice(1)
    expect(rows.map((line) => within(line).getByRole('rowheader').textContent)).toEqual(['1. Mécanique', '2. Optique'])
    expect((await row(SECTIONS, '1. Mécanique')).getByText('72 %')).toBeInTheDocument()
    expect((await row(SECTIONS, '1. Mécanique')).getByText('5 copies')).toBeInTheDocument()
    expect((await row(SECTIONS, '2. Optique')).getByText('38 %')).toBeInTheDocument()
    // the weakest section first on a click
    await user.click(sections.getByRole('button', { name: /Réussite/ }))
    expect(within(sections.getAllByRole('row')[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('2. Optique')
  })

  it('flags the topics under 50 % as weak points; 50 % is acquired; a topic without points says nothing', async () => {
    await openResults()
    const thermo = await row(TOPICS, 'Thermodynamique')
    expect(thermo.getByText('45 %')).toBeInTheDocument()
    expect(thermo.getByText('Point faible')).toBeInTheDocument()
    const electricity = await row(TOPICS, 'Électricité')
    expect(electricity.getByText('80 %')).toBeInTheDocument()
    expect(electricity.getByText('Acquis')).toBeInTheDocument()
    expect((await row(TOPICS, 'Ondes')).getByText('Acquis')).toBeInTheDocument()
    const chemistry = await row(TOPICS, 'Chimie')
    expect(chemistry.getAllByText('—')).toHaveLength(2)
    expect(chemistry.queryByText('Acquis')).toBeNull()
    expect(chemistry.getByText('0 copie')).toBeInTheDocument()
  })

  it('shows no section table for a one-section exam, and no topic table without topics', async () => {
    await openResults({ ...RESULTS, sections: [{ position: 1, title: 'Concours blanc ENSAM', copies: 5, accuracy: 0.6 }], topics: [] })
    expect(screen.queryByRole('table', { name: SECTIONS })).toBeNull()
    expect(screen.queryByRole('table', { name: TOPICS })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Réussite par thème' })).toBeNull()
  })

  it('ranks first attempts: equal scores share a rank, the next one skips; centiles; a second attempt and a running copy have none', async () => {
    await openResults()
    expect((await row(COPIES, 'Amine Alaoui')).getAllByText('1er')).toHaveLength(1)
    expect((await row(COPIES, 'Amine Alaoui')).getByText('100e')).toBeInTheDocument()
    for (const name of ['Chaïma Berrada', 'Badr Chraibi']) {
      const line = await row(COPIES, name)
      expect(line.getByText('2e')).toBeInTheDocument()
      expect(line.getByText('50e')).toBeInTheDocument()
    }
    const lines = (await table(COPIES)).getAllByRole('row').slice(1)
    const dina = lines.filter((line) => within(line).queryByText('Dina Fassi'))
    expect(dina.map((line) => within(line).getByText(/^n° \d$/).textContent)).toEqual(['n° 1', 'n° 2'])
    expect(within(dina[0] as HTMLElement).getByText('4e')).toBeInTheDocument()
    expect(within(dina[0] as HTMLElement).getByText('0e')).toBeInTheDocument()
    // the second attempt: its note, but neither rank nor centile
    expect(within(dina[1] as HTMLElement).getByText('20/20')).toBeInTheDocument()
    expect(within(dina[1] as HTMLElement).getAllByText('—')).toHaveLength(2)
    const running = await row(COPIES, 'Ilyas Tahiri')
    expect(running.getByText('En cours')).toBeInTheDocument()
    expect(running.getAllByText('—')).toHaveLength(3)
  })

  it('says in French when the results cannot be read, with the server’s reason', async () => {
    // a 4xx: no automatic retry (a 5xx is asked twice more first)
    openExamsPage('/admin/exams/7/results', { 'exams.results': () => fail(429, 'Trop de requêtes : réessayez dans une minute.') })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Erreur lors du chargement des résultats.')
    expect(alert).toHaveTextContent('Trop de requêtes : réessayez dans une minute.')
    expect(screen.queryByRole('table', { name: SECTIONS })).toBeNull()
  })
})
