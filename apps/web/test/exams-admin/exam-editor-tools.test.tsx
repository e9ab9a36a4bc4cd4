import { EXAM_MESSAGES, type QuestionInput } from '@tutorat/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { expectToast } from '../admins/fixtures.ts'
import { networkSettled, server } from '../msw-server.ts'
import { fail, ok } from '../trpc-mock.ts'
import { makeExam, openEditor, openExamsPage, preview, questionCard } from './fixtures.ts'

const EXAM = makeExam({ id: 5, title: 'Quiz : limites' })

const IMPORTED: QuestionInput[] = [
  { type: 'single', statement: 'Combien vaut $2^{10}$ ?', options: ['512', '1024'], correct: [1], value: null, tolerance: 0, points: 1, explanation: '$2^{10} = 1024$', image: null, weights: null, topic: null },
  { type: 'numeric', statement: 'Valeur de $\\pi$ ?', options: [], correct: [], value: 3.14, tolerance: 0.01, points: 2, explanation: '', image: null, weights: null, topic: null },
]
const CSV = 'type;enonce;a;b;reponse\nchoix;Combien vaut $2^{10}$ ?;512;1024;B'

describe('/admin/exams/$id: importing a CSV series', () => {
  async function openImport(importCsv = vi.fn(() => ok({ questions: IMPORTED }))) {
    const save = vi.fn((input: unknown) => ok({ message: EXAM_MESSAGES.questionsSaved, exam: EXAM, input }))
    const app = await openEditor(EXAM, { 'exams.importCsv': importCsv, 'exams.saveQuestions': save })
    await app.user.click(screen.getByRole('button', { name: 'Importer un CSV' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Importer des questions depuis un CSV' }))
    return { ...app, dialog, importCsv, save }
  }

  it('reads the pasted series on the server and appends it to the list, to be saved', async () => {
    const { user, dialog, importCsv, save } = await openImport()
    expect(dialog.getByText('type;enonce;a;b;c;d;reponse;points;explication;tolerance')).toBeInTheDocument()
    await user.click(dialog.getByRole('textbox', { name: 'Contenu du CSV' }))
    await user.paste(CSV)
    await user.click(dialog.getByRole('button', { name: 'Lire le CSV' }))
    expect(await dialog.findByText('2 questions lues : vérifiez-les dans l’éditeur après l’ajout.')).toBeInTheDocument()
    expect(importCsv).toHaveBeenCalledExactlyOnceWith({ csv: CSV })

    await user.click(dialog.getByRole('button', { name: 'Ajouter à la liste (2 questions)' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('heading', { name: 'Questions (4)' })).toBeInTheDocument()
    expect(questionCard(3).getByRole('textbox', { name: /^Énoncé/ })).toHaveValue('Combien vaut $2^{10}$ ?')
    expect(questionCard(3).getByRole('radio', { name: 'Option B : bonne réponse' })).toBeChecked()
    expect(questionCard(4).getByRole('textbox', { name: /^Valeur attendue/ })).toHaveValue('3,14')
    expect(preview(3).querySelector('.katex')).not.toBeNull()
    // appended, not saved
    expect(save).not.toHaveBeenCalled()
    expect(screen.getByText('Modifications non enregistrées.')).toBeInTheDocument()
  })

  it('reads a .csv file into the box', async () => {
    const { user, dialog } = await openImport()
    await user.upload(dialog.getByLabelText('Choisir un fichier .csv'), new File([CSV], 'serie.csv', { type: 'text/csv' }))
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Contenu du CSV' })).toHaveValue(CSV))
  })

  it('shows the server’s refusal with its line, and adds nothing', async () => {
    const refusal = EXAM_MESSAGES.csvLine(3, EXAM_MESSAGES.csvType)
    const { user, dialog } = await openImport(vi.fn(() => fail(400, refusal)))
    await user.click(dialog.getByRole('textbox', { name: 'Contenu du CSV' }))
    await user.paste(CSV)
    await user.click(dialog.getByRole('button', { name: 'Lire le CSV' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent('Ligne 3 : type inconnu (choix, multiple ou numerique).')
    expect(dialog.queryByRole('button', { name: /^Ajouter à la liste/ })).not.toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Annuler' }))
    expect(screen.getByRole('heading', { name: 'Questions (2)' })).toBeInTheDocument()
  })
})

describe('/admin/exams/$id: a question’s figure', () => {
  it('is uploaded at once, shown in the preview and saved with the question', async () => {
    const image = { key: 'exams/figure-1.png', width: 800, height: 600, variant_widths: [320, 640] }
    const uploads = vi.fn()
    server.use(
      http.post('*/api/admin/exams/5/figures', async ({ request }) => {
        const body = await request.formData()
        const file = body.get('file')
        uploads(request.headers.get('authorization'), file instanceof File ? file.name : null)
        return HttpResponse.json({ image, url: '/uploads/exams/figure-1.png' })
      }),
    )
    const save = vi.fn((input: unknown) => ok({ message: EXAM_MESSAGES.questionsSaved, exam: EXAM, input }))
    const { user } = await openEditor(EXAM, { 'exams.saveQuestions': save })
    await user.upload(questionCard(1).getByLabelText('Ajouter une figure'), new File([new Uint8Array([137, 80, 78, 71])], 'cercle.png', { type: 'image/png' }))
    const figure = await within(preview(1)).findByRole('img', { name: 'Figure de la question 1' })
    expect(figure).toHaveAttribute('src', '/uploads/exams/figure-1.png')
    expect(uploads).toHaveBeenCalledExactlyOnceWith('Bearer jeton-valide', 'cercle.png')

    await user.click(screen.getByRole('button', { name: 'Enregistrer les questions' }))
    await expectToast(EXAM_MESSAGES.questionsSaved)
    expect((save.mock.calls[0]?.[0] as { questions: { image: unknown }[] }).questions[0]?.image).toEqual(image)
    await networkSettled()
  })

  it('refuses a file that is not a picture before sending it', async () => {
    await openEditor(EXAM)
    // a browser's picker may still offer « Tous les fichiers »: the choice is checked anyway
    fireEvent.change(questionCard(1).getByLabelText('Ajouter une figure'), { target: { files: [new File(['%PDF'], 'cours.pdf', { type: 'application/pdf' })] } })
    expect(await questionCard(1).findByRole('alert')).toHaveTextContent('Image refusée : formats acceptés JPG, PNG, GIF ou WebP.')
  })
})

describe('/admin/exams/$id: settings, publication, deletion', () => {
  it('saves the settings, the course and « public » being one choice', async () => {
    const update = vi.fn((input: unknown) => ok({ message: EXAM_MESSAGES.updated, exam: { ...EXAM, ...(input as object) } }))
    const { user } = await openEditor(EXAM, { 'exams.update': update })
    const settings = within(screen.getByRole('form', { name: 'Réglages' }))
    expect(settings.getByRole('combobox', { name: /^Ouvert à/ })).toHaveValue('5')
    expect(settings.getByLabelText(/^Ouverture/)).toHaveValue('2026-12-05T18:30')
    await user.selectOptions(settings.getByRole('combobox', { name: /^Ouvert à/ }), 'public')
    await user.clear(settings.getByLabelText(/^Clôture/))
    await user.click(settings.getByRole('button', { name: 'Enregistrer les réglages' }))
    await expectToast(EXAM_MESSAGES.updated)
    expect(update).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: 5, course_id: null, is_public: true, opens_at_local: '2026-12-05T18:30', closes_at_local: null }))
    expect(update.mock.calls[0]?.[0]).not.toHaveProperty('published')
    await networkSettled()
  })

  it('shows the server’s refusal to publish an exam without questions', async () => {
    const empty = makeExam({ id: 5, title: 'Quiz : limites', questions: [] })
    const update = vi.fn(() => fail(400, EXAM_MESSAGES.publishWithoutQuestions))
    const { user } = await openEditor(empty, { 'exams.update': update })
    const toggle = screen.getByRole('switch', { name: 'Publié' })
    expect(toggle).not.toBeChecked()
    await user.click(toggle)
    expect(await screen.findByText(`Erreur lors de l’enregistrement du concours : ${EXAM_MESSAGES.publishWithoutQuestions}`)).toBeInTheDocument()
    expect(update).toHaveBeenCalledExactlyOnceWith({ id: 5, published: true })
    expect(toggle).not.toBeChecked()
  })

  it('publishes an exam that has questions', async () => {
    const update = vi.fn(() => ok({ message: EXAM_MESSAGES.updated, exam: { ...EXAM, published: true } }))
    const { user } = await openEditor(EXAM, { 'exams.update': update })
    await user.click(screen.getByRole('switch', { name: 'Publié' }))
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Publié' })).toBeChecked())
    await networkSettled()
  })

  it('refuses to delete an exam with copies and suggests unpublishing it', async () => {
    const taken = makeExam({ id: 5, title: 'Quiz : limites', attempt_count: 2 })
    const remove = vi.fn(() => fail(409, EXAM_MESSAGES.deleteWithAttempts))
    const { user, pathname } = await openEditor(taken, { 'exams.delete': remove })
    await user.click(screen.getByRole('button', { name: 'Supprimer' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Supprimer ce concours ?' }))
    expect(dialog.getByText(/Dépubliez-le plutôt/)).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Supprimer le concours' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent(`Erreur lors de la suppression du concours : ${EXAM_MESSAGES.deleteWithAttempts}`)
    expect(pathname()).toBe('/admin/exams/5')
  })

  it('deletes an exam without copies and goes back to the list, even with unsaved changes', async () => {
    const remove = vi.fn(() => ok({ message: EXAM_MESSAGES.deleted }))
    const { user, pathname } = await openEditor(EXAM, { 'exams.delete': remove, 'exams.list': () => ok({ items: [], total: 0 }) })
    await user.type(questionCard(1).getByRole('textbox', { name: /^Explication/ }), ' Voir le cours.')
    await user.click(screen.getByRole('button', { name: 'Supprimer' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer le concours' }))
    await expectToast(EXAM_MESSAGES.deleted)
    await waitFor(() => expect(pathname()).toBe('/admin/exams'))
    expect(await screen.findByRole('heading', { name: 'Aucun concours pour l’instant' })).toBeInTheDocument()
    expect(remove).toHaveBeenCalledExactlyOnceWith({ id: 5 })
  })

  it('asks before leaving with unsaved changes', async () => {
    const { user, pathname } = await openEditor(EXAM, { 'exams.list': () => ok({ items: [], total: 0 }) })
    await user.type(questionCard(2).getByRole('textbox', { name: /^Énoncé/ }), ' (arrondir)')
    await user.click(screen.getAllByRole('link', { name: 'Retour aux concours' })[0] as HTMLElement)
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Quitter sans enregistrer ?' }))
    await user.click(dialog.getByRole('button', { name: 'Annuler' }))
    expect(pathname()).toBe('/admin/exams/5')
    expect(questionCard(2).getByRole('textbox', { name: /^Énoncé/ })).toHaveValue('Dérivée de $x^3$ en $x = 1$ ? (arrondir)')

    await user.click(screen.getAllByRole('link', { name: 'Retour aux concours' })[0] as HTMLElement)
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Quitter sans enregistrer' }))
    await waitFor(() => expect(pathname()).toBe('/admin/exams'))
    await screen.findByRole('heading', { name: 'Aucun concours pour l’instant' })
  })

  it('says « Concours introuvable. » for another admin’s exam or a made-up id', async () => {
    const get = vi.fn(() => fail(404, EXAM_MESSAGES.notFound))
    openExamsPage('/admin/exams/77', { 'exams.get': get })
    expect(await screen.findByText(EXAM_MESSAGES.notFound)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Retour aux concours' })).toHaveAttribute('href', '/admin/exams')
    expect(get).toHaveBeenCalledTimes(1)
  })
})
