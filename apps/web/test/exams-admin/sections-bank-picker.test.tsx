import { type AdminExamDetail, EXAM_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { bankListOf, bankQuestion } from '../question-bank/fixtures.ts'
import { checkSections, emptySection } from '../../src/features/exams-admin/sections-form.ts'
import { fail, ok } from '../trpc-mock.ts'
import { DERIVATIVE_QUESTION, LIMIT_QUESTION, makeExam, makeQuestion, openEditor } from './fixtures.ts'

// DESIGN §19: a « chosen » section takes bank questions through a picker — the bank's filters,
// paged on the server, ticks kept across pages — shows them with their statement (KaTeX) and lets
// each go; the save sends their bank ids (a copy already in the exam, its copy's id).

const EXAM = makeExam({ id: 5, title: 'Concours blanc ENSA 2025' })
/** 25 questions: two pages of 20 in the picker; 3 of them on sequences. */
const BANK = Array.from({ length: 25 }, (_, index) =>
  index < 3
    ? bankQuestion(200 + index, { statement: `Suite $u_{n+1} = ${index + 2}u_n$ : limite ?`, topic: 'Suites', difficulty: 2 })
    : bankQuestion(200 + index, { statement: `Intégrale n°${index} : $\\int_0^1 x^${index}\\,dx$ ?` }),
)

const sectionCard = (n: number) => within(screen.getByRole('group', { name: `Section ${n}` }))
const sectionsRegion = () => within(screen.getByRole('region', { name: 'Sections' }))

function saveSections() {
  return vi.fn((raw: unknown) => ok({ message: EXAM_MESSAGES.sectionsSaved, exam: EXAM, input: raw }))
}

async function openPicker(exam: AdminExamDetail = EXAM, save = saveSections()) {
  const list = bankListOf(BANK)
  const app = await openEditor(exam, { 'questionBank.list': list, 'exams.saveSections': save })
  await app.user.click(sectionCard(1).getByRole('button', { name: 'Ajouter depuis la banque' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Ajouter depuis la banque à la section 1' }))
  return { ...app, dialog, list, save }
}

const pickBox = (dialog: ReturnType<typeof within>, statementStart: string) => dialog.getByRole('checkbox', { name: new RegExp(`^Choisir « ${statementStart.replace(/[$\\^{}()+]/g, '\\$&')}`) })

describe('the section editor: questions from the bank', () => {
  it('filters the bank on the server, adds the ticked questions, removes one, and saves their ids', async () => {
    const { user, dialog, list, save } = await openPicker()
    await waitFor(() => expect(list).toHaveBeenCalledWith({ limit: 20, offset: 0 }))
    expect(await dialog.findByText('25 questions')).toBeInTheDocument()
    await user.type(dialog.getByRole('searchbox', { name: 'Rechercher dans les énoncés' }), 'suite')
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ limit: 20, offset: 0, q: 'suite' }))
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Difficulté' }), 'Difficulté 2/5')
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ limit: 20, offset: 0, q: 'suite', difficulty: 2 }))
    expect(await dialog.findByText('3 questions')).toBeInTheDocument()

    await user.click(pickBox(dialog, 'Suite $u_{n+1} = 2u_n$'))
    await user.click(pickBox(dialog, 'Suite $u_{n+1} = 4u_n$'))
    expect(dialog.getByText('2 questions cochées')).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Ajouter 2 questions' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    const chosen = within(sectionCard(1).getByRole('list', { name: 'Questions de la banque dans la section 1' }))
    expect(chosen.getAllByRole('listitem')).toHaveLength(2)
    await waitFor(() => expect(chosen.getAllByRole('listitem')[0]?.querySelector('.katex')).not.toBeNull())
    expect(sectionCard(1).getByText('4 questions choisies')).toBeInTheDocument()
    await user.click(chosen.getByRole('button', { name: /^Retirer « Suite \$u_\{n\+1\} = 2u_n\$/ }))
    expect(chosen.getAllByRole('listitem')).toHaveLength(1)

    await user.click(sectionsRegion().getByRole('button', { name: 'Enregistrer les sections' }))
    await waitFor(() => expect(save).toHaveBeenCalledWith({ id: 5, sections: [{ title: EXAM.title, time_limit_minutes: 90, question_ids: [101, 102, 202] }] }))
  })

  it('keeps the ticks across pages and adds them together', async () => {
    const { user, dialog, list, save } = await openPicker()
    await user.click(await dialog.findByRole('checkbox', { name: /^Choisir « Intégrale n°3 / }))
    await user.click(dialog.getByRole('button', { name: 'Page suivante' }))
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ limit: 20, offset: 20 }))
    await user.click(await dialog.findByRole('checkbox', { name: /^Choisir « Intégrale n°24 / }))
    await user.click(dialog.getByRole('button', { name: 'Ajouter 2 questions' }))
    await user.click(sectionsRegion().getByRole('button', { name: 'Enregistrer les sections' }))
    await waitFor(() => expect(save).toHaveBeenCalledWith({ id: 5, sections: [{ title: EXAM.title, time_limit_minutes: 90, question_ids: [101, 102, 203, 224] }] }))
  })

  it('shows a bank question already chosen in another section as taken, not offered twice', async () => {
    const copy = makeQuestion({ id: 900, statement: 'Suite $u_{n+1} = 2u_n$ : limite ?', bank_id: 200 })
    const exam = makeExam({
      id: 5,
      title: EXAM.title,
      questions: [LIMIT_QUESTION, DERIVATIVE_QUESTION, copy],
      sections: [
        { title: 'Analyse', time_limit_minutes: 30, question_ids: [101, 102], draw: null },
        { title: 'Suites', time_limit_minutes: 20, question_ids: [900], draw: null },
      ],
    })
    const save = saveSections()
    const { user, dialog } = await openPicker(exam, save)
    const taken = await dialog.findByRole('checkbox', { name: /^Choisir « Suite \$u_\{n\+1\} = 2u_n\$/ })
    expect(taken).toBeDisabled()
    expect(taken).toBeChecked()
    expect(dialog.getByText('Déjà dans le concours')).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Annuler' }))
    // the copy is shown in its own section with its statement, not among the exam's own questions
    expect(sectionCard(1).queryByRole('checkbox', { name: /Suite/ })).not.toBeInTheDocument()
    expect(within(sectionCard(2).getByRole('list', { name: 'Questions de la banque dans la section 2' })).getByText(/limite/)).toBeInTheDocument()
    await user.click(sectionsRegion().getByRole('button', { name: 'Enregistrer les sections' }))
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        id: 5,
        sections: [
          { title: 'Analyse', time_limit_minutes: 30, question_ids: [101, 102] },
          { title: 'Suites', time_limit_minutes: 20, question_ids: [900] },
        ],
      }),
    )
  })

  it('does not offer a new section the bank question another section holds (by its copy), and refuses an empty section', async () => {
    const copy = makeQuestion({ id: 900, statement: 'Déjà copiée', bank_id: 201 })
    const exam = makeExam({ id: 5, title: EXAM.title, questions: [LIMIT_QUESTION, copy], sections: [{ title: 'A', time_limit_minutes: 30, question_ids: [101, 900], draw: null }] })
    const save = saveSections()
    const list = bankListOf([bankQuestion(201, { statement: 'Déjà copiée' })])
    const { user } = await openEditor(exam, { 'questionBank.list': list, 'exams.saveSections': save })
    await user.click(sectionsRegion().getByRole('button', { name: 'Ajouter une section' }))
    await user.click(sectionCard(2).getByRole('button', { name: 'Ajouter depuis la banque' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Ajouter depuis la banque à la section 2' }))
    expect(await dialog.findByRole('checkbox', { name: /^Choisir « Déjà copiée/ })).toBeDisabled()
    await user.click(dialog.getByRole('button', { name: 'Annuler' }))
    await user.click(sectionsRegion().getByRole('button', { name: 'Enregistrer les sections' }))
    expect(await sectionCard(2).findByText(EXAM_MESSAGES.sectionEmpty)).toBeInTheDocument()
    expect(save).not.toHaveBeenCalled()
  })

  it('shows the server’s French refusal of a bank question that is not the admin’s, and keeps the draft', async () => {
    const save = vi.fn(() => fail(400, EXAM_MESSAGES.sectionQuestionUnknown))
    const { user, dialog } = await openPicker(EXAM, save as unknown as ReturnType<typeof saveSections>)
    await user.click(await dialog.findByRole('checkbox', { name: /^Choisir « Intégrale n°3 / }))
    await user.click(dialog.getByRole('button', { name: 'Ajouter 1 question' }))
    await user.click(sectionsRegion().getByRole('button', { name: 'Enregistrer les sections' }))
    expect(await sectionsRegion().findByText(new RegExp(EXAM_MESSAGES.sectionQuestionUnknown))).toBeInTheDocument()
    expect(within(sectionCard(1).getByRole('list', { name: 'Questions de la banque dans la section 1' })).getAllByRole('listitem')).toHaveLength(1)
  })
})

describe('checkSections', () => {
  it('sees a bank question twice whether named by its copy in the exam or by its bank id', () => {
    const copy = { ...emptySection(1), chosen: [{ id: 900, bank_id: 201, statement: 'Copie' }] }
    const picked = { ...emptySection(2), chosen: [{ id: 201, bank_id: 201, statement: 'Copie' }] }
    const other = { ...emptySection(2), chosen: [{ id: 202, bank_id: 202, statement: 'Autre' }] }
    expect(checkSections([copy, picked]).list).toBe(EXAM_MESSAGES.sectionQuestionTwice)
    expect(checkSections([copy, other]).list).toBeUndefined()
  })
})
