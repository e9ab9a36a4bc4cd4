import { type AdminExamDetail, EXAM_MESSAGES, type Question } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { expectToast } from '../admins/fixtures.ts'
import { networkSettled } from '../msw-server.ts'
import { refuseWithFields } from '../sessions-admin/fixtures.ts'
import { ok } from '../trpc-mock.ts'
import { DERIVATIVE_QUESTION, LIMIT_QUESTION, makeExam, makeQuestion, openEditor, preview, questionCard } from './fixtures.ts'

const EXAM = makeExam({ id: 5, title: 'Quiz : limites' })

type SentQuestion = Omit<Question, 'id'> & { id?: number }

/** `exams.saveQuestions` answering like the server: new questions get ids, the list comes back. */
function saveQuestions(message: string = EXAM_MESSAGES.questionsSaved) {
  let next = 500
  return vi.fn((raw: unknown) => {
    const input = raw as { id: number; questions: SentQuestion[] }
    const questions = input.questions.map((question) => ({ ...question, id: question.id ?? next++ }))
    return ok({ message, exam: { ...EXAM, questions, question_count: questions.length } satisfies AdminExamDetail })
  })
}

const sentQuestions = (save: ReturnType<typeof saveQuestions>) => (save.mock.calls[0]?.[0] as { questions: SentQuestion[] }).questions

describe('/admin/exams/$id: writing the questions', () => {
  it('shows each question with its student preview, formulas rendered by KaTeX', async () => {
    await openEditor(EXAM)
    const first = preview(1)
    expect(first.querySelector('.katex')).not.toBeNull()
    expect(within(first).getByText('Bonne réponse')).toBeInTheDocument()
    expect(within(first).getByText('Explication')).toBeInTheDocument()
    expect(within(first).getByText('Limite usuelle.')).toBeInTheDocument()
    expect(within(preview(2)).getByText('Réponse attendue : 3 (à 0,5 près)')).toBeInTheDocument()
    expect(questionCard(2).getByRole('textbox', { name: /^Valeur attendue/ })).toHaveValue('3')
  })

  it('follows the typing in the preview, LaTeX included', async () => {
    const { user } = await openEditor(EXAM)
    await user.click(screen.getByRole('button', { name: 'Ajouter une question' }))
    const third = questionCard(3)
    await user.type(third.getByRole('textbox', { name: /^Énoncé/ }), 'Calculer :{Enter}$${Enter}\\int_0^1 x^2 dx{Enter}$$')
    await waitFor(() => expect(preview(3).querySelector('.katex-display')).not.toBeNull())
    await user.type(third.getByRole('textbox', { name: 'Option A' }), '$x^2$')
    await waitFor(() => expect(preview(3).querySelectorAll('.katex').length).toBeGreaterThan(1))
    expect(screen.getByText('Modifications non enregistrées.')).toBeInTheDocument()
  })

  it('edits the options and their right answers: a radio for one, checkboxes for several', async () => {
    const save = saveQuestions()
    const { user } = await openEditor(EXAM, { 'exams.saveQuestions': save })
    const first = questionCard(1)
    expect(first.getByRole('radio', { name: 'Option B : bonne réponse' })).toBeChecked()
    await user.click(first.getByRole('radio', { name: 'Option C : bonne réponse' }))
    expect(first.getByRole('radio', { name: 'Option B : bonne réponse' })).not.toBeChecked()

    await user.selectOptions(first.getByRole('combobox', { name: /^Type/ }), 'multiple')
    await user.click(first.getByRole('checkbox', { name: 'Option A : bonne réponse' }))
    expect(first.getByRole('checkbox', { name: 'Option C : bonne réponse' })).toBeChecked()

    await user.click(first.getByRole('button', { name: 'Ajouter une option' }))
    await user.type(first.getByRole('textbox', { name: 'Option E' }), '$+\\infty$')
    await user.click(first.getByRole('button', { name: 'Retirer l’option D' }))
    expect(first.getByRole('textbox', { name: 'Option D' })).toHaveValue('$+\\infty$')
    expect(first.queryByRole('textbox', { name: 'Option E' })).not.toBeInTheDocument()
    // back to a single answer: the first mark stays
    await user.selectOptions(first.getByRole('combobox', { name: /^Type/ }), 'single')
    expect(first.getByRole('radio', { name: 'Option A : bonne réponse' })).toBeChecked()
    expect(first.getByRole('radio', { name: 'Option C : bonne réponse' })).not.toBeChecked()
    await user.selectOptions(first.getByRole('combobox', { name: /^Type/ }), 'multiple')
    await user.click(first.getByRole('checkbox', { name: 'Option D : bonne réponse' }))

    await user.click(screen.getByRole('button', { name: 'Enregistrer les questions' }))
    await expectToast(EXAM_MESSAGES.questionsSaved)
    expect(sentQuestions(save)[0]).toEqual({
      id: 101,
      type: 'multiple',
      statement: LIMIT_QUESTION.statement,
      options: ['$1$', '$2$', '$3$', '$+\\infty$'],
      correct: [0, 3],
      value: null,
      tolerance: 0,
      points: 1,
      explanation: 'Limite usuelle.',
      image: null,
      weights: null,
      topic: null,
    })
    await waitFor(() => expect(screen.getByText('Toutes les modifications sont enregistrées.')).toBeInTheDocument())
    await networkSettled()
  })

  it('keeps a bank copy’s topic and its percentages per option when the list is saved again', async () => {
    const weighted = makeQuestion({ id: 103, type: 'multiple', statement: 'Premiers ?', options: ['2', '3', '4'], correct: [0, 1], weights: [50, 50, -100], topic: 'Arithmétique', bank_id: 7 })
    const exam = makeExam({ id: 5, title: 'Quiz : limites', questions: [weighted] })
    const save = vi.fn((raw: unknown) => ok({ message: EXAM_MESSAGES.questionsSaved, exam, raw }))
    const { user } = await openEditor(exam, { 'exams.saveQuestions': save })
    expect(questionCard(1).getByRole('textbox', { name: 'Option C : pourcentage des points' })).toHaveValue('-100')
    await user.click(screen.getByRole('button', { name: 'Enregistrer les questions' }))
    await expectToast(EXAM_MESSAGES.questionsSaved)
    expect((save.mock.calls[0]?.[0] as { questions: SentQuestion[] }).questions[0]).toMatchObject({ id: 103, correct: [0, 1], weights: [50, 50, -100], topic: 'Arithmétique' })
    await networkSettled()
  })

  it('sends the whole list in its new order: moved, copied, removed, added', async () => {
    const save = saveQuestions(EXAM_MESSAGES.questionsSavedNewVersion)
    const { user } = await openEditor(EXAM, { 'exams.saveQuestions': save })
    await user.click(questionCard(2).getByRole('button', { name: 'Monter la question 2' }))
    expect(questionCard(1).getByRole('textbox', { name: /^Valeur attendue/ })).toHaveValue('3')
    // the focus stays on the moved question (first now: « Monter » is disabled, « Descendre » has it)
    await waitFor(() => expect(questionCard(1).getByRole('button', { name: 'Descendre la question 1' })).toHaveFocus())
    expect(screen.getByText('Question 2 déplacée en position 1.')).toBeInTheDocument()

    await user.click(questionCard(2).getByRole('button', { name: 'Dupliquer la question 2' }))
    await user.click(questionCard(1).getByRole('button', { name: 'Supprimer la question 1' }))
    // the focus goes to the question now in its place
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Question 1', level: 3 })).toHaveFocus())
    await user.click(screen.getByRole('button', { name: 'Ajouter une question' }))
    const added = questionCard(3)
    await user.selectOptions(added.getByRole('combobox', { name: /^Type/ }), 'numeric')
    await user.type(added.getByRole('textbox', { name: /^Énoncé/ }), 'Combien vaut $2^{{10}$ ?')
    await user.type(added.getByRole('textbox', { name: /^Valeur attendue/ }), '1024')
    await user.clear(added.getByRole('textbox', { name: /^Points/ }))
    await user.type(added.getByRole('textbox', { name: /^Points/ }), '0,5')

    await user.click(screen.getByRole('button', { name: 'Enregistrer les questions' }))
    await expectToast(EXAM_MESSAGES.questionsSavedNewVersion)
    const sent = sentQuestions(save)
    expect(sent.map((question) => [question.id, question.statement])).toEqual([
      [101, LIMIT_QUESTION.statement],
      [undefined, LIMIT_QUESTION.statement],
      [undefined, 'Combien vaut $2^{10}$ ?'],
    ])
    expect(sent[2]).toMatchObject({ type: 'numeric', options: [], correct: [], value: 1024, tolerance: 0, points: 0.5 })
    expect(save).toHaveBeenCalledExactlyOnceWith({ id: 5, questions: sent })
    // the list as saved: the copies now have their ids
    await waitFor(() => expect(screen.getByText('Toutes les modifications sont enregistrées.')).toBeInTheDocument())
    expect(screen.getByRole('heading', { name: 'Questions (3)' })).toBeInTheDocument()
    await networkSettled()
  })

  it('checks the list with the contract before sending: each refusal on its question', async () => {
    const save = saveQuestions()
    const { user } = await openEditor(EXAM, { 'exams.saveQuestions': save })
    const first = questionCard(1)
    await user.clear(first.getByRole('textbox', { name: /^Énoncé/ }))
    await user.clear(questionCard(2).getByRole('textbox', { name: /^Valeur attendue/ }))
    await user.click(screen.getByRole('button', { name: 'Enregistrer les questions' }))

    const statement = first.getByRole('textbox', { name: /^Énoncé/ })
    await waitFor(() => expect(statement).toHaveAccessibleDescription(new RegExp(EXAM_MESSAGES.statementRequired)))
    expect(statement).toHaveFocus()
    expect(questionCard(2).getByRole('textbox', { name: /^Valeur attendue/ })).toHaveAccessibleDescription(EXAM_MESSAGES.valueRequired)
    expect(screen.getByRole('alert')).toHaveTextContent('À corriger avant d’enregistrer : les questions 1, 2.')
    expect(save).not.toHaveBeenCalled()

    // fixed: the refusal goes at once
    await user.type(statement, 'Que vaut $e^0$ ?')
    await waitFor(() => expect(statement).not.toHaveAttribute('aria-invalid'))
    expect(screen.getByRole('alert')).toHaveTextContent('À corriger avant d’enregistrer : la question 2.')
  })

  it('puts the server’s refusals on the question they name, whatever the path’s spelling', async () => {
    const { user } = await openEditor(EXAM)
    const refused = refuseWithFields('exams.saveQuestions', [
      { path: ['questions', '1', 'tolerance'], message: EXAM_MESSAGES.toleranceInvalid },
      { path: ['questions.0.id'], message: EXAM_MESSAGES.unknownQuestion },
    ])
    await user.click(screen.getByRole('button', { name: 'Enregistrer les questions' }))
    const tolerance = questionCard(2).getByRole('textbox', { name: /^Tolérance/ })
    await waitFor(() => expect(tolerance).toHaveAccessibleDescription(new RegExp(EXAM_MESSAGES.toleranceInvalid)))
    expect(questionCard(2).queryByText(EXAM_MESSAGES.unknownQuestion)).not.toBeInTheDocument()
    expect(questionCard(1).getByText(EXAM_MESSAGES.unknownQuestion)).toBeInTheDocument()
    expect(questionCard(1).queryByText(EXAM_MESSAGES.toleranceInvalid)).not.toBeInTheDocument()
    expect(screen.getByText('À corriger avant d’enregistrer : les questions 1, 2.')).toBeInTheDocument()
    expect(refused).toHaveBeenCalledTimes(1)

    // the refusal stays on its question when the question moves
    await user.click(questionCard(2).getByRole('button', { name: 'Monter la question 2' }))
    expect(questionCard(1).getByRole('textbox', { name: /^Tolérance/ })).toHaveAccessibleDescription(new RegExp(EXAM_MESSAGES.toleranceInvalid))
  })

  it('says why an empty list cannot be saved on a published exam', async () => {
    const published = makeExam({ id: 5, title: 'Quiz : limites', published: true, questions: [DERIVATIVE_QUESTION] })
    const { user } = await openEditor(published)
    refuseWithFields('exams.saveQuestions', [{ path: ['questions'], message: EXAM_MESSAGES.publishWithoutQuestions }])
    await user.click(questionCard(1).getByRole('button', { name: 'Supprimer la question 1' }))
    expect(screen.getByText('Aucune question pour l’instant : ajoutez-en une, ou importez une série depuis un CSV.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Enregistrer les questions' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(EXAM_MESSAGES.publishWithoutQuestions)
  })
})
