import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fail, ok } from '../trpc-mock.ts'
import { makeCourse, renderAdmin } from './fixtures.tsx'

const COURSES = [makeCourse({ id: 7, title: 'Analyse 1' })]
const CSV = 'nom;email;téléphone;niveau\nAmina;amina@exemple.ma;;avancé\nYoussef;youssef@exemple.ma;;S2\nSans email;;;\n'
const PREVIEW = {
  new: 1,
  existing: 1,
  refused: 1,
  rows: [
    { line: 2, name: 'Amina', email: 'amina@exemple.ma', status: 'new', errors: [], access: 'granted' },
    { line: 3, name: 'Youssef', email: 'youssef@exemple.ma', status: 'existing', errors: [], access: 'extended' },
    { line: 4, name: 'Sans email', email: '', status: 'refused', errors: ['L’email est requis'], access: null },
  ],
}
const REPORT = {
  created: 1,
  existing: 1,
  refused: 1,
  rows: [
    { line: 2, email: 'amina@exemple.ma', status: 'created', reason: null, access: 'granted' },
    { line: 3, email: 'youssef@exemple.ma', status: 'existing', reason: null, access: 'extended' },
    { line: 4, email: '', status: 'refused', reason: 'L’email est requis', access: null },
  ],
}

async function openImport(previewCall: () => ReturnType<typeof ok> = () => ok(PREVIEW)) {
  const preview = vi.fn(previewCall)
  const call = vi.fn(() => ok(REPORT))
  const app = renderAdmin('/admin/students/import', {
    'courses.list': () => ok(COURSES),
    'students.importPreview': preview,
    'students.import': call,
    'students.list': () => ok([]),
    'accesses.list': () => ok([]),
  })
  await screen.findByRole('heading', { name: 'Importer des étudiants', level: 1 })
  await screen.findByRole('option', { name: 'Analyse 1' })
  return { ...app, call, preview }
}

// the copy's narrow no-break spaces (« cours : ») read as plain ones
const cells = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => [...row.children].map((cell) => cell.textContent?.replace(/\s+/g, ' ')))

describe('/admin/students/import', () => {
  it('offers a CSV template with the French headers', async () => {
    await openImport()
    const template = screen.getByRole('link', { name: 'Télécharger le modèle CSV' })
    expect(template).toHaveAttribute('download', 'modele-import-etudiants.csv')
    expect(decodeURIComponent(template.getAttribute('href') ?? '')).toContain('nom;email;téléphone;école;niveau')
  })

  it('needs a file and a course', async () => {
    const { user, preview } = await openImport()
    await user.click(screen.getByRole('button', { name: 'Vérifier le fichier' }))
    expect(await screen.findByText('Choisissez un fichier CSV.')).toBeInTheDocument()
    expect(screen.getByText('Veuillez choisir un cours')).toBeInTheDocument()
    expect(preview).not.toHaveBeenCalled()
  })

  it('shows the preview line by line, imports only on « Importer N étudiants », then says what was done', async () => {
    const { user, call, preview } = await openImport()
    await user.upload(screen.getByLabelText('Fichier CSV'), new File([CSV], 'etudiants.csv', { type: 'text/csv' }))
    await user.selectOptions(screen.getByLabelText(/^Cours/), 'Analyse 1')
    await user.selectOptions(screen.getByLabelText('Type d’accès'), 'trial')
    await user.clear(screen.getByLabelText('Durée (jours)'))
    await user.type(screen.getByLabelText('Durée (jours)'), '0')
    await user.click(screen.getByRole('button', { name: 'Vérifier le fichier' }))

    const request = { course_id: 7, access_type: 'trial', duration_days: 0, csv: CSV }
    expect(await screen.findByRole('heading', { name: 'Vérification du fichier' })).toBeInTheDocument()
    expect(preview).toHaveBeenCalledWith(request)
    expect(call).not.toHaveBeenCalled()
    expect(cells(screen.getByRole('table', { name: 'Vérification ligne par ligne' }))).toEqual([
      ['2', 'Amina', 'amina@exemple.ma', 'Nouveau', 'Accès accordé'],
      ['3', 'Youssef', 'youssef@exemple.ma', 'Déjà inscrit', 'A déjà accès à ce cours : accès prolongé'],
      ['4', 'Sans email', '-', 'Erreur', 'L’email est requis'],
    ])

    await user.click(screen.getByRole('button', { name: 'Importer 2 étudiants' }))
    expect(await screen.findByRole('heading', { name: 'Résultat de l’import' })).toBeInTheDocument()
    expect(call).toHaveBeenCalledExactlyOnceWith(request)
    expect(cells(screen.getByRole('table', { name: 'Résultat ligne par ligne' }))).toEqual([
      ['2', 'amina@exemple.ma', 'Créé', 'Accès accordé'],
      ['3', 'youssef@exemple.ma', 'Existait déjà', 'Avait déjà accès à ce cours : accès prolongé'],
      ['4', '-', 'Refusé', 'L’email est requis'],
    ])
  })

  it('forgets the preview when the file or the access changes', async () => {
    const { user, call } = await openImport()
    await user.upload(screen.getByLabelText('Fichier CSV'), new File([CSV], 'etudiants.csv', { type: 'text/csv' }))
    await user.selectOptions(screen.getByLabelText(/^Cours/), 'Analyse 1')
    await user.click(screen.getByRole('button', { name: 'Vérifier le fichier' }))
    expect(await screen.findByRole('button', { name: 'Importer 2 étudiants' })).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Type d’accès'), 'trial')
    expect(screen.queryByRole('button', { name: 'Importer 2 étudiants' })).not.toBeInTheDocument()
    expect(call).not.toHaveBeenCalled()
  })

  it('shows why the server refused the file', async () => {
    const { user } = await openImport(() => fail(400, 'Colonne «\u202femail\u202f» introuvable (attendu\u202f: nom, email, téléphone, école, niveau).'))
    await user.upload(screen.getByLabelText('Fichier CSV'), new File(['a;b\n'], 'etudiants.csv', { type: 'text/csv' }))
    await user.selectOptions(screen.getByLabelText(/^Cours/), 'Analyse 1')
    await user.click(screen.getByRole('button', { name: 'Vérifier le fichier' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Colonne « email » introuvable')
  })
})
