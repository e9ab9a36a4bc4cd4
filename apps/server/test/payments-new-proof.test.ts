import { renderMessage } from '@tutorat/api'
import { type AdminPayment, PAYMENT_MESSAGES as M, type PaymentRequest } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders, createAdmin, createTestApp, makeCourse, type TestApp } from './helpers.ts'
import {
  accessesOf,
  adminPayment,
  jpegProof,
  newStudent,
  notificationsOf,
  openRequest,
  overdue,
  provenRequest,
  refuse,
  sellFormation,
  sendProof,
  storedNothing,
  type TestStudent,
  validate,
} from './payments-helpers.ts'

// Issue 29 (item 13): a refusal the student can mend on the same request. The super admin says so
// when refusing (`allow_new_proof`); the student then has 7 days to add a proof, within the
// request's 3-proof cap, and the request goes back to the queue with its reference, amount and
// history. A final refusal (SPEC's `{reason}` alone) takes no proof.

type Headers = Record<string, string>
let t: TestApp
let root: Headers
let formationId: number

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_RATE_PER_HOUR: '1000', LOGIN_RATE_PER_MINUTE: '100000' })
  root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  formationId = await sellFormation(t, root, (await makeCourse(t.app, root, 'Analyse 1')).id)
})
afterAll(() => t.close())

const DAY_MS = 86_400_000
const REASON = 'Montant incomplet : 1 000 DH reçus au lieu de 1 200 DH.'
const student = () => newStudent(t, root)
const mine = async (s: TestStudent, id: number) => (await t.app.inject({ url: `/api/student/payments/${id}`, headers: s.headers })).json<PaymentRequest>()
const refuseOpen = (id: number, reason = REASON) => refuse(t, root, id, reason, { allow_new_proof: true })
const refuseTrpc = (id: number, input: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/trpc/payments.refuse', headers: { ...root, 'content-type': 'application/json' }, payload: JSON.stringify({ id, ...input }) })
const refusedMessage = async (s: TestStudent) => (await notificationsOf(t, s.id)).filter((n) => n.template === 'payment_refused' && n.channel === 'in_app')

/** A request with one proof, refused with a new proof allowed. */
async function refusedOpen() {
  const s = await student()
  const request = await provenRequest(t, s, formationId)
  const response = await refuseOpen(request.id)
  expect(response.statusCode, response.body).toBe(200)
  return { s, request, refused: response.json<{ message: string; payment: AdminPayment }>() }
}

describe('a refusal open to a new proof', () => {
  it('tells the student until when, and the new proof puts the same request back in the queue with its history', async () => {
    const before = Date.now()
    const { s, request, refused } = await refusedOpen()
    expect(refused.message).toBe(M.refusedNewProof)
    expect(refused.payment).toMatchObject({ status: 'refusee', refusal_reason: REASON })
    const until = Date.parse(refused.payment.new_proof_until ?? '')
    expect(until).toBeGreaterThanOrEqual(before + 7 * DAY_MS)
    expect(until).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS)
    expect(await mine(s, request.id)).toMatchObject({ status: 'refusee', refusal_reason: REASON, new_proof_until: refused.payment.new_proof_until })

    const [message] = await refusedMessage(s)
    expect(message?.params).toMatchObject({ reason: REASON, new_proof_until: refused.payment.new_proof_until })
    const rendered = renderMessage('payment_refused', message?.params as Parameters<typeof renderMessage<'payment_refused'>>[1])
    expect(rendered.lines.join(' ')).toContain('Vous pouvez envoyer une nouvelle preuve pour cette même demande')
    expect(rendered.action?.label).toBe('Envoyer une nouvelle preuve')

    // the second transfer (the missing 200 DH) has its own date; the payer stays when not given
    const response = await sendProof(t, s.headers, request.id, await jpegProof(), { transfer_date: '2026-01-20' })
    expect(response.statusCode, response.body).toBe(201)
    const sent = response.json<{ message: string; payment: PaymentRequest }>()
    expect(sent.message).toBe(M.proofSent)
    expect(sent.payment).toMatchObject({
      status: 'preuve_envoyee',
      reference: request.reference,
      amount_mad: request.amount_mad,
      payer_name: 'Karim Bennani',
      transfer_date: '2026-01-20',
      new_proof_until: null,
      proofs: [{ n: 1 }, { n: 2 }],
    })
    expect(sent.payment.history.map((h) => [h.event, h.actor])).toEqual([
      ['en_attente', 'student'],
      ['preuve_envoyee', 'student'],
      ['refusee', 'admin'],
      ['nouvelle_preuve', 'student'],
    ])

    // the back office: in the pending queue again, the earlier refusal still readable
    const pending = (await t.app.inject({ url: '/api/admin/payments?status=preuve_envoyee&limit=100', headers: root })).json<{ items: AdminPayment[] }>()
    const queued = pending.items.find((item) => item.id === request.id)
    expect(queued).toMatchObject({ refusal_reason: REASON, decided_at: null, decided_by_name: null })
    expect(queued?.history.find((h) => h.event === 'refusee')).toMatchObject({ note: REASON, admin_name: expect.stringMatching(/^Admin \d+$/) })
  })

  it('validated after the new proof, the access opens exactly once', async () => {
    const { s, request } = await refusedOpen()
    expect((await sendProof(t, s.headers, request.id)).statusCode).toBe(201)
    const clicks = await Promise.all([validate(t, root, request.id), validate(t, root, request.id), validate(t, root, request.id)])
    expect(clicks.map((c) => c.statusCode).sort()).toEqual([200, 409, 409])
    expect(await accessesOf(t, s.id)).toHaveLength(1)
    expect(await mine(s, request.id)).toMatchObject({ status: 'validee', new_proof_until: null, receipt_url: expect.any(String) })
  })

  it('refused again after the new proof: a second message, and the admin decides anew', async () => {
    const { s, request } = await refusedOpen()
    expect((await sendProof(t, s.headers, request.id)).statusCode).toBe(201)
    const second = await refuse(t, root, request.id, 'Aucun virement reçu')
    expect(second.statusCode, second.body).toBe(200)
    expect(second.json()).toMatchObject({ message: M.refused, payment: { status: 'refusee', refusal_reason: 'Aucun virement reçu', new_proof_until: null } })
    const messages = await refusedMessage(s)
    expect(messages).toHaveLength(2)
    const final = renderMessage('payment_refused', messages[1]?.params as Parameters<typeof renderMessage<'payment_refused'>>[1])
    expect(final.lines.join(' ')).toContain('Ce refus est définitif')
    const late = await storedNothing(t, () => sendProof(t, s.headers, request.id))
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual({ detail: M.refusalFinal })
  })

  it('is offered on tRPC too, and a non-boolean choice is a French 400 that refuses nothing', async () => {
    const s = await student()
    const request = await provenRequest(t, s, formationId)
    for (const allow_new_proof of ['oui', 1, null]) {
      const response = await refuse(t, root, request.id, REASON, { allow_new_proof })
      expect(response.statusCode, String(allow_new_proof)).toBe(400)
      expect(response.json().detail).toMatch(/nouvelle preuve/)
    }
    expect((await adminPayment(t, root, request.id)).status).toBe('preuve_envoyee')
    const response = await refuseTrpc(request.id, { reason: REASON, allow_new_proof: true })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().result.data.payment.new_proof_until).toEqual(expect.any(String))
  })
})

describe('what a refused request does not take', () => {
  it('a final refusal (SPEC’s `{reason}` alone, or `allow_new_proof: false`) refuses a new proof with a French 409, storing nothing', async () => {
    for (const extra of [{}, { allow_new_proof: false }]) {
      const s = await student()
      const request = await provenRequest(t, s, formationId)
      const response = await refuse(t, root, request.id, 'Aucun virement reçu', extra)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ message: M.refused, payment: { new_proof_until: null } })
      const [message] = await refusedMessage(s)
      const rendered = renderMessage('payment_refused', message?.params as Parameters<typeof renderMessage<'payment_refused'>>[1])
      expect(rendered.lines.join(' ')).toContain('Ce refus est définitif pour cette demande')
      expect(rendered.action?.label).toBe('Voir ma demande')

      const late = await storedNothing(t, () => sendProof(t, s.headers, request.id))
      expect(late.statusCode).toBe(409)
      expect(late.json()).toEqual({ detail: M.refusalFinal })
      expect(await mine(s, request.id)).toMatchObject({ status: 'refusee', proofs: [{ n: 1 }] })
    }
  })

  it('past the 7 days, a French 409; the request stays refused (nothing expires it)', async () => {
    const { s, request } = await refusedOpen()
    await overdue(t, request.id)
    const late = await storedNothing(t, () => sendProof(t, s.headers, request.id))
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual({ detail: M.newProofLate })
    expect(await mine(s, request.id)).toMatchObject({ status: 'refusee', proofs: [{ n: 1 }] })
  })

  it('another student’s refused request is as missing as none (404), storing nothing', async () => {
    const { s, request } = await refusedOpen()
    const intruder = await student()
    const response = await storedNothing(t, () => sendProof(t, intruder.headers, request.id))
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ detail: M.notFound })
    expect((await mine(s, request.id)).status).toBe('refusee')
  })

  it('a newer request opened for the formation meanwhile is the live one (409), storing nothing', async () => {
    const { s, request } = await refusedOpen()
    const newer = await openRequest(t, s, formationId)
    const response = await storedNothing(t, () => sendProof(t, s.headers, request.id))
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ detail: M.requestExisting })
    expect((await mine(s, request.id)).status).toBe('refusee')
    expect((await mine(s, newer.id)).status).toBe('en_attente')
  })
})

describe('the 3-proof cap holds for the request’s whole life', () => {
  it('a request with 3 proofs cannot be refused open to a new one (409); a final refusal still works', async () => {
    const s = await student()
    const request = await provenRequest(t, s, formationId)
    for (let i = 0; i < 2; i++) expect((await sendProof(t, s.headers, request.id)).statusCode).toBe(201)
    const response = await refuseOpen(request.id)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ detail: M.newProofAtCap })
    expect(await adminPayment(t, root, request.id)).toMatchObject({ status: 'preuve_envoyee', refusal_reason: null })
    expect((await refuse(t, root, request.id, REASON)).statusCode).toBe(200)
  })

  it('proofs after a refusal count toward the 3: the fourth is a 400, storing nothing', async () => {
    const s = await student()
    const request = await provenRequest(t, s, formationId)
    expect((await sendProof(t, s.headers, request.id)).statusCode).toBe(201)
    expect((await refuseOpen(request.id)).statusCode).toBe(200)
    expect((await sendProof(t, s.headers, request.id)).statusCode).toBe(201)
    const fourth = await storedNothing(t, () => sendProof(t, s.headers, request.id))
    expect(fourth.statusCode).toBe(400)
    expect(fourth.json()).toEqual({ detail: M.tooManyProofs })
    expect((await refuseOpen(request.id)).json()).toEqual({ detail: M.newProofAtCap })
    expect(await mine(s, request.id)).toMatchObject({ status: 'preuve_envoyee', proofs: [{ n: 1 }, { n: 2 }, { n: 3 }] })
  })
})
