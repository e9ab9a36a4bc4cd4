import { moroccoDayIn, PAYMENT_MESSAGES } from '@tutorat/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { SETTINGS } from '../home/helpers.tsx'
import { networkSettled, server } from '../msw-server.ts'
import { renderStudent } from '../students/fixtures.tsx'
import { fail, ok, type Procedure } from '../trpc-mock.ts'
import { makePayment, makeProof, NOT_FOUND, type Payment, paymentPage, refusedUpload } from './fixtures.ts'

const PENDING = makePayment({ id: 5, deadline_at: '2026-05-12T13:30:00.000Z' })
const REVIEWED = makePayment({ id: 5, status: 'preuve_envoyee', payer_name: 'Amina El Idrissi', transfer_date: '2026-05-06', proofs: [makeProof(5, 1)] })

async function openPayment(payment: Payment, more: Record<string, Procedure> = {}) {
  const { get, procedures } = paymentPage(payment, more)
  const app = renderStudent(`/student/payments/${payment.id}`, procedures)
  await screen.findByRole('heading', { level: 1, name: payment.formation_title })
  return { ...app, get }
}

/** Accepts the uploads, keeping what each carried; answers `answer` (the request after it). */
function acceptUploads(answer: Payment) {
  const sent: { id: string; auth: string | null; fields: Record<string, string>; file: File | undefined }[] = []
  server.use(
    http.post('*/api/student/payments/:id/proofs', async ({ request, params }) => {
      const form = await request.formData()
      const fields: Record<string, string> = {}
      let file: File | undefined
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') fields[name] = value
        else if (name === 'file') file = value
      }
      sent.push({ id: String(params.id), auth: request.headers.get('authorization'), fields, file })
      return HttpResponse.json({ message: PAYMENT_MESSAGES.proofSent, payment: answer })
    }),
  )
  return sent
}

const photo = (name = 'recu.jpg', bytes = 2048, type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type })
const fileInput = () => screen.getByLabelText(/^Reçu du virement/)
const yesterday = moroccoDayIn(-1)

describe('/student/payments/{id} waiting for the transfer', () => {
  it('shows the reference to copy, the amount, the Casablanca deadline and the bank details with their QR', async () => {
    const { user } = await openPayment(PENDING)
    expect(screen.getAllByText('TM-7K3Q9P').length).toBeGreaterThan(0)
    expect(screen.getByText('En attente du virement')).toBeInTheDocument()
    expect(screen.getAllByText('1 500 DH').length).toBeGreaterThan(0)
    // 13:30 UTC is 14:30 in Casablanca (UTC+1), whatever the test machine's zone
    expect(screen.getByText('12/05/2026 à 14:30')).toBeInTheDocument()
    expect(screen.getByText(/dans le motif du virement/)).toHaveTextContent('Écrivez la référence TM-7K3Q9P dans le motif du virement')
    expect(await screen.findByText(SETTINGS.bank.rib)).toBeInTheDocument()
    expect(screen.getByText(SETTINGS.bank.iban)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: /QR code des coordonnées bancaires/ })).toHaveAttribute('src', '/api/site/payment-qr.svg')

    await user.click(screen.getByRole('button', { name: 'Copier la référence' }))
    expect(await navigator.clipboard.readText()).toBe('TM-7K3Q9P')
    expect(await screen.findByText('Référence copiée')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copier le RIB' }))
    expect(await navigator.clipboard.readText()).toBe(SETTINGS.bank.rib)
  })

  it('sends the proof as multipart with the payer, the date and the file, with the student’s token, then shows it under review', async () => {
    const sent = acceptUploads({ ...REVIEWED, transfer_date: yesterday })
    const { user } = await openPayment(PENDING)
    const input = fileInput()
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf')
    // the phone offers its camera and its files alike
    expect(input).not.toHaveAttribute('capture')
    expect(screen.getByLabelText(/^Date du virement/)).toHaveAttribute('max', moroccoDayIn(0))

    await user.type(screen.getByLabelText(/^Nom du titulaire du compte/), 'Amina El Idrissi')
    await user.type(screen.getByLabelText(/^Date du virement/), yesterday)
    await user.upload(input, photo())
    expect(screen.getByText(/recu\.jpg/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Envoyer la preuve' }))

    expect(await screen.findByText('Preuve reçue')).toBeInTheDocument()
    expect(await screen.findByText(PAYMENT_MESSAGES.proofSent)).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ id: '5', auth: 'Bearer jeton-etudiant', fields: { payer_name: 'Amina El Idrissi', transfer_date: yesterday } })
    expect(sent[0]?.file?.name).toBe('recu.jpg')
    expect(sent[0]?.file?.size).toBe(2048)
    expect(screen.getByRole('button', { name: 'Ouvrir recu-1.jpg' })).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Envoyer la preuve du virement' })).not.toBeInTheDocument()
  })

  it('says what is missing, field by field, without uploading anything', async () => {
    const sent = acceptUploads(REVIEWED)
    const { user } = await openPayment(PENDING)
    await user.click(screen.getByRole('button', { name: 'Envoyer la preuve' }))
    expect(await screen.findByText(PAYMENT_MESSAGES.payerNameRequired)).toBeInTheDocument()
    expect(screen.getByText(PAYMENT_MESSAGES.transferDateRequired)).toBeInTheDocument()
    expect(screen.getByText(PAYMENT_MESSAGES.proofMissing)).toBeInTheDocument()
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toHaveLength(0)
  })

  it('refuses a file too large or of the wrong type before the upload, and empties the choice', async () => {
    const sent = acceptUploads(REVIEWED)
    await openPayment(PENDING)
    // the input's `accept` would filter the wrong type out: this user picks "all files"
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(fileInput(), photo('recu.jpg', 5 * 1024 * 1024 + 1))
    expect(await screen.findByText(PAYMENT_MESSAGES.proofTooLarge)).toBeInTheDocument()
    expect((fileInput() as HTMLInputElement).value).toBe('')
    await user.upload(fileInput(), photo('releve.docx', 2048, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))
    expect(await screen.findByText(PAYMENT_MESSAGES.proofInvalid)).toBeInTheDocument()
    expect(screen.queryByText(PAYMENT_MESSAGES.proofTooLarge)).not.toBeInTheDocument()
    expect(sent).toHaveLength(0)
  })

  it.each([
    [415, PAYMENT_MESSAGES.proofInvalid],
    [413, PAYMENT_MESSAGES.proofTooLarge],
  ])('puts the server’s %i under the file, in French', async (status, message) => {
    server.use(refusedUpload(status, message))
    const { user } = await openPayment(PENDING)
    await user.type(screen.getByLabelText(/^Nom du titulaire du compte/), 'Amina El Idrissi')
    await user.type(screen.getByLabelText(/^Date du virement/), yesterday)
    await user.upload(fileInput(), photo('faux.png', 4096, 'image/png'))
    await user.click(screen.getByRole('button', { name: 'Envoyer la preuve' }))
    await waitFor(() => expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining(message)))
    expect(screen.getByText('En attente du virement')).toBeInTheDocument()
  })

  it('shows any other refusal above the button', async () => {
    server.use(refusedUpload(409, PAYMENT_MESSAGES.expiredReopen))
    const { user } = await openPayment(PENDING)
    await user.type(screen.getByLabelText(/^Nom du titulaire du compte/), 'Amina El Idrissi')
    await user.type(screen.getByLabelText(/^Date du virement/), yesterday)
    await user.upload(fileInput(), photo())
    await user.click(screen.getByRole('button', { name: 'Envoyer la preuve' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.expiredReopen)
  })

  it('cancels the request once confirmed, and says so when the server refuses', async () => {
    let answer = fail(409, PAYMENT_MESSAGES.cannotCancel)
    const cancel = vi.fn(() => answer)
    const { user } = await openPayment(PENDING, { 'payments.cancel': cancel })
    await user.click(screen.getByRole('button', { name: 'Annuler la demande' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Annuler cette demande ?' })
    await user.click(within(dialog).getByRole('button', { name: 'Oui, annuler la demande' }))
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.cannotCancel)).toBeInTheDocument()

    answer = ok({ message: PAYMENT_MESSAGES.cancelled, payment: { ...PENDING, status: 'annulee' } })
    await user.click(within(dialog).getByRole('button', { name: 'Oui, annuler la demande' }))
    expect(await screen.findByText('Demande annulée')).toBeInTheDocument()
    expect(cancel).toHaveBeenLastCalledWith({ id: 5 })
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.queryByLabelText(/^Reçu du virement/)).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voir les formations' })).toHaveAttribute('href', '/courses')
  })
})

describe('/student/payments/{id} under review', () => {
  it('adds a further proof with the file alone', async () => {
    const sent = acceptUploads({ ...REVIEWED, proofs: [makeProof(5, 1), makeProof(5, 2, { original_name: 'page-2.pdf', mime: 'application/pdf' })] })
    const { user } = await openPayment(REVIEWED)
    expect(screen.getByText('1 preuve envoyée sur 3 possibles')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Ajouter une preuve' }))
    expect(screen.queryByLabelText(/^Nom du titulaire du compte/)).not.toBeInTheDocument()
    await user.upload(fileInput(), photo('page-2.pdf', 4096, 'application/pdf'))
    await user.click(screen.getByRole('button', { name: 'Envoyer la preuve' }))
    expect(await screen.findByText('2 preuves envoyées sur 3 possibles')).toBeInTheDocument()
    expect(sent[0]?.fields).toEqual({})
    expect(sent[0]?.file?.name).toBe('page-2.pdf')
  })

  it('offers no further upload once 3 proofs are in', async () => {
    await openPayment({ ...REVIEWED, proofs: [makeProof(5, 1), makeProof(5, 2), makeProof(5, 3)] })
    expect(screen.getByText('Vous avez envoyé 3 preuves, le maximum pour une demande.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Ajouter une preuve' })).not.toBeInTheDocument()
    expect(screen.queryByLabelText(/^Reçu du virement/)).not.toBeInTheDocument()
  })

  it('opens a proof in a new tab through a fetch with the student’s token', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preuve')
    URL.revokeObjectURL = vi.fn()
    const tab = { opener: window, location: { href: 'about:blank' }, close: vi.fn() }
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
    const asked: (string | null)[] = []
    server.use(
      http.get('*/api/student/payments/5/proofs/1', ({ request }) => {
        asked.push(request.headers.get('authorization'))
        return new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } })
      }),
    )
    try {
      const { user } = await openPayment(REVIEWED)
      await user.click(screen.getByRole('button', { name: 'Ouvrir recu-1.jpg' }))
      await waitFor(() => expect(tab.location.href).toBe('blob:preuve'))
      expect(asked).toEqual(['Bearer jeton-etudiant'])
      expect(tab.opener).toBeNull()
    } finally {
      Reflect.deleteProperty(URL, 'createObjectURL')
      Reflect.deleteProperty(URL, 'revokeObjectURL')
    }
  })

  it('never shows which admin did what', async () => {
    await openPayment({
      ...REVIEWED,
      history: [
        ...REVIEWED.history,
        { event: 'preuve_envoyee', actor: 'student', admin_name: null, note: null, created_at: '2026-05-06T09:00:00.000Z' },
        { event: 'refusee', actor: 'admin', admin_name: 'Salma Bennani', note: null, created_at: '2026-05-07T09:00:00.000Z' },
      ],
    })
    expect(screen.getByText('Preuve de virement envoyée')).toBeInTheDocument()
    expect(screen.getByText('Paiement refusé')).toBeInTheDocument()
    expect(screen.queryByText(/Salma/)).not.toBeInTheDocument()
  })
})

describe('/student/payments/{id} once decided', () => {
  const VALIDATED = makePayment({ ...REVIEWED, status: 'validee', decided_at: '2026-05-07T09:00:00.000Z', receipt_url: '/api/student/payments/5/receipt' })

  it('opens the course and downloads the receipt with the student’s token', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:recu')
    URL.revokeObjectURL = vi.fn()
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download)
    })
    const asked: (string | null)[] = []
    server.use(
      http.get('*/api/student/payments/5/receipt', ({ request }) => {
        asked.push(request.headers.get('authorization'))
        return new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="recu-TM-7K3Q9P.pdf"' } })
      }),
    )
    try {
      const { user } = await openPayment(VALIDATED)
      expect(screen.getByText('Paiement validé')).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Voir le cours' })).toHaveAttribute('href', '/student/course/12')
      await user.click(screen.getByRole('button', { name: 'Télécharger le reçu' }))
      await waitFor(() => expect(clicked).toEqual(['recu-TM-7K3Q9P.pdf']))
      expect(asked).toEqual(['Bearer jeton-etudiant'])
    } finally {
      Reflect.deleteProperty(URL, 'createObjectURL')
      Reflect.deleteProperty(URL, 'revokeObjectURL')
    }
  })

  it.each(['en_attente', 'preuve_envoyee', 'refusee', 'expiree', 'annulee'] as const)('offers no receipt while %s', async (status) => {
    await openPayment(makePayment({ ...REVIEWED, status }))
    expect(screen.queryByRole('button', { name: 'Télécharger le reçu' })).not.toBeInTheDocument()
    await networkSettled()
  })

  it('gives the refusal’s reason, keeps the proofs, and offers a new request and WhatsApp', async () => {
    await openPayment(makePayment({ ...REVIEWED, status: 'refusee', refusal_reason: 'Montant reçu : 1 000 DH au lieu de 1 500 DH.' }))
    expect(screen.getByText('Motif : Montant reçu : 1 000 DH au lieu de 1 500 DH.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Ouvrir recu-1.jpg' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Nouvelle demande' })).toHaveAttribute('href', '/student/enrol/7')
    const whatsapp = await screen.findByRole('link', { name: /Nous écrire sur WhatsApp/ })
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain('TM-7K3Q9P')
    expect(screen.queryByLabelText(/^Reçu du virement/)).not.toBeInTheDocument()
  })

  it('when the refusal allows it, sends a new proof on the same request (no new request offered), the payer and date optional', async () => {
    const until = new Date(Date.now() + 5 * 86_400_000).toISOString()
    const sent = acceptUploads({ ...REVIEWED, proofs: [makeProof(5, 1), makeProof(5, 2)] })
    const { user } = await openPayment(makePayment({ ...REVIEWED, status: 'refusee', refusal_reason: 'Preuve illisible.', new_proof_until: until }))
    expect(screen.getByText(/^Vous pouvez envoyer une nouvelle preuve pour cette même demande/)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Nouvelle demande' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Envoyer une nouvelle preuve' }))
    expect(screen.getByLabelText(/^Date du nouveau virement/)).not.toBeRequired()
    await user.upload(fileInput(), photo('nette.jpg', 4096))
    await user.click(screen.getByRole('button', { name: 'Envoyer la preuve' }))
    expect(await screen.findByText('2 preuves envoyées sur 3 possibles')).toBeInTheDocument()
    expect(sent[0]?.fields).toEqual({})
    expect(sent[0]?.file?.name).toBe('nette.jpg')
  })

  it('says when the 7 days for a new proof are over', async () => {
    const past = makePayment({ ...REVIEWED, status: 'refusee', refusal_reason: 'Preuve illisible.', new_proof_until: '2026-01-01T10:00:00.000Z' })
    await openPayment(past)
    expect(screen.getByText(/^Le délai de 7 jours pour envoyer une nouvelle preuve est dépassé/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Envoyer une nouvelle preuve' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Nouvelle demande' })).toBeInTheDocument()
    await networkSettled()
  })

  it('says a final refusal is final', async () => {
    await openPayment(makePayment({ ...REVIEWED, status: 'refusee', refusal_reason: 'Aucun virement reçu.' }))
    expect(screen.getByText(/^Ce refus est définitif pour cette demande/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Envoyer une nouvelle preuve' })).not.toBeInTheDocument()
    await networkSettled()
  })

  it('offers no new request for a formation since deleted', async () => {
    await openPayment(makePayment({ ...REVIEWED, status: 'refusee', announcement_id: null }))
    expect(screen.queryByRole('link', { name: 'Nouvelle demande' })).not.toBeInTheDocument()
    await networkSettled()
  })

  it('re-opens an expired request, which then waits for the transfer again', async () => {
    const reopen = vi.fn(() => ok({ message: PAYMENT_MESSAGES.reopened, payment: PENDING }))
    const { user } = await openPayment(makePayment({ id: 5, status: 'expiree' }), { 'payments.reopen': reopen })
    expect(screen.getByText(PAYMENT_MESSAGES.expiredReopen)).toBeInTheDocument()
    expect(screen.queryByLabelText(/^Reçu du virement/)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Rouvrir la demande' }))
    expect(await screen.findByText(PAYMENT_MESSAGES.reopened)).toBeInTheDocument()
    expect(reopen).toHaveBeenCalledWith({ id: 5 })
    expect(screen.getByLabelText(/^Reçu du virement/)).toBeInTheDocument()
    expect(screen.getByText('12/05/2026 à 14:30')).toBeInTheDocument()
  })
})

describe('/student/payments/{id} of someone else', () => {
  it('answers like a missing request, without retrying', async () => {
    const get = vi.fn(() => fail(404, NOT_FOUND))
    renderStudent('/student/payments/9', { 'payments.get': get })
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Mes paiements' })).toHaveAttribute('href', '/student/payments')
    expect(get).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('TM-7K3Q9P')).not.toBeInTheDocument()
  })

  it('does not ask the server for an id that cannot exist', async () => {
    const get = vi.fn(() => ok(PENDING))
    renderStudent('/student/payments/abc', { 'payments.get': get })
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument()
    await networkSettled()
    expect(get).not.toHaveBeenCalled()
  })
})
