import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fail, ok } from '../trpc-mock.ts'
import { makeCourse, renderAdmin } from './fixtures.tsx'

const COURSES = [makeCourse({ id: 7, title: 'Analyse 1' })]
const CSV = 'name,email,phone,level\nAmina,amina@exemple.ma,,Débutant\nYoussef,youssef@exemple.ma,,\nSans email,,,\n'
const REPORT = {
  created: 1,
  existing: 1,
  refused: 1,
  rows: [
    { line: 2, email: 'amina@exemple.ma', status: 'created', reason: null },
    { line: 3, email: 'youssef@exemple.ma', status: 'existing', reason: null },
    { line: 4, email: '', status: 'refused', reason: 'Adresse email invalide' },
  ],
}

async function openImport(importCall: () => ReturnType<typeof ok>) {
  const call = vi.fn(importCall)
  const app = renderAdmin('/admin/students/import', { 'courses.list': () => ok(COURSES), 'students.import': call, 'students.list': () => ok([]), 'accesses.list': () => ok([]) })
  await screen.findByRole('heading', { name: 'Importer des étudiants', level: 1 })
  await screen.findByRole('option', { name: 'Analyse 1' })
  return { ...app, call }
}

describe('/admin/students/import', () => {
  it('offers a CSV template to download', async () => {
    await openImport(() => ok(REPORT))
    const template = screen.getByRole('link', { name: 'Télécharger le modèle CSV' })
    expect(template).toHaveAttribute('download', 'modele-import-etudiants.csv')
    expect(decodeURIComponent(template.getAttribute('href') ?? '')).toContain('name,email,phone,level')
  })

  it('needs a file and a course', async () => {
    const { user, call } = await openImport(() => ok(REPORT))
    await user.click(screen.getByRole('button', { name: 'Importer' }))
    expect(await screen.findByText('Choisissez un fichier CSV.')).toBeInTheDocument()
    expect(screen.getByText('Veuillez choisir un cours')).toBeInTheDocument()
    expect(call).not.toHaveBeenCalled()
  })

  it('sends the file’s text with the access and reports each row', async () => {
    const { user, call } = await openImport(() => ok(REPORT))
    await user.upload(screen.getByLabelText('Fichier CSV'), new File([CSV], 'etudiants.csv', { type: 'text/csv' }))
    await user.selectOptions(screen.getByLabelText(/^Cours/), 'Analyse 1')
    await user.selectOptions(screen.getByLabelText('Type d’accès'), 'trial')
    await user.clear(screen.getByLabelText('Durée (jours)'))
    await user.type(screen.getByLabelText('Durée (jours)'), '0')
    await user.click(screen.getByRole('button', { name: 'Importer' }))

    expect(await screen.findByRole('heading', { name: 'Résultat de l’import' })).toBeInTheDocument()
    expect(call).toHaveBeenCalledWith({ course_id: 7, access_type: 'trial', duration_days: 0, csv: CSV })
    expect(screen.getByText('1 créé, 1 existait déjà, 1 refusé.')).toBeInTheDocument()
    const rows = within(screen.getByRole('table', { name: 'Résultat ligne par ligne' })).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['2', 'amina@exemple.ma', 'Créé', ''],
      ['3', 'youssef@exemple.ma', 'Existait déjà', ''],
      ['4', '-', 'Refusé', 'Adresse email invalide'],
    ])
  })

  it('shows why the server refused the file', async () => {
    const { user } = await openImport(() => fail(400, 'Colonne « email » introuvable (attendu : name,email,phone,level).'))
    await user.upload(screen.getByLabelText('Fichier CSV'), new File(['nom;courriel\n'], 'etudiants.csv', { type: 'text/csv' }))
    await user.selectOptions(screen.getByLabelText(/^Cours/), 'Analyse 1')
    await user.click(screen.getByRole('button', { name: 'Importer' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Colonne « email » introuvable')
  })
})
