import { APPLICATION_STATUS_LABELS, RECRUITMENT_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../msw-server.ts'
import { fail, ok } from '../trpc-mock.ts'
import { type Application, expectToast, makeAdminOffer, makeApplication, renderSuperAdmin } from './fixtures.tsx'
import { rowMenuItem } from '../row-actions.ts'

const DEV = makeAdminOffer({ id: 3, title: 'Développeur web junior', applications_count: 2 })
const STAGE = makeAdminOffer({ id: 5, title: 'Stage data analyst', company: 'Maghreb Conseil', applications_count: 1 })
const YOUSSEF = makeApplication({
  id: 41,
  full_name: 'Youssef Benali',
  phone: '+212 661 23 45 67',
  message: 'Disponible dès juillet.',
  cv_original_name: 'CV Youssef Benali.pdf',
})
const SALMA = makeApplication({ id: 42, full_name: 'Salma Idrissi', status: 'examinee', school: null })
const KARIM = makeApplication({ id: 43, full_name: 'Karim Tazi', job_offer_id: 5, job_offer_title: STAGE.title, company: STAGE.company })
const ALL = [YOUSSEF, SALMA, KARIM]

type ListInput = { job_offer_id?: number; status?: string; search?: string; limit: number; offset: number }

function listOf(applications: Application[]) {
  return vi.fn((raw: unknown) => {
    const input = raw as ListInput
    return ok(applications.filter((row) => (!input.job_offer_id || row.job_offer_id === input.job_offer_id) && (!input.status || row.status === input.status)))
  })
}

// jsdom has no object URLs, and following a link to one is "not implemented": the download stops at the click.
const clicked: { href: string; download: string }[] = []
beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:fichier')
  URL.revokeObjectURL = vi.fn()
})
beforeEach(() => {
  clicked.length = 0
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download })
  })
})

async function openPage(path = '/admin/applications', procedures: Parameters<typeof renderSuperAdmin>[1] = {}) {
  const list = listOf(ALL)
  const app = renderSuperAdmin(path, { 'recruitment.adminList': () => ok([DEV, STAGE]), 'applications.list': list, ...procedures })
  await screen.findByRole('heading', { name: 'Candidatures', level: 1 })
  return { ...app, list }
}

/** The wide table (the phone cards show the same rows; jsdom draws both). */
const table = async () => within(await screen.findByRole('table', { name: 'Candidatures' }))
const row = async (name: string) => {
  const header = (await table()).getByRole('rowheader', { name: new RegExp(name) })
  return within(header.closest('tr') as HTMLElement)
}

describe('/admin/applications', () => {
  it('lists the applications with their offer, contact, school, date and status', async () => {
    const { list } = await openPage()
    const youssef = await row(YOUSSEF.full_name)
    expect(youssef.getByRole('link', { name: 'youssef@exemple.ma' })).toHaveAttribute('href', 'mailto:youssef@exemple.ma')
    expect(youssef.getByRole('link', { name: '+212 661 23 45 67' })).toHaveAttribute('href', 'tel:+212661234567')
    expect(youssef.getByText('Développeur web junior')).toBeInTheDocument()
    expect(youssef.getByText('ENSA Tanger')).toBeInTheDocument()
    expect(youssef.getByText('01/02/2026')).toBeInTheDocument()
    expect(youssef.getByText('Disponible dès juillet.')).toBeInTheDocument()
    expect(youssef.getByRole('combobox', { name: `Statut de la candidature de ${YOUSSEF.full_name}` })).toHaveValue('en_attente')
    expect((await row(SALMA.full_name)).getByText('-')).toBeInTheDocument()
    expect(screen.getByText('3 candidatures')).toBeInTheDocument()
    // the phone cards show the status as a badge too
    const cards = within(screen.getByRole('list', { name: 'Candidatures' }))
    expect(cards.getByText(APPLICATION_STATUS_LABELS.examinee, { selector: 'span' })).toBeInTheDocument()
    expect(list).toHaveBeenCalledWith({ limit: 50, offset: 0 })
  })

  it('filters by offer (from the URL) and by status, both kept in the URL', async () => {
    const { list, user, search } = await openPage('/admin/applications?offer=3')
    await row(YOUSSEF.full_name)
    expect((await table()).queryByRole('rowheader', { name: /Karim Tazi/ })).not.toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Filtrer par offre' })).toHaveValue('3')
    expect(list).toHaveBeenCalledWith({ job_offer_id: 3, limit: 50, offset: 0 })

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'examinee')
    await waitFor(async () => expect((await table()).queryByRole('rowheader', { name: /Youssef/ })).not.toBeInTheDocument())
    expect(search().get('status')).toBe('examinee')
    expect(list).toHaveBeenLastCalledWith({ job_offer_id: 3, status: 'examinee', limit: 50, offset: 0 })

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par offre' }), '5')
    expect(await screen.findByRole('heading', { name: 'Aucune candidature ne correspond à ces filtres' })).toBeInTheDocument()
    expect(search().get('offer')).toBe('5')
    await user.click(screen.getByRole('link', { name: 'Effacer les filtres' }))
    await row(KARIM.full_name)
    expect(search().toString()).toBe('')
  })

  it('changes an application’s status', async () => {
    let rows = ALL
    const update = vi.fn((input: unknown) => {
      const { id, status } = input as { id: number; status: Application['status'] }
      rows = rows.map((row) => (row.id === id ? { ...row, status } : row))
      return ok(rows.find((row) => row.id === id))
    })
    const { user } = await openPage('/admin/applications', {
      'applications.update': update,
      'applications.list': () => ok(rows),
      'recruitment.stats': () => ok(null),
    })
    const select = (await row(YOUSSEF.full_name)).getByRole('combobox', { name: `Statut de la candidature de ${YOUSSEF.full_name}` })
    await user.selectOptions(select, 'acceptee')
    expect(select).toHaveValue('acceptee')
    await expectToast(RECRUITMENT_MESSAGES.applicationUpdated)
    expect(update).toHaveBeenCalledWith({ id: 41, status: 'acceptee' })
    // the list is read again (a status filter may no longer match), and agrees
    await waitFor(() => expect(select).toHaveValue('acceptee'))
  })

  it('puts the status back and says so when the change is refused', async () => {
    let refused = false
    const list = vi.fn(() => ok(ALL))
    const { user } = await openPage('/admin/applications', {
      'applications.list': list,
      'applications.update': () => {
        refused = true
        return fail(404, RECRUITMENT_MESSAGES.applicationNotFound)
      },
      'recruitment.stats': () => ok(null),
    })
    const select = (await row(YOUSSEF.full_name)).getByRole('combobox', { name: `Statut de la candidature de ${YOUSSEF.full_name}` })
    await user.selectOptions(select, 'refusee')
    await expectToast(`Erreur lors de la modification du statut : ${RECRUITMENT_MESSAGES.applicationNotFound}`)
    expect(refused).toBe(true)
    await waitFor(() => expect(select).toHaveValue('en_attente'))
  })

  it('downloads a CV with the admin token, under its original name', async () => {
    let authorization: string | null = null
    server.use(
      http.get('*/api/admin/applications/41/cv', ({ request }) => {
        authorization = request.headers.get('authorization')
        return new HttpResponse('%PDF-1.4', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="CV Youssef Benali.pdf"; filename*=UTF-8''CV%20Youssef%20Benali.pdf`,
          },
        })
      }),
    )
    const { user } = await openPage()
    await user.click(await rowMenuItem(user, await row(YOUSSEF.full_name), `Télécharger le CV de ${YOUSSEF.full_name}`))
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:fichier', download: 'CV Youssef Benali.pdf' }]))
    expect(authorization).toBe('Bearer jeton-admin')
  })

  it('shows a PDF CV in a dialog, fetched with the token, and a Word CV only for download', async () => {
    let authorization: string | null = null
    server.use(
      http.get('*/api/admin/applications/41/cv', ({ request }) => {
        authorization = request.headers.get('authorization')
        return new HttpResponse('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } })
      }),
    )
    const word = makeApplication({ id: 44, full_name: 'Nora Alami', cv_mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', cv_original_name: 'cv.docx' })
    const { user } = await openPage('/admin/applications', { 'applications.list': listOf([YOUSSEF, word]) })
    await user.click((await row(YOUSSEF.full_name)).getByRole('button', { name: `Voir le CV de ${YOUSSEF.full_name}` }))
    const dialog = within(await screen.findByRole('dialog', { name: `CV de ${YOUSSEF.full_name}` }))
    expect(await dialog.findByTitle(`CV de ${YOUSSEF.full_name} (CV Youssef Benali.pdf)`)).toHaveAttribute('src', 'blob:fichier')
    expect(dialog.getByRole('link', { name: 'Télécharger le CV' })).toHaveAttribute('download', 'CV Youssef Benali.pdf')
    expect(authorization).toBe('Bearer jeton-admin')
    await user.click(dialog.getByRole('button', { name: 'Fermer' }))

    const nora = await row('Nora Alami')
    expect(nora.queryByRole('button', { name: /^Voir le CV/ })).not.toBeInTheDocument()
    expect(nora.getByRole('button', { name: 'Télécharger le CV de Nora Alami' })).toHaveTextContent('Télécharger le CV')
  })

  it('flags a person who applied more than once, and never breaks an email inside a word', async () => {
    const again = makeApplication({ id: 45, full_name: 'Hamza Berrada', email: 'hamza.berrada.candidat.tres.long@exemple-universite.ma', other_applications: 2 })
    await openPage('/admin/applications', { 'applications.list': listOf([again, SALMA]) })
    expect((await row('Hamza Berrada')).getByText('A déjà postulé (2)')).toBeInTheDocument()
    expect((await row(SALMA.full_name)).queryByText(/A déjà postulé/)).not.toBeInTheDocument()
    const email = (await row('Hamza Berrada')).getByRole('link', { name: again.email })
    expect(email).toHaveAttribute('title', again.email)
    expect([...email.querySelectorAll('span.truncate')].map((part) => part.textContent)).toEqual(['hamza.berrada.candidat.tres.long', '@exemple-universite.ma'])
    const card = within(screen.getByRole('list', { name: 'Candidatures' })).getByRole('article', { name: 'Hamza Berrada' })
    expect(within(card).getByText('A déjà postulé (2)')).toBeInTheDocument()
  })

  it('says the CV could not be downloaded (SPEC §8), with the server’s reason', async () => {
    server.use(http.get('*/api/admin/applications/41/cv', () => HttpResponse.json({ detail: RECRUITMENT_MESSAGES.cvFileMissing }, { status: 404 })))
    const { user } = await openPage()
    await user.click(await rowMenuItem(user, await row(YOUSSEF.full_name), `Télécharger le CV de ${YOUSSEF.full_name}`))
    await expectToast(RECRUITMENT_MESSAGES.cvDownloadError)
    await expectToast(RECRUITMENT_MESSAGES.cvFileMissing)
    expect(clicked).toEqual([])
  })

  it('exports the CSV of the chosen offer', async () => {
    const requested: URL[] = []
    server.use(
      http.get('*/api/admin/applications/export', ({ request }) => {
        requested.push(new URL(request.url))
        return new HttpResponse('\uFEFFN°;Nom complet\r\n41;Youssef Benali\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="candidatures-offre-3-2026-02-01.csv"' },
        })
      }),
    )
    const { user } = await openPage('/admin/applications?offer=3')
    await row(YOUSSEF.full_name)
    await user.click(screen.getByRole('button', { name: 'Exporter la sélection (CSV)' }))
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:fichier', download: 'candidatures-offre-3-2026-02-01.csv' }]))
    expect(requested).toHaveLength(1)
    expect(requested[0]?.pathname).toBe('/api/admin/applications/export')
    expect(requested[0]?.searchParams.get('job_offer_id')).toBe('3')
    await expectToast('Export CSV téléchargé')
  })

  it('exports every application when no offer is chosen', async () => {
    const requested: URL[] = []
    server.use(
      http.get('*/api/admin/applications/export', ({ request }) => {
        requested.push(new URL(request.url))
        return new HttpResponse('\uFEFF', { headers: { 'content-type': 'text/csv; charset=utf-8' } })
      }),
    )
    const { user } = await openPage()
    await row(YOUSSEF.full_name)
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }))
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:fichier', download: 'candidatures.csv' }]))
    expect(requested[0]?.search).toBe('?job_offer_id=')
  })

  it('says the export failed (SPEC §8)', async () => {
    server.use(http.get('*/api/admin/applications/export', () => new HttpResponse(null, { status: 500 })))
    const { user } = await openPage()
    await row(YOUSSEF.full_name)
    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }))
    await expectToast(RECRUITMENT_MESSAGES.exportError)
    expect(clicked).toEqual([])
  })

  it('deletes an application after confirmation', async () => {
    const remove = vi.fn(() => ok({ message: RECRUITMENT_MESSAGES.applicationDeleted }))
    const { user } = await openPage('/admin/applications', {
      'applications.delete': remove,
      'recruitment.stats': () => ok(null),
    })
    await user.click(await rowMenuItem(user, (await row(SALMA.full_name)), `Supprimer la candidature de ${SALMA.full_name}`))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Supprimer cette candidature ?' }))
    expect(dialog.getByText(/et son CV seront supprimés définitivement/)).toHaveTextContent(`La candidature de ${SALMA.full_name} pour « ${SALMA.job_offer_title} »`)
    await user.click(dialog.getByRole('button', { name: 'Supprimer la candidature' }))
    await expectToast(RECRUITMENT_MESSAGES.applicationDeleted)
    expect(remove).toHaveBeenCalledWith({ id: 42 })
  })

  it('says when there is no application yet', async () => {
    await openPage('/admin/applications', { 'applications.list': () => ok([]) })
    expect(await screen.findByRole('heading', { name: 'Aucune candidature pour le moment' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Gérer les offres' })).toHaveAttribute('href', '/admin/recruitment')
  })
})
