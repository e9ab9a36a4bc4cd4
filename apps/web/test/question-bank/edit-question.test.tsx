import { BANK_MESSAGES, type BankQuestion, EXAM_MESSAGES } from '@tutorat/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { openExamsPage } from '../exams-admin/fixtures.ts'
import { refuseWithFields } from '../sessions-admin/fixtures.ts'
import { ok } from '../trpc-mock.ts'
import { bankListOf, bankQuestion } from './fixtures.ts'

// DESIGN §19: a bank question edited in full in its dialog — options, right answers, each option's
// percentage, a numeric value and tolerance, points, tags — with the exam editor's parts: the
// contract refuses before sending (nothing is sent), the server's refusals land under their inputs.

const SINGLE = bankQuestion(1, { statement: 'Que vaut $\\frac{1}{2} + \\frac{1}{2}$ ?', options: ['$1$', '$2$', '$0$'], correct: [0], points: 1 })
const WEIGHTED = bankQuestion(2, {
  type: 'multiple',
  statement: 'Les nombres premiers parmi :',
  options: ['$2$', '$3$', '$4$', '$9$'],
  correct: [0, 1],
  weights: [50, 50, -50, -50],
  points: 3,
  topic: 'Arithmétique',
})
const NUMERIC = bankQuestion(3, { type: 'numeric', statement: 'Valeur de $\\pi$ ?', options: [], correct: [], value: 3.14, tolerance: 0.01, topic: null, difficulty: null, concours: null, year: null })

const updated = (question: BankQuestion) => vi.fn(() => ok({ message: BANK_MESSAGES.updated, question }))

async function openDialog(question: BankQuestion, update = updated(question)) {
  const app = openExamsPage('/admin/questions', { 'questionBank.list': bankListOf([question]), 'questionBank.update': update })
  const [edit] = await screen.findAllByRole('button', { name: /^Modifier/ })
  await app.user.click(edit as HTMLElement)
  const dialog = within(await screen.findByRole('dialog', { name: 'Modifier la question' }))
  return { ...app, dialog, update }
}

const sent = (update: ReturnType<typeof updated>) => (update.mock.calls as unknown[][])[0]?.[0]

describe('/admin/questions: editing a question in full', () => {
  it('edits the statement, the options, the right answer, the points and the tags, and sends them all', async () => {
    const { user, dialog, update } = await openDialog(SINGLE)
    expect(dialog.getByRole('radio', { name: 'Option A : bonne réponse' })).toBeChecked()
    await waitFor(() => expect(dialog.getByRole('region', { name: 'Aperçu de la question 1' }).querySelector('.katex')).not.toBeNull())
    fireEvent.change(dialog.getByRole('textbox', { name: /^Énoncé/ }), { target: { value: 'Que vaut $1 + 1$ ?' } })
    await user.clear(dialog.getByRole('textbox', { name: 'Option C' }))
    await user.type(dialog.getByRole('textbox', { name: 'Option C' }), '$3$')
    await user.click(dialog.getByRole('button', { name: 'Ajouter une option' }))
    await user.type(dialog.getByRole('textbox', { name: 'Option D' }), '$4$')
    await user.click(dialog.getByRole('radio', { name: 'Option B : bonne réponse' }))
    await user.click(dialog.getByRole('button', { name: 'Retirer l’option A' }))
    await user.clear(dialog.getByRole('textbox', { name: /^Points/ }))
    await user.type(dialog.getByRole('textbox', { name: /^Points/ }), '2,5')
    await user.clear(dialog.getByRole('textbox', { name: /^Thème/ }))
    await user.type(dialog.getByRole('textbox', { name: /^Thème/ }), 'Calcul')
    await user.clear(dialog.getByRole('textbox', { name: /^Année/ }))
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1))
    expect(sent(update)).toEqual({
      id: 1,
      type: 'single',
      statement: 'Que vaut $1 + 1$ ?',
      options: ['$2$', '$3$', '$4$'],
      correct: [0],
      weights: null,
      value: null,
      tolerance: 0,
      points: 2.5,
      explanation: '',
      image: null,
      topic: 'Calcul',
      difficulty: 3,
      concours: 'ENSA',
      year: null,
    })
    expect(await screen.findByText(BANK_MESSAGES.updated)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('edits each option’s percentage of a weighted question, the right answers following the positive ones', async () => {
    const { user, dialog, update } = await openDialog(WEIGHTED)
    expect(dialog.getByRole('checkbox', { name: /Barème par option/ })).toBeChecked()
    expect(dialog.getByRole('textbox', { name: 'Option C : pourcentage des points' })).toHaveValue('-50')
    const preview = within(dialog.getByRole('region', { name: 'Aperçu de la question 1' }))
    expect(preview.getAllByText(/^\+50\s%$/)).toHaveLength(2)
    await user.clear(dialog.getByRole('textbox', { name: 'Option B : pourcentage des points' }))
    await user.type(dialog.getByRole('textbox', { name: 'Option B : pourcentage des points' }), '25')
    expect(dialog.getByText(/Total des pourcentages positifs.*75/)).toBeInTheDocument()
    await user.clear(dialog.getByRole('textbox', { name: 'Option C : pourcentage des points' }))
    await user.type(dialog.getByRole('textbox', { name: 'Option C : pourcentage des points' }), '25')
    await waitFor(() => expect(preview.getAllByText(/^\+25\s%$/)).toHaveLength(2))
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1))
    expect(sent(update)).toMatchObject({ type: 'multiple', correct: [0, 1, 2], weights: [50, 25, 25, -50], points: 3, topic: 'Arithmétique' })
  })

  it('turns a weighted question back to all or nothing: the options with a positive percentage stay ticked', async () => {
    const { user, dialog, update } = await openDialog(WEIGHTED)
    await user.click(dialog.getByRole('checkbox', { name: /Barème par option/ }))
    expect(dialog.queryByRole('textbox', { name: /pourcentage des points/ })).not.toBeInTheDocument()
    expect(dialog.getByRole('checkbox', { name: 'Option B : bonne réponse' })).toBeChecked()
    expect(dialog.getByRole('checkbox', { name: 'Option C : bonne réponse' })).not.toBeChecked()
    await user.click(dialog.getByRole('checkbox', { name: 'Option D : bonne réponse' }))
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1))
    expect(sent(update)).toMatchObject({ type: 'multiple', correct: [0, 1, 3], weights: null })
  })

  it('edits a numeric question’s value and tolerance', async () => {
    const { user, dialog, update } = await openDialog(NUMERIC)
    expect(dialog.getByRole('textbox', { name: /^Valeur attendue/ })).toHaveValue('3,14')
    await user.clear(dialog.getByRole('textbox', { name: /^Valeur attendue/ }))
    await user.type(dialog.getByRole('textbox', { name: /^Valeur attendue/ }), '3,1416')
    await user.clear(dialog.getByRole('textbox', { name: /^Tolérance/ }))
    await user.type(dialog.getByRole('textbox', { name: /^Tolérance/ }), '0,001')
    await waitFor(() => expect(within(dialog.getByRole('region', { name: 'Aperçu de la question 1' })).getByText(/Réponse attendue : 3,1416/)).toBeInTheDocument())
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1))
    expect(sent(update)).toMatchObject({ type: 'numeric', options: [], correct: [], value: 3.1416, tolerance: 0.001, weights: null })
  })

  it('refuses a choice question left without a right answer, in French under its options, and sends nothing', async () => {
    const multiple = bankQuestion(4, { type: 'multiple', options: ['$a$', '$b$'], correct: [1] })
    const { user, dialog, update } = await openDialog(multiple)
    await user.click(dialog.getByRole('checkbox', { name: 'Option B : bonne réponse' }))
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    expect(await dialog.findByText(EXAM_MESSAGES.correctRequired)).toBeInTheDocument()
    await waitFor(() => expect(dialog.getByRole('checkbox', { name: 'Option A : bonne réponse' })).toHaveFocus())
    // fixed: the red goes at once
    await user.click(dialog.getByRole('checkbox', { name: 'Option A : bonne réponse' }))
    await waitFor(() => expect(dialog.queryByText(EXAM_MESSAGES.correctRequired)).not.toBeInTheDocument())
    await user.click(dialog.getByRole('checkbox', { name: 'Option A : bonne réponse' }))
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    expect(await dialog.findByText(EXAM_MESSAGES.correctRequired)).toBeInTheDocument()
    expect(update).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog', { name: 'Modifier la question' })).toBeInTheDocument()
  })

  it('refuses a numeric question without its value, a percentage that is not a number and a year out of range; sends nothing', async () => {
    const { user, dialog, update } = await openDialog(NUMERIC)
    await user.clear(dialog.getByRole('textbox', { name: /^Valeur attendue/ }))
    await user.type(dialog.getByRole('textbox', { name: /^Année/ }), '1900')
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    expect(await dialog.findByText(EXAM_MESSAGES.valueRequired)).toBeInTheDocument()
    expect(dialog.getByRole('textbox', { name: /^Valeur attendue/ })).toHaveAttribute('aria-invalid', 'true')
    expect(dialog.getByText(BANK_MESSAGES.yearInvalid)).toBeInTheDocument()

    await user.selectOptions(dialog.getByRole('combobox', { name: /^Type/ }), 'multiple')
    await user.type(dialog.getByRole('textbox', { name: 'Option A' }), 'oui')
    await user.type(dialog.getByRole('textbox', { name: 'Option B' }), 'non')
    await user.click(dialog.getByRole('checkbox', { name: /Barème par option/ }))
    await user.type(dialog.getByRole('textbox', { name: 'Option A : pourcentage des points' }), 'cent')
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    expect(await dialog.findByText(EXAM_MESSAGES.weightsInvalid)).toBeInTheDocument()
    expect(update).not.toHaveBeenCalled()
  })

  it('puts the server’s refusals under the inputs they name and keeps the dialog open', async () => {
    const { user, dialog, update } = await openDialog(SINGLE)
    // the page is open: this answer now comes before the test's own
    const refused = refuseWithFields('questionBank.update', [
      { path: ['options', '1'], message: EXAM_MESSAGES.optionRequired },
      { path: ['concours'], message: 'Le concours est trop long (100 caractères au plus).' },
    ])
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    expect(await dialog.findByText(EXAM_MESSAGES.optionRequired)).toBeInTheDocument()
    expect(dialog.getByRole('textbox', { name: 'Option B' })).toHaveAttribute('aria-invalid', 'true')
    expect(dialog.getByRole('textbox', { name: /^Concours/ })).toHaveAttribute('aria-invalid', 'true')
    expect(dialog.getByText('Le concours est trop long (100 caractères au plus).')).toBeInTheDocument()
    expect(refused).toHaveBeenCalledTimes(1)
    expect(update).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog', { name: 'Modifier la question' })).toBeInTheDocument()
  })
})
