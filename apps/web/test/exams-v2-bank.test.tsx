import { BANK_MESSAGES } from '@tutorat/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { openExamsPage } from './exams-admin/fixtures.ts'
import { bankQuestion } from './question-bank/fixtures.ts'
import { ok } from './trpc-mock.ts'

/** Text matched as written, its no-break spaces before « : » included. */
const asWritten = { normalizer: (text: string) => text.trim() }

// DESIGN §19, the back office's question bank: the list kit with its tag filters in the URL, bulk
// tagging, and the import of GIFT / Aiken / CSV (every error with its line, nothing saved).

const ROWS = [bankQuestion(1), bankQuestion(2, { topic: 'Suites', difficulty: 1, year: 2023 })]

function bankList() {
  return vi.fn((raw: unknown) => {
    const input = raw as { topic?: string; difficulty?: number }
    const items = ROWS.filter((row) => (!input.topic || row.topic === input.topic) && (!input.difficulty || row.difficulty === input.difficulty))
    return ok({ items, total: items.length, topics: ['Intégrales', 'Suites'] })
  })
}

describe('/admin/questions', () => {
  it('lists the bank, reads its filters from the URL and writes them back', async () => {
    const list = bankList()
    const { user, history } = openExamsPage('/admin/questions?topic=Suites&year=2023', { 'questionBank.list': list })
    expect(await screen.findByRole('heading', { level: 1, name: 'Banque de questions' })).toBeInTheDocument()
    await waitFor(() => expect(list).toHaveBeenCalledWith({ limit: 50, offset: 0, topic: 'Suites', year: 2023 }))
    expect(await screen.findAllByText(/Question 2/)).not.toHaveLength(0)
    expect(screen.queryAllByText(/Question 1 :/)).toHaveLength(0)

    await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulté' }), 'Difficulté 1/5')
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('difficulty')).toBe('1'))
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ limit: 50, offset: 0, topic: 'Suites', difficulty: 1, year: 2023 }))
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }))
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ limit: 50, offset: 0 }))
  })

  it('ignores filters in the URL that are not usable (a difficulty of 9, a year of 12)', async () => {
    const list = bankList()
    openExamsPage('/admin/questions?difficulty=9&year=12&q=%20', { 'questionBank.list': list })
    await screen.findByRole('heading', { level: 1, name: 'Banque de questions' })
    await waitFor(() => expect(list).toHaveBeenCalledWith({ limit: 50, offset: 0 }))
  })

  it('tags the selected questions at once, leaving the empty fields as they are', async () => {
    const bulk = vi.fn(() => ok({ message: BANK_MESSAGES.tagged(2), updated: 2 }))
    const { user } = openExamsPage('/admin/questions', { 'questionBank.list': bankList(), 'questionBank.bulkTag': bulk })
    const boxes = await screen.findAllByRole('checkbox', { name: /^Sélectionner/ })
    // the table and the phone cards are both drawn by jsdom: one box of each question is enough
    const first = boxes.find((box) => box.getAttribute('aria-label')?.includes('Question 1'))
    const second = boxes.find((box) => box.getAttribute('aria-label')?.includes('Question 2'))
    if (!first || !second) throw new Error('cases introuvables')
    await user.click(first)
    await user.click(second)
    expect(screen.getByText('2 questions sélectionnées')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Étiqueter' }))
    const dialog = await screen.findByRole('dialog', { name: 'Étiqueter 2 questions' })
    await user.type(within(dialog).getByRole('textbox', { name: /Concours/ }), 'ENSAM')
    await user.type(within(dialog).getByRole('textbox', { name: /Année/ }), '2025')
    await user.click(within(dialog).getByRole('button', { name: 'Étiqueter' }))
    await waitFor(() => expect(bulk).toHaveBeenCalledWith({ ids: [1, 2], concours: 'ENSAM', year: 2025 }))
    expect(await screen.findByText(BANK_MESSAGES.tagged(2))).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('2 questions sélectionnées')).not.toBeInTheDocument())
  })
})

const GIFT = '::Q1:: Que vaut $\\frac{1}{2}$ ? {=0,5 ~1}\n\n::Q2:: Racine de 2 ? {#1.414:0.001}\n'
const BROKEN = '::Q1:: Que vaut $x$ ? {=1 ~2\n\n::Q2:: Type ? {%%}\n'

describe('/admin/questions/import', () => {
  it('lists every error with its line and saves nothing', async () => {
    const imported = vi.fn((raw: unknown) => {
      const input = raw as { save: boolean }
      if (input.save) throw new Error('rien ne doit être enregistré')
      return ok({ ok: false, message: BANK_MESSAGES.importInvalid(2), errors: [{ line: 1, message: 'Accolade non refermée.' }, { line: 3, message: 'Aucune bonne réponse.' }] })
    })
    const { user } = openExamsPage('/admin/questions/import', { 'questionBank.import': imported })
    const box = await screen.findByRole('textbox', { name: 'Texte à importer' })
    fireEvent.change(box, { target: { value: BROKEN } })
    await user.click(screen.getByRole('button', { name: 'Lire les questions' }))
    expect(await screen.findByText(BANK_MESSAGES.importInvalid(2), asWritten)).toBeInTheDocument()
    const errors = within(screen.getByRole('list', { name: 'Erreurs par ligne' })).getAllByRole('listitem')
    expect(errors.map((item) => item.textContent)).toEqual(['Ligne 1\u00a0: Accolade non refermée.', 'Ligne 3\u00a0: Aucune bonne réponse.'])
    expect(imported).toHaveBeenCalledWith({ format: 'gift', text: BROKEN, save: false })
    expect(screen.queryByRole('button', { name: /Importer \d+ question/ })).not.toBeInTheDocument()
  })

  it('shows the questions read, then saves them all and goes back to the bank', async () => {
    const read = [
      { type: 'single', statement: 'Que vaut $\\frac{1}{2}$ ?', options: ['0,5', '1'], correct: [0], weights: null, value: null, tolerance: 0, points: 1, explanation: '', image: null, topic: 'Fractions', difficulty: null, concours: null, year: null },
      { type: 'numeric', statement: 'Racine de 2 ?', options: [], correct: [], weights: null, value: 1.414, tolerance: 0.001, points: 1, explanation: '', image: null, topic: null, difficulty: null, concours: null, year: null },
    ]
    const imported = vi.fn((raw: unknown) => {
      const input = raw as { save: boolean }
      return ok({ ok: true, questions: read, saved: input.save ? 2 : 0, message: input.save ? BANK_MESSAGES.imported(2) : '2 questions lues.' })
    })
    const { user, pathname } = openExamsPage('/admin/questions/import', { 'questionBank.import': imported, 'questionBank.list': bankList() })
    fireEvent.change(await screen.findByRole('textbox', { name: 'Texte à importer' }), { target: { value: GIFT } })
    await user.click(screen.getByRole('button', { name: 'Lire les questions' }))
    expect(await screen.findByRole('heading', { name: '2 questions lues' })).toBeInTheDocument()
    expect(screen.getByText('Réponse\u00a0: 1,414 ± 0,001', asWritten)).toBeInTheDocument()
    expect(imported).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Importer 2 questions dans la banque' }))
    await waitFor(() => expect(imported).toHaveBeenLastCalledWith({ format: 'gift', text: GIFT, save: true }))
    expect(await screen.findByText(BANK_MESSAGES.imported(2))).toBeInTheDocument()
    await waitFor(() => expect(pathname()).toBe('/admin/questions'))
  })

  it('forgets a preview once the text changes: what is saved is what was read', async () => {
    const imported = vi.fn(() => ok({ ok: true, questions: [], saved: 0, message: '' }))
    const { user } = openExamsPage('/admin/questions/import', { 'questionBank.import': imported })
    const box = await screen.findByRole('textbox', { name: 'Texte à importer' })
    fireEvent.change(box, { target: { value: GIFT } })
    await user.click(screen.getByRole('button', { name: 'Lire les questions' }))
    expect(await screen.findByRole('heading', { name: '0 question lue' })).toBeInTheDocument()
    fireEvent.change(box, { target: { value: `${GIFT}\n` } })
    expect(screen.queryByRole('heading', { name: '0 question lue' })).not.toBeInTheDocument()
  })
})
