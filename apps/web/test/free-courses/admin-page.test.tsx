import type { RouterOutputs } from '@tutorat/api'
import { FREE_COURSE_MESSAGES, MESSAGES } from '@tutorat/contracts'
import { configure, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { expectToast, openAs, openSuperAdminPage } from '../admins/fixtures.ts'
import { server } from '../msw-server.ts'
import { ADMIN } from '../render.tsx'
import { fail, ok } from '../trpc-mock.ts'
import { rowMenuItem } from '../row-actions.ts'

// The pages are lazy chunks: on a busy machine the first one can take more than a second to arrive.
configure({ asyncUtilTimeout: 5000 })

type FreeCourse = RouterOutputs['freeCourses']['adminList'][number]

const ANNALES: FreeCourse = {
  id: 4,
  title: 'Annales du concours ENSA',
  description: null,
  category: 'concours',
  school: 'ENSA',
  level: 'Bac',
  file_url: '/uploads/free-courses/annales.pdf',
  external_url: null,
  is_active: true,
  created_at: '2026-01-05T09:00:00.000Z',
}

/** The wide table (the phone cards show the same rows; jsdom draws both). */
const table = async () => within(await screen.findByRole('table', { name: 'Ressources' }))

const pdf = () => new File(['%PDF-1.4 contenu'], 'serie.pdf', { type: 'application/pdf' })

async function read(request: Request) {
  const form = await request.formData()
  const fields: Record<string, string> = {}
  let file: File | null = null
  form.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value
    else if (key === 'file') file = value
  })
  return { method: request.method, authorization: request.headers.get('authorization'), fields, file: file as File | null }
}

describe('/admin/cours-gratuits', () => {
  it('lists the resources by category with their state', async () => {
    openSuperAdminPage('/admin/cours-gratuits', { 'freeCourses.adminList': () => ok([ANNALES, { ...ANNALES, id: 5, title: 'Série TD 1', category: 'td', is_active: false }]) })
    const concours = within(await screen.findByRole('region', { name: /Préparation aux concours/ }))
    expect(concours.getByRole('heading', { name: ANNALES.title })).toBeInTheDocument()
    const concoursTable = within(concours.getByRole('table'))
    expect(concoursTable.getByText('Active')).toBeInTheDocument()
    expect(concoursTable.getByRole('link', { name: `PDF de « ${ANNALES.title} » (nouvel onglet)` })).toHaveAttribute('target', '_blank')
    expect(within(within(screen.getByRole('region', { name: /Travaux dirigés/ })).getByRole('table')).getByText('Inactive')).toBeInTheDocument()
  })

  it('requires a PDF or a link, then uploads the PDF as form-data', async () => {
    let sent: Awaited<ReturnType<typeof read>> | undefined
    let rows: FreeCourse[] = []
    server.use(
      http.post('*/api/admin/cours-gratuits', async ({ request }) => {
        sent = await read(request)
        const created = { ...ANNALES, id: 8, title: 'Série TD Analyse', category: 'td' as const }
        rows = [created]
        return HttpResponse.json(created, { status: 201 })
      }),
    )
    const { user } = openSuperAdminPage('/admin/cours-gratuits', { 'freeCourses.adminList': () => ok(rows) })
    await user.click(await screen.findByRole('button', { name: 'Nouvelle ressource' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouvelle ressource gratuite' }))
    await user.click(dialog.getByRole('button', { name: 'Ajouter la ressource' }))
    expect(await dialog.findByText(FREE_COURSE_MESSAGES.titleRequired)).toBeInTheDocument()
    expect(dialog.getByText('Choisissez une catégorie')).toBeInTheDocument()

    await user.type(dialog.getByLabelText(/^Titre/), 'Série TD Analyse')
    await user.selectOptions(dialog.getByLabelText(/^Catégorie/), 'td')
    await user.type(dialog.getByLabelText(/^École/), 'FST')
    await user.click(dialog.getByRole('button', { name: 'Ajouter la ressource' }))
    expect(await dialog.findByText(FREE_COURSE_MESSAGES.contentRequired)).toBeInTheDocument()

    await user.upload(dialog.getByLabelText('Fichier PDF'), pdf())
    await user.click(dialog.getByRole('button', { name: 'Ajouter la ressource' }))
    await expectToast(FREE_COURSE_MESSAGES.created)
    expect(sent?.method).toBe('POST')
    expect(sent?.authorization).toBe('Bearer jeton-valide')
    expect(sent?.fields).toEqual({ title: 'Série TD Analyse', description: '', category: 'td', school: 'FST', level: '', external_url: '', is_active: 'true' })
    expect(sent?.file?.type).toBe('application/pdf')
    expect(await screen.findByRole('heading', { name: 'Série TD Analyse' })).toBeInTheDocument()
  })

  it('edits with PUT: a link instead of the PDF', async () => {
    let sent: Awaited<ReturnType<typeof read>> | undefined
    server.use(
      http.put('*/api/admin/cours-gratuits/:id', async ({ request }) => {
        sent = await read(request)
        return HttpResponse.json({ ...ANNALES, file_url: null, external_url: 'https://exemple.ma/annales' })
      }),
    )
    const { user } = openSuperAdminPage('/admin/cours-gratuits', { 'freeCourses.adminList': () => ok([ANNALES]) })
    await user.click((await table()).getByRole('button', { name: `Modifier « ${ANNALES.title} »` }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier la ressource' }))
    expect(dialog.getByLabelText(/^Catégorie/)).toHaveValue('concours')
    await user.click(dialog.getByRole('button', { name: 'Retirer le PDF' }))
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    expect(await dialog.findByText(FREE_COURSE_MESSAGES.contentRequired)).toBeInTheDocument()
    await user.type(dialog.getByLabelText(/^Lien externe/), 'pas une adresse')
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    expect(await dialog.findByText(FREE_COURSE_MESSAGES.urlInvalid)).toBeInTheDocument()

    await user.clear(dialog.getByLabelText(/^Lien externe/))
    await user.type(dialog.getByLabelText(/^Lien externe/), 'https://exemple.ma/annales')
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    await expectToast(FREE_COURSE_MESSAGES.updated)
    expect(sent?.method).toBe('PUT')
    expect(sent?.fields).toMatchObject({ external_url: 'https://exemple.ma/annales', remove_file: 'true', category: 'concours' })
    expect(sent?.file).toBeNull()
  })

  it('deletes after confirmation', async () => {
    let rows = [ANNALES]
    const remove = vi.fn(() => {
      rows = []
      return ok({ message: FREE_COURSE_MESSAGES.deleted })
    })
    const { user } = openSuperAdminPage('/admin/cours-gratuits', { 'freeCourses.adminList': () => ok(rows), 'freeCourses.delete': remove })
    await user.click(await rowMenuItem(user, (await table()).getByRole('row', { name: new RegExp(ANNALES.title) }), `Supprimer « ${ANNALES.title} »`))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer la ressource' }))
    await expectToast(FREE_COURSE_MESSAGES.deleted)
    expect(remove).toHaveBeenCalledWith({ id: 4 })
    expect(await screen.findByRole('heading', { name: 'Aucune ressource gratuite pour l’instant' })).toBeInTheDocument()
  })

  it('is closed to a regular admin', async () => {
    const { pathname } = openAs(ADMIN, '/admin/cours-gratuits', {})
    await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 })
    expect(pathname()).toBe('/admin/dashboard')
    // the dashboard's figures have arrived: its call does not answer into the next test
    expect(await screen.findByText('Aucune activité récente')).toBeInTheDocument()
  })

  it('leaves for the dashboard on a 403', async () => {
    const { pathname } = openSuperAdminPage('/admin/cours-gratuits', { 'freeCourses.adminList': () => fail(403, MESSAGES.superAdminOnly) })
    await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 })
    await waitFor(() => expect(pathname()).toBe('/admin/dashboard'))
    expect(await screen.findByText('Aucune activité récente')).toBeInTheDocument()
  })
})
