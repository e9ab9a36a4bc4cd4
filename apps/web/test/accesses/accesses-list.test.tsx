import { ACCESS_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fail, ok } from '../trpc-mock.ts'
import { frDate, makeAccess, makeCourse, renderAdmin } from '../students/fixtures.tsx'
import { rowMenuItem } from '../row-actions.ts'

const COURSES = [makeCourse({ id: 7, title: 'Analyse 1' }), makeCourse({ id: 8, title: 'Algèbre' })]
const UNLIMITED = makeAccess({ id: 31, course_id: 7, course_title: 'Analyse 1', expires_at: null })
const DATED = makeAccess({
  id: 32,
  course_id: 8,
  course_title: 'Algèbre',
  student_name: 'Youssef Benali',
  student_email: 'youssef@exemple.ma',
  access_type: 'trial',
  is_active: false,
  expires_at: '2030-03-20T12:00:00.000Z',
})

const table = () => screen.getByRole('table', { name: 'Liste des accès' })
const row = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) })

describe('/admin/accesses', () => {
  it('shows student, course, type, expiry or Illimité, and the status', async () => {
    renderAdmin('/admin/accesses', { 'courses.list': () => ok(COURSES), 'accesses.list': () => ok([UNLIMITED, DATED]) })
    await waitFor(() => table())
    const headers = within(table()).getAllByRole('columnheader').map((cell) => cell.textContent)
    expect(headers).toEqual(['Étudiant', 'Cours', 'Type', 'Expiration', 'Statut', 'Actions'])
    expect(within(row('Amina')).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 4)).toEqual(['Analyse 1', 'Standard', 'Illimité', ACCESS_MESSAGES.active])
    expect(within(row('Youssef')).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 4)).toEqual([
      'Algèbre',
      'Essai',
      frDate('2030-03-20T12:00:00.000Z'),
      ACCESS_MESSAGES.inactive,
    ])
    expect(within(row('Youssef')).getByTitle('youssef@exemple.ma')).toHaveTextContent(/^youssef@exemple\.ma$/)
    expect(within(row('Youssef')).getByRole('link', { name: /^Modifier/ })).toHaveAttribute('href', '/admin/accesses/32/edit')
  })

  it('filters by course', async () => {
    const list = vi.fn((input: unknown) => ok((input as { course_id?: number }).course_id === 8 ? [DATED] : [UNLIMITED, DATED]))
    const { user, search } = renderAdmin('/admin/accesses', { 'courses.list': () => ok(COURSES), 'accesses.list': list })
    await waitFor(() => row('Amina'))
    await screen.findByRole('option', { name: 'Algèbre' })
    await user.selectOptions(screen.getByLabelText('Filtrer par cours'), 'Algèbre')
    await waitFor(() => expect(within(table()).queryByRole('row', { name: /Amina/ })).not.toBeInTheDocument())
    expect(list).toHaveBeenLastCalledWith({ course_id: 8, limit: 50, offset: 0 })
    expect(search()).toContain('course_id=8')
    expect(screen.getByRole('link', { name: 'Accorder un accès' })).toHaveAttribute('href', '/admin/accesses/new?course_id=8')
  })

  it('deletes after confirmation', async () => {
    let accesses = [UNLIMITED, DATED]
    const remove = vi.fn(() => {
      accesses = [DATED]
      return ok({ message: ACCESS_MESSAGES.deleted })
    })
    const { user } = renderAdmin('/admin/accesses', { 'courses.list': () => ok(COURSES), 'accesses.list': () => ok(accesses), 'accesses.delete': remove })
    await waitFor(() => row('Amina'))
    await user.click(await rowMenuItem(user, within(row('Amina')), /^Supprimer/))
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer cet accès ?' })
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }))
    expect(await screen.findByText(ACCESS_MESSAGES.deleted)).toBeInTheDocument()
    expect(remove).toHaveBeenCalledWith({ id: 31 })
    await waitFor(() => expect(within(table()).queryByRole('row', { name: /Amina/ })).not.toBeInTheDocument())
  })

  it('says when the list cannot be loaded', async () => {
    renderAdmin('/admin/accesses', { 'courses.list': () => ok(COURSES), 'accesses.list': () => fail(500, 'Erreur') })
    expect(await screen.findByText(ACCESS_MESSAGES.loadError, {}, { timeout: 8000 })).toBeInTheDocument()
  })
})
