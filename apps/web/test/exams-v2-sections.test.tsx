import { type AdminExamDetail, EXAM_MESSAGES } from '@tutorat/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { makeExam, openEditor } from './exams-admin/fixtures.ts'
import { fail, ok } from './trpc-mock.ts'

// DESIGN §19 in the exam's editor: 1–6 sections, each with its title, its time and its chosen
// questions or a draw from the bank; what the page can check is checked before sending, the
// server's refusal of a draw larger than its filter is shown as it comes. Export GIFT / QTI.

const EXAM = makeExam({ id: 5, title: 'Concours blanc ENSA 2025' })
const sectionsRegion = () => within(screen.getByRole('region', { name: 'Sections' }))
const sectionCard = (n: number) => within(screen.getByRole('group', { name: `Section ${n}` }))

describe('the section editor', () => {
  it('starts from one section holding every question, and saves two sections: chosen questions, then a draw', async () => {
    const saved = vi.fn((raw: unknown) => {
      const input = raw as { sections: unknown[] }
      const exam: AdminExamDetail = {
        ...EXAM,
        sections: [
          { title: 'Analyse', time_limit_minutes: 40, question_ids: [101, 102], draw: null },
          { title: 'Probabilités', time_limit_minutes: 30, question_ids: null, draw: { count: 5, topic: 'Probabilités', difficulty: 3, concours: null, year: null, pool: [1, 2, 3, 4, 5, 6] } },
        ],
      }
      expect(input.sections).toHaveLength(2)
      return ok({ message: EXAM_MESSAGES.sectionsSaved, exam })
    })
    const { user } = await openEditor(EXAM, { 'exams.saveSections': saved })
    const first = sectionCard(1)
    expect(first.getByRole('textbox', { name: /Titre de la section 1/ })).toHaveValue(EXAM.title)
    expect(first.getAllByRole('checkbox', { checked: true })).toHaveLength(2)
    fireEvent.change(first.getByRole('textbox', { name: /Titre de la section 1/ }), { target: { value: 'Analyse' } })
    fireEvent.change(first.getByRole('textbox', { name: /Durée/ }), { target: { value: '40' } })

    await user.click(sectionsRegion().getByRole('button', { name: 'Ajouter une section' }))
    const second = sectionCard(2)
    fireEvent.change(second.getByRole('textbox', { name: /Titre de la section 2/ }), { target: { value: 'Probabilités' } })
    await user.selectOptions(second.getByRole('combobox', { name: 'Questions de la section 2' }), 'Tirage au hasard dans la banque')
    fireEvent.change(second.getByRole('textbox', { name: /Nombre de questions tirées/ }), { target: { value: '5' } })
    fireEvent.change(second.getByRole('textbox', { name: /Thème/ }), { target: { value: 'Probabilités' } })
    await user.selectOptions(second.getByRole('combobox', { name: /Difficulté/ }), '3 / 5')
    await user.click(sectionsRegion().getByRole('button', { name: 'Enregistrer les sections' }))
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith({
        id: 5,
        sections: [
          { title: 'Analyse', time_limit_minutes: 40, question_ids: [101, 102] },
          { title: 'Probabilités', time_limit_minutes: 30, draw: { count: 5, topic: 'Probabilités', difficulty: 3 } },
        ],
      }),
    )
    expect(await screen.findByText(EXAM_MESSAGES.sectionsSaved)).toBeInTheDocument()
  })

  it('refuses, before sending, an empty title, a section without questions, a question twice and a draw of 0', async () => {
    const saved = vi.fn(() => ok(null))
    const { user } = await openEditor(EXAM, { 'exams.saveSections': saved })
    await user.clear(sectionCard(1).getByRole('textbox', { name: /Titre de la section 1/ }))
    await user.click(sectionsRegion().getByRole('button', { name: 'Ajouter une section' }))
    // the new section takes the first question again: twice in the paper
    await user.click(sectionCard(2).getAllByRole('checkbox')[0] as HTMLElement)
    await user.click(sectionsRegion().getByRole('button', { name: 'Enregistrer les sections' }))
    expect(await sectionCard(1).findByText(EXAM_MESSAGES.sectionTitleRequired)).toBeInTheDocument()
    expect(sectionsRegion().getByText(EXAM_MESSAGES.sectionQuestionTwice)).toBeInTheDocument()

    await user.click(sectionCard(2).getAllByRole('checkbox')[0] as HTMLElement)
    expect(sectionCard(2).getByText(EXAM_MESSAGES.sectionEmpty)).toBeInTheDocument()
    await user.selectOptions(sectionCard(2).getByRole('combobox', { name: 'Questions de la section 2' }), 'Tirage au hasard dans la banque')
    fireEvent.change(sectionCard(2).getByRole('textbox', { name: /Nombre de questions tirées/ }), { target: { value: '0' } })
    expect(sectionCard(2).getByText(EXAM_MESSAGES.drawCountInvalid)).toBeInTheDocument()
    expect(saved).not.toHaveBeenCalled()
  })

  it('shows the server’s French refusal of a draw larger than its filter, and keeps the draft', async () => {
    const { user } = await openEditor(EXAM, { 'exams.saveSections': () => fail(400, EXAM_MESSAGES.drawTooLarge(12, 4)) })
    const first = sectionCard(1)
    await user.selectOptions(first.getByRole('combobox', { name: 'Questions de la section 1' }), 'Tirage au hasard dans la banque')
    fireEvent.change(first.getByRole('textbox', { name: /Nombre de questions tirées/ }), { target: { value: '12' } })
    await user.click(sectionsRegion().getByRole('button', { name: 'Enregistrer les sections' }))
    expect(await sectionsRegion().findByText(new RegExp(EXAM_MESSAGES.drawTooLarge(12, 4).replace(/[()]/g, '.')))).toBeInTheDocument()
    expect(first.getByRole('textbox', { name: /Nombre de questions tirées/ })).toHaveValue('12')
  })

  it('keeps to six sections', async () => {
    const { user } = await openEditor(EXAM)
    const add = sectionsRegion().getByRole('button', { name: 'Ajouter une section' })
    for (let n = 0; n < 5; n++) await user.click(add)
    expect(screen.getAllByRole('group', { name: /^Section \d$/ })).toHaveLength(6)
    expect(add).toBeDisabled()
  })
})

describe('the export of the questions', () => {
  it('downloads the GIFT file the server writes', async () => {
    const exported = vi.fn(() => ok({ filename: 'concours-5.gift', content_type: 'text/plain; charset=utf-8', encoding: 'utf8', content: '::Q1:: …' }))
    const created = vi.fn(() => 'blob:gift')
    const original = URL.createObjectURL
    URL.createObjectURL = created
    try {
      const { user } = await openEditor(EXAM, { 'exams.export': exported })
      await user.click(screen.getByRole('button', { name: 'Exporter en GIFT' }))
      await waitFor(() => expect(exported).toHaveBeenCalledWith({ id: 5, format: 'gift' }))
      expect(await screen.findByText('Fichier concours-5.gift téléchargé.')).toBeInTheDocument()
      expect(created).toHaveBeenCalledTimes(1)
    } finally {
      URL.createObjectURL = original
    }
  })
})
