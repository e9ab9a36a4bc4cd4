import { dirhams, PAYMENT_STATUS_LABELS } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { expectToast, openAs } from '../admins/fixtures.ts'
import { server } from '../msw-server.ts'
import { ADMIN } from '../render.tsx'
import { ok } from '../trpc-mock.ts'
import { captureDownloads, makePayment, openPayments, row, STATS } from './fixtures.ts'

const AMINA = makePayment({ id: 7, reference: 'TM-7K3Q9P' })
const YOUSSEF = makePayment({
  id: 8,
  reference: 'TM-AB12CD',
  status: 'validee',
  announcement_id: 4,
  formation_title: 'Physique-Chimie 2e Bac',
  student_name: 'Youssef Benali',
  student_email: 'youssef@exemple.ma',
  student_phone: null,
  amount_mad: 900,
})
const ROWS = [AMINA, YOUSSEF]

let clicked: ReturnType<typeof captureDownloads> = []
beforeEach(() => {
  clicked = captureDownloads()
})

describe('/admin/payments: the list', () => {
  it('sends a regular admin back to the dashboard, before asking for anything', async () => {
    const list = vi.fn(() => ok({ items: [], total: 0 }))
    const { pathname } = openAs(ADMIN, '/admin/payments', { 'payments.list': list })
    await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 })
    expect(pathname()).toBe('/admin/dashboard')
    expect(list).not.toHaveBeenCalled()
    expect(screen.queryByRole('link', { name: 'Paiements' })).not.toBeInTheDocument()
  })

  it('shows the month’s revenue and the two piles waiting', async () => {
    await openPayments('/admin/payments', ROWS)
    const figures = within(await screen.findByRole('region', { name: 'Chiffres des paiements' }))
    expect(await figures.findByText(dirhams(STATS.month_revenue_mad))).toBeInTheDocument()
    expect(figures.getByText('3 paiements validés')).toBeInTheDocument()
    expect(figures.getByRole('link', { name: /Preuves à vérifier\s*2/ })).toHaveAttribute('href', '/admin/payments?status=preuve_envoyee')
    expect(figures.getByRole('link', { name: /En attente de virement\s*4/ })).toHaveAttribute('href', '/admin/payments?status=en_attente')
  })

  it('folds the figures and the filters behind one « Filtres » button on phones, saying how many are set (issue 29)', async () => {
    const { user } = await openPayments('/admin/payments?status=preuve_envoyee&search=TM-7K', ROWS)
    const toggle = await screen.findByRole('button', { name: 'Filtres (2)' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    // the folded part holds the figures and the filters; CSS shows it from `md` whatever the button says
    const folded = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(folded).toContainElement(screen.getByRole('region', { name: 'Chiffres des paiements' }))
    expect(folded).toContainElement(screen.getByRole('search', { name: 'Filtrer les paiements' }))
    expect(folded).toHaveClass('hidden', 'md:block')
    // the list is outside: on a phone it is the first thing under the button
    expect(folded).not.toContainElement(await screen.findByRole('table', { name: 'Paiements' }))

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(folded).not.toHaveClass('hidden')
    await screen.findByRole('table', { name: 'Paiements' })
  })

  it('lists each request with its student, contact, formation, amount, status and date', async () => {
    const { list } = await openPayments('/admin/payments', ROWS)
    const amina = await row(AMINA.reference)
    expect(amina.getByText('Amina El Idrissi')).toBeInTheDocument()
    expect(amina.getByRole('link', { name: 'amina@exemple.ma' })).toHaveAttribute('href', 'mailto:amina@exemple.ma')
    expect(amina.getByRole('link', { name: '+212612345678' })).toHaveAttribute('href', 'tel:+212612345678')
    const whatsapp = amina.getByRole('link', { name: 'Écrire à Amina El Idrissi sur WhatsApp (nouvel onglet)' })
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/212612345678\?text=/)
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain('TM-7K3Q9P')
    expect(amina.getByText(AMINA.formation_title)).toBeInTheDocument()
    expect(amina.getByText(dirhams(1200))).toBeInTheDocument()
    expect(amina.getByText(PAYMENT_STATUS_LABELS.preuve_envoyee)).toBeInTheDocument()
    expect(amina.getByText('01/03/2026')).toBeInTheDocument()
    expect(amina.getByRole('link', { name: 'Examiner la demande TM-7K3Q9P (Amina El Idrissi)' })).toHaveAttribute('href', '/admin/payments?id=7')
    // a decided request is opened to be read, and a student without a phone has no WhatsApp link
    const youssef = await row(YOUSSEF.reference)
    expect(youssef.getByRole('link', { name: 'Voir la demande TM-AB12CD (Youssef Benali)' })).toBeInTheDocument()
    expect(youssef.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument()
    expect(screen.getByText('2 demandes')).toBeInTheDocument()
    expect(list).toHaveBeenCalledExactlyOnceWith({ limit: 50, offset: 0 })
    // the phone cards carry the same rows
    expect(within(screen.getByRole('list', { name: 'Paiements' })).getByRole('article', { name: 'TM-AB12CD' })).toBeInTheDocument()
  })

  it('puts the filters in the URL and in the call, back to the first page', async () => {
    const { user, list, search } = await openPayments('/admin/payments?page=1', ROWS)
    await waitFor(() => expect(list).toHaveBeenCalledWith({ limit: 50, offset: 50 }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'preuve_envoyee')
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ limit: 50, offset: 0, status: 'preuve_envoyee' }))
    expect(search().get('status')).toBe('preuve_envoyee')
    expect(search().get('page')).toBeNull()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par formation' }), '3')
    await user.type(screen.getByLabelText('Créées à partir du'), '2026-03-01')
    await user.type(screen.getByLabelText('Créées jusqu’au'), '2026-03-31')
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un paiement (référence, nom ou e-mail)' }), '  TM-7K3 ')
    const all = { limit: 50, offset: 0, status: 'preuve_envoyee', announcement_id: 3, from: '2026-03-01', to: '2026-03-31', search: 'TM-7K3' }
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(all))
    expect(Object.fromEntries(search())).toEqual({ status: 'preuve_envoyee', announcement_id: '3', from: '2026-03-01', to: '2026-03-31', search: 'TM-7K3' })
    await row(AMINA.reference)

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrer par statut' }), 'refusee')
    expect(await screen.findByRole('heading', { name: 'Aucun paiement ne correspond à ces filtres' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }))
    await row(YOUSSEF.reference)
    expect(search().toString()).toBe('')
    expect(screen.getByRole('button', { name: 'Réinitialiser' })).toBeDisabled()
  })

  it('ignores filters the URL makes up', async () => {
    const { list } = await openPayments('/admin/payments?status=hacked&announcement_id=-3&from=2026-13&to=%27%3Bdrop&page=-2&id=abc', ROWS)
    await row(AMINA.reference)
    expect(list).toHaveBeenCalledExactlyOnceWith({ limit: 50, offset: 0 })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('exports the CSV of the filtered requests, with the admin token', async () => {
    const requested: { url: URL; authorization: string | null }[] = []
    server.use(
      http.get('*/api/admin/payments/export', ({ request }) => {
        requested.push({ url: new URL(request.url), authorization: request.headers.get('authorization') })
        return new HttpResponse('\uFEFFRéférence;Étudiant\r\nTM-7K3Q9P;Amina El Idrissi\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="paiements-2026-03-05.csv"' },
        })
      }),
    )
    const { user } = await openPayments('/admin/payments?status=preuve_envoyee&announcement_id=3&from=2026-03-01&to=2026-03-31&search=amina&page=1', ROWS)
    await user.click(screen.getByRole('button', { name: 'Exporter (CSV)' }))
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:fichier-1', download: 'paiements-2026-03-05.csv' }]))
    await expectToast('Export CSV téléchargé')
    expect(requested).toHaveLength(1)
    expect(requested[0]?.url.pathname).toBe('/api/admin/payments/export')
    // every page of the selection: the filters, not the page
    expect(Object.fromEntries(requested[0]?.url.searchParams ?? [])).toEqual({ status: 'preuve_envoyee', announcement_id: '3', from: '2026-03-01', to: '2026-03-31', search: 'amina' })
    expect(requested[0]?.authorization).toBe('Bearer jeton-valide')
  })

  it('says the export failed, with the server’s reason', async () => {
    server.use(http.get('*/api/admin/payments/export', () => HttpResponse.json({ detail: 'Date invalide (AAAA-MM-JJ).' }, { status: 400 })))
    const { user } = await openPayments('/admin/payments', ROWS)
    await row(AMINA.reference)
    await user.click(screen.getByRole('button', { name: 'Exporter (CSV)' }))
    await expectToast('Erreur lors de l’export des paiements')
    await expectToast('Date invalide (AAAA-MM-JJ).')
    expect(clicked).toEqual([])
  })

  it('says when no request has come yet', async () => {
    await openPayments('/admin/payments', [])
    expect(await screen.findByRole('heading', { name: 'Aucune demande de paiement pour le moment' })).toBeInTheDocument()
  })
})
