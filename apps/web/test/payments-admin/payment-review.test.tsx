import { type AdminPayment, MESSAGES, PAYMENT_EVENT_LABELS, PAYMENT_MESSAGES, PAYMENT_STATUS_LABELS } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { expectToast } from '../admins/fixtures.ts'
import { networkSettled, server } from '../msw-server.ts'
import { fail, networkError, ok, type Procedure } from '../trpc-mock.ts'
import { captureDownloads, makePayment, openPayments, panel, proof } from './fixtures.ts'

const SENT = makePayment({ id: 7, reference: 'TM-7K3Q9P', proofs: [proof(7, 1), proof(7, 2, 'application/pdf', 'releve.pdf')] })
const VALIDATED: AdminPayment = {
  ...SENT,
  status: 'validee',
  decided_at: '2026-03-03T10:00:00.000Z',
  decided_by_name: 'Nadia Alaoui',
  access_id: 21,
  receipt_url: '/api/admin/payments/7/receipt',
  history: [...SENT.history, { event: 'validee', actor: 'admin', admin_name: 'Nadia Alaoui', note: null, created_at: '2026-03-03T10:00:00.000Z' }],
}

let clicked: ReturnType<typeof captureDownloads> = []
beforeEach(() => {
  clicked = captureDownloads()
})

/** The proofs answered with their bytes; records who asked for which. */
function serveProofs() {
  const asked: { path: string; authorization: string | null }[] = []
  server.use(
    http.get('*/api/admin/payments/:id/proofs/:n', ({ request, params }) => {
      asked.push({ path: new URL(request.url).pathname, authorization: request.headers.get('authorization') })
      const pdf = params.n === '2'
      return new HttpResponse(pdf ? '%PDF-1.4' : 'PNG', { headers: { 'content-type': pdf ? 'application/pdf' : 'image/png' } })
    }),
  )
  return asked
}

/** The page with request 7 open; `adminGet` answers `current()`, which a decision may change. */
async function openRequest(current: () => AdminPayment, procedures: Record<string, Procedure> = {}) {
  const asked = serveProofs()
  const adminGet = vi.fn(() => ok(current()))
  const app = await openPayments('/admin/payments?id=7', [current()], { 'payments.adminGet': adminGet, ...procedures })
  const dialog = await panel('TM-7K3Q9P')
  return { ...app, adminGet, asked, dialog }
}

describe('/admin/payments: one request', () => {
  it('shows the proof beside what it must show, with the history and who did what', async () => {
    const refused = { ...SENT, status: 'refusee' as const, refusal_reason: 'Montant reçu : 1 000 DH au lieu de 1 200 DH.', decided_by_name: 'Nadia Alaoui', decided_at: '2026-03-03T10:00:00.000Z', history: [...SENT.history, { event: 'refusee' as const, actor: 'admin' as const, admin_name: 'Nadia Alaoui', note: 'Montant reçu : 1 000 DH au lieu de 1 200 DH.', created_at: '2026-03-03T10:00:00.000Z' }] }
    const { dialog, adminGet } = await openRequest(() => refused)
    expect(adminGet).toHaveBeenCalledWith({ id: 7 })
    expect(dialog.getByText('1 200 DH')).toBeInTheDocument()
    expect(dialog.getByText('Rachid El Idrissi')).toBeInTheDocument()
    expect(dialog.getByText('02/03/2026')).toBeInTheDocument()
    expect(dialog.getByText(PAYMENT_STATUS_LABELS.refusee)).toBeInTheDocument()
    const history = within(dialog.getByRole('region', { name: 'Historique' }))
    expect(history.getByText(PAYMENT_EVENT_LABELS.preuve_envoyee)).toBeInTheDocument()
    expect(history.getByText(PAYMENT_EVENT_LABELS.refusee).nextElementSibling).toHaveTextContent(/^Nadia Alaoui · /)
    expect(history.getByText(`« ${refused.refusal_reason} »`)).toBeInTheDocument()
    expect(await dialog.findByRole('img', { name: 'Preuve 1 : recu-1.png' })).toHaveAttribute('src', 'blob:fichier-1')
    // a refused request is read, not decided again
    expect(dialog.queryByRole('button', { name: 'Valider le paiement' })).not.toBeInTheDocument()
    expect(dialog.queryByRole('button', { name: 'Refuser' })).not.toBeInTheDocument()
  })

  it('previews the proofs with the admin token, a PDF as links, and lets the address go on close', async () => {
    const { dialog, asked, user, search } = await openRequest(() => SENT)
    expect(await dialog.findByRole('img', { name: 'Preuve 1 : recu-1.png' })).toHaveAttribute('src', 'blob:fichier-1')
    expect(dialog.getByRole('heading', { name: 'Preuves de virement' })).toBeInTheDocument()
    expect(dialog.getByText('2 preuves envoyées sur 3 possibles')).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Preuve 2' }))
    const open = await dialog.findByRole('link', { name: 'Ouvrir Preuve 2 : releve.pdf dans un nouvel onglet' })
    expect(open).toHaveAttribute('href', 'blob:fichier-2')
    expect(open).toHaveAttribute('target', '_blank')
    expect(dialog.getByRole('link', { name: 'Télécharger Preuve 2 : releve.pdf' })).toHaveAttribute('download', 'releve.pdf')
    expect(dialog.queryByRole('img')).not.toBeInTheDocument()
    expect(asked).toEqual([
      { path: '/api/admin/payments/7/proofs/1', authorization: 'Bearer jeton-valide' },
      { path: '/api/admin/payments/7/proofs/2', authorization: 'Bearer jeton-valide' },
    ])
    // the first preview's address went when the second replaced it, the second's with the panel
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:fichier-1')
    await user.click(dialog.getByRole('button', { name: 'Fermer' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:fichier-2')
    expect(search().get('id')).toBeNull()
  })

  it('says why a proof cannot be shown', async () => {
    server.use(http.get('*/api/admin/payments/7/proofs/1', () => HttpResponse.json({ detail: PAYMENT_MESSAGES.proofFileMissing }, { status: 404 })))
    const adminGet = vi.fn(() => ok(SENT))
    await openPayments('/admin/payments?id=7', [SENT], { 'payments.adminGet': adminGet })
    const dialog = await panel('TM-7K3Q9P')
    expect(await dialog.findByText('Impossible d’afficher cette preuve.')).toBeInTheDocument()
    expect(dialog.getByText(PAYMENT_MESSAGES.proofFileMissing)).toBeInTheDocument()
    expect(URL.createObjectURL).not.toHaveBeenCalled()
  })

  it('says a request does not exist (a made-up id)', async () => {
    await openPayments('/admin/payments?id=999', [SENT], { 'payments.adminGet': () => fail(404, PAYMENT_MESSAGES.notFound) })
    const dialog = within(await screen.findByRole('dialog', { name: 'Demande de paiement' }))
    expect(await dialog.findByText(PAYMENT_MESSAGES.notFound)).toBeInTheDocument()
    expect(dialog.queryByRole('button', { name: 'Valider le paiement' })).not.toBeInTheDocument()
  })

  it('validates once, after saying what it opens, then shows the receipt', async () => {
    let current = SENT
    const validate = vi.fn(() => {
      current = VALIDATED
      return ok({ message: PAYMENT_MESSAGES.validated, payment: VALIDATED })
    })
    const { dialog, user, list, stats } = await openRequest(() => current, { 'payments.validate': validate })
    await dialog.findByRole('img', { name: 'Preuve 1 : recu-1.png' })
    const [listCalls, statsCalls] = [list.mock.calls.length, stats.mock.calls.length]
    await user.click(dialog.getByRole('button', { name: 'Valider le paiement' }))
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Valider ce paiement ?' }))
    expect(confirm.getByText(/L’accès au cours « Analyse : fonctions et limites » sera ouvert pour 30 jours\./)).toBeInTheDocument()
    expect(confirm.getByText(/virement de/)).toHaveTextContent('1 200 DH avec la référence TM-7K3Q9P')
    expect(validate).not.toHaveBeenCalled()
    await user.click(confirm.getByRole('button', { name: 'Valider le paiement' }))
    await expectToast(PAYMENT_MESSAGES.validated)
    expect(validate).toHaveBeenCalledExactlyOnceWith({ id: 7 })
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(await dialog.findByRole('button', { name: 'Reçu (PDF)' })).toBeInTheDocument()
    expect(dialog.getByText(PAYMENT_STATUS_LABELS.validee)).toBeInTheDocument()
    expect(dialog.queryByRole('button', { name: 'Valider le paiement' })).not.toBeInTheDocument()
    // the list and the figures are read again
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(listCalls))
    await waitFor(() => expect(stats.mock.calls.length).toBeGreaterThan(statsCalls))
    await networkSettled()
  })

  it('says an access without end is opened without end', async () => {
    const unlimited = { ...SENT, duration_days: 0 }
    const { dialog, user } = await openRequest(() => unlimited)
    await user.click(dialog.getByRole('button', { name: 'Valider le paiement' }))
    const confirm = within(await screen.findByRole('alertdialog'))
    expect(confirm.getByText(/sera ouvert sans limite de durée\./)).toBeInTheDocument()
    await user.click(confirm.getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await networkSettled()
  })

  it('shows the server’s reason when another admin validated first, and the request as it now is', async () => {
    let current = SENT
    const validate = vi.fn(() => {
      current = VALIDATED
      return fail(409, PAYMENT_MESSAGES.notValidatable(PAYMENT_STATUS_LABELS.validee))
    })
    const { dialog, user, adminGet } = await openRequest(() => current, { 'payments.validate': validate })
    await user.click(dialog.getByRole('button', { name: 'Valider le paiement' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Valider le paiement' }))
    await expectToast('Cette demande ne peut pas être validée : elle est « Validée ».')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(await dialog.findByRole('button', { name: 'Reçu (PDF)' })).toBeInTheDocument()
    expect(adminGet.mock.calls.length).toBeGreaterThan(1)
    expect(validate).toHaveBeenCalledTimes(1)
    await networkSettled()
  })

  it('keeps the confirmation open with the reason when the validation fails otherwise', async () => {
    const validate = vi.fn(() => networkError())
    const { dialog, user } = await openRequest(() => SENT, { 'payments.validate': validate })
    await user.click(dialog.getByRole('button', { name: 'Valider le paiement' }))
    const confirm = within(await screen.findByRole('alertdialog'))
    await user.click(confirm.getByRole('button', { name: 'Valider le paiement' }))
    expect(await confirm.findByText('Erreur lors de la validation')).toBeInTheDocument()
    expect(confirm.getByRole('button', { name: 'Valider le paiement' })).toBeEnabled()
    expect(validate).toHaveBeenCalledTimes(1)
  })

  it('refuses only with a reason, which the student will read', async () => {
    let current = SENT
    const reason = 'Le montant reçu est de 1 000 DH au lieu de 1 200 DH.'
    const refuse = vi.fn((input: unknown) => {
      current = { ...SENT, status: 'refusee', refusal_reason: (input as { reason: string }).reason }
      return ok({ message: PAYMENT_MESSAGES.refused, payment: current })
    })
    const { dialog, user } = await openRequest(() => current, { 'payments.refuse': refuse })
    await user.click(dialog.getByRole('button', { name: 'Refuser' }))
    const form = within(await screen.findByRole('dialog', { name: 'Refuser ce paiement ?' }))
    const field = form.getByRole('textbox', { name: /Motif du refus/ })
    expect(field).toHaveAttribute('maxlength', '500')
    await user.type(field, '   ')
    await user.click(form.getByRole('button', { name: 'Refuser le paiement' }))
    expect(await form.findByText(PAYMENT_MESSAGES.reasonRequired)).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(refuse).not.toHaveBeenCalled()

    await user.clear(field)
    await user.type(field, `  ${reason} `)
    await user.click(form.getByRole('button', { name: 'Refuser le paiement' }))
    await expectToast(PAYMENT_MESSAGES.refused)
    expect(refuse).toHaveBeenCalledExactlyOnceWith({ id: 7, reason, allow_new_proof: false })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refuser ce paiement ?' })).not.toBeInTheDocument())
    expect(await dialog.findByText(reason)).toBeInTheDocument()
    await networkSettled()
  })

  it('fills a usual reason in one tap, with whether the student may send a new proof', async () => {
    const refuse = vi.fn((input: unknown) => ok({ message: PAYMENT_MESSAGES.refusedNewProof, payment: { ...SENT, status: 'refusee', refusal_reason: (input as { reason: string }).reason } }))
    const { dialog, user } = await openRequest(() => SENT, { 'payments.refuse': refuse })
    await user.click(dialog.getByRole('button', { name: 'Refuser' }))
    const form = within(await screen.findByRole('dialog', { name: 'Refuser ce paiement ?' }))
    const allow = form.getByRole('checkbox', { name: /peut envoyer une nouvelle preuve/ })
    expect(allow).not.toBeChecked()
    await user.click(form.getByRole('button', { name: 'Preuve illisible' }))
    expect((form.getByRole('textbox', { name: /Motif du refus/ }) as HTMLTextAreaElement).value).toMatch(/^Preuve illisible/)
    expect(allow).toBeChecked()
    await user.click(form.getByRole('button', { name: 'Aucun virement reçu' }))
    expect(allow).not.toBeChecked()
    await user.click(allow)
    await user.click(form.getByRole('button', { name: 'Refuser le paiement' }))
    await expectToast(PAYMENT_MESSAGES.refusedNewProof)
    expect(refuse).toHaveBeenCalledExactlyOnceWith({ id: 7, reason: expect.stringMatching(/^Aucun virement reçu/), allow_new_proof: true })
    await networkSettled()
  })

  it('offers no new proof on a request that has its 3 proofs', async () => {
    const full = { ...SENT, proofs: [proof(7, 1), proof(7, 2), proof(7, 3)] }
    const { dialog, user } = await openRequest(() => full)
    await user.click(dialog.getByRole('button', { name: 'Refuser' }))
    const form = within(await screen.findByRole('dialog', { name: 'Refuser ce paiement ?' }))
    expect(form.getByRole('checkbox', { name: /peut envoyer une nouvelle preuve/ })).toBeDisabled()
    expect(form.getByText(/déjà 3 preuves, le maximum/)).toBeInTheDocument()
    await networkSettled()
  })

  it('shows a request back in the queue after a refusal with the earlier reason', async () => {
    const back = { ...SENT, refusal_reason: 'Preuve illisible.' }
    const { dialog } = await openRequest(() => back)
    expect(dialog.getByText('Nouvelle preuve après refus')).toBeInTheDocument()
    expect(dialog.getByText('Motif du refus précédent : Preuve illisible.')).toBeInTheDocument()
    await networkSettled()
  })

  it('says so when the request was decided meanwhile, instead of refusing it', async () => {
    let current = SENT
    const refuse = vi.fn(() => {
      current = VALIDATED
      return fail(409, PAYMENT_MESSAGES.notRefusable(PAYMENT_STATUS_LABELS.validee))
    })
    const { dialog, user } = await openRequest(() => current, { 'payments.refuse': refuse })
    await user.click(dialog.getByRole('button', { name: 'Refuser' }))
    const form = within(await screen.findByRole('dialog', { name: 'Refuser ce paiement ?' }))
    await user.type(form.getByRole('textbox', { name: /Motif du refus/ }), 'Virement introuvable.')
    await user.click(form.getByRole('button', { name: 'Refuser le paiement' }))
    await expectToast('Cette demande ne peut pas être refusée : elle est « Validée ».')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refuser ce paiement ?' })).not.toBeInTheDocument())
    expect(await dialog.findByRole('button', { name: 'Reçu (PDF)' })).toBeInTheDocument()
    expect(refuse).toHaveBeenCalledTimes(1)
    await networkSettled()
  })

  it('offers no decision on a request still waiting for its transfer', async () => {
    const { dialog } = await openRequest(() => ({ ...SENT, status: 'en_attente', proofs: [], payer_name: null, transfer_date: null }))
    expect(dialog.getByText('L’étudiant(e) n’a pas encore envoyé de preuve.')).toBeInTheDocument()
    expect(dialog.getAllByText('Non indiqué')).toHaveLength(2)
    expect(dialog.queryByRole('button', { name: 'Valider le paiement' })).not.toBeInTheDocument()
    expect(dialog.queryByRole('button', { name: 'Refuser' })).not.toBeInTheDocument()
  })

  it('downloads the receipt of a validated request with the admin token', async () => {
    const authorizations: (string | null)[] = []
    server.use(
      http.get('*/api/admin/payments/7/receipt', ({ request }) => {
        authorizations.push(request.headers.get('authorization'))
        return new HttpResponse('%PDF-1.4', { headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="recu-TM-7K3Q9P.pdf"' } })
      }),
    )
    const { dialog, user } = await openRequest(() => VALIDATED)
    await user.click(dialog.getByRole('button', { name: 'Reçu (PDF)' }))
    await waitFor(() => expect(clicked.map((link) => link.download)).toEqual(['recu-TM-7K3Q9P.pdf']))
    expect(authorizations).toEqual(['Bearer jeton-valide'])
  })

  it('leaves when the server no longer takes the admin for a super admin', async () => {
    const { dialog, user, pathname } = await openRequest(() => SENT, { 'payments.validate': () => fail(403, MESSAGES.superAdminOnly) })
    await dialog.findByRole('img')
    await user.click(dialog.getByRole('button', { name: 'Valider le paiement' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Valider le paiement' }))
    await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 })
    expect(pathname()).toBe('/admin/dashboard')
    await networkSettled()
  })
})
