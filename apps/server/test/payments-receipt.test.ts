import { moroccoToday } from '@tutorat/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { adminHeaders, createAdmin, createTestApp, makeCourse, testConfig } from './helpers.ts'
import { newStudent, pdfText, provenRequest, sellFormation, validate } from './payments-helpers.ts'

// DESIGN §18, the seller on receipts: the legal identity when configured, a receipt number of its
// own (sequential per year, given once at validation), « PAYÉ ».

const SELLER = {
  SITE_LEGAL_NAME: 'Tutorat Maroc SARL AU',
  SITE_ADDRESS: '12, rue Ibn Sina, Agdal, Rabat',
  SITE_ICE: '001234567000089',
  SITE_RC: 'Rabat 123456',
  SITE_IF: '45678901',
}
const YEAR = moroccoToday().slice(0, 4)
const NUMBER = new RegExp(`R-${YEAR}-\\d{6}`, 'g')

async function setUp(overrides: NodeJS.ProcessEnv) {
  const t = await createTestApp({ PAYMENT_RATE_PER_HOUR: '1000', LOGIN_RATE_PER_MINUTE: '100000', ...overrides })
  const root = await adminHeaders(t.app, await createAdmin(t.services, { superAdmin: true }))
  const formationId = await sellFormation(t, root, (await makeCourse(t.app, root, 'Analyse 1')).id)
  /** A request validated by the admin, and its receipt's text as the student downloads it. */
  async function validatedReceipt() {
    const student = await newStudent(t, root)
    const request = await provenRequest(t, student, formationId)
    expect((await validate(t, root, request.id)).statusCode).toBe(200)
    const response = await t.app.inject({ url: `/api/student/payments/${request.id}/receipt`, headers: student.headers })
    expect(response.statusCode, response.body).toBe(200)
    return { id: request.id, reference: request.reference, bytes: response.rawPayload, ...(await pdfText(response.rawPayload)) }
  }
  return { t, root, validatedReceipt }
}

describe('a receipt with the seller configured', () => {
  let s: Awaited<ReturnType<typeof setUp>>
  beforeAll(async () => {
    s = await setUp(SELLER)
  })
  afterAll(() => s.t.close())

  it('names the seller (legal name, address, ICE, RC, IF), its own number and « PAYÉ »', async () => {
    const receipt = await s.validatedReceipt()
    for (const expected of [SELLER.SITE_LEGAL_NAME, SELLER.SITE_ADDRESS, `ICE : ${SELLER.SITE_ICE}`, `RC : ${SELLER.SITE_RC}`, `IF : ${SELLER.SITE_IF}`, 'PAYÉ', 'Reçu de paiement', receipt.reference])
      expect(receipt.text).toContain(expected)
    const [number] = receipt.text.match(NUMBER) ?? []
    expect(receipt.text).toContain(`Reçu n° ${number}`)
    expect(receipt.title).toBe(`Reçu de paiement ${number} (${receipt.reference})`)
  })

  it('numbers receipts one after the other, once: every download, student or admin, prints the same number', async () => {
    const first = await s.validatedReceipt()
    const second = await s.validatedReceipt()
    const numberOf = (text: string) => Number((text.match(NUMBER)?.[0] ?? '').slice(-6))
    expect(numberOf(second.text)).toBe(numberOf(first.text) + 1)

    const again = await s.t.app.inject({ url: `/api/admin/payments/${first.id}/receipt`, headers: s.root })
    expect(again.rawPayload.equals(first.bytes)).toBe(true)
    const stored = await s.t.services.db.selectFrom('payment_requests').select('receipt_number').where('id', 'in', [first.id, second.id]).orderBy('id').execute()
    expect(stored.map((row) => row.receipt_number)).toEqual([first.text.match(NUMBER)?.[0], second.text.match(NUMBER)?.[0]])
  })

  it('never gives a number twice: a deleted request keeps its number out of use', async () => {
    const gone = await s.validatedReceipt()
    await s.t.services.db.deleteFrom('payment_requests').where('id', '=', gone.id).execute()
    const next = await s.validatedReceipt()
    expect(next.text.match(NUMBER)?.[0]).not.toBe(gone.text.match(NUMBER)?.[0])
    expect(Number(next.text.match(NUMBER)?.[0]?.slice(-6))).toBe(Number(gone.text.match(NUMBER)?.[0]?.slice(-6)) + 1)
  })

  it('two admins validating at once get two different numbers', async () => {
    const other = await adminHeaders(s.t.app, await createAdmin(s.t.services, { superAdmin: true }))
    const students = await Promise.all([newStudent(s.t, s.root), newStudent(s.t, s.root)])
    const formationId = await sellFormation(s.t, s.root, (await makeCourse(s.t.app, s.root, 'Algèbre')).id)
    const requests = await Promise.all(students.map((student) => provenRequest(s.t, student, formationId)))
    const answers = await Promise.all([validate(s.t, s.root, requests[0]?.id ?? 0), validate(s.t, other, requests[1]?.id ?? 0)])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    const rows = await s.t.services.db.selectFrom('payment_requests').select('receipt_number').where('id', 'in', requests.map((r) => r.id)).execute()
    expect(new Set(rows.map((row) => row.receipt_number)).size).toBe(2)
  })
})

describe('a receipt without the seller configured', () => {
  let s: Awaited<ReturnType<typeof setUp>>
  beforeAll(async () => {
    s = await setUp({})
  })
  afterAll(() => s.t.close())

  it('prints no seller line, and still its number and « PAYÉ »', async () => {
    const receipt = await s.validatedReceipt()
    expect(receipt.text).toMatch(NUMBER)
    expect(receipt.text).toContain('PAYÉ')
    expect(receipt.text).toContain(s.t.services.settings.site.name)
    for (const absent of ['ICE', 'RC :', 'IF :', SELLER.SITE_LEGAL_NAME, SELLER.SITE_ADDRESS]) expect(receipt.text).not.toContain(absent)
  })
})

describe('the seller’s configuration', () => {
  it('refuses an ICE that is not 15 digits, in French, and takes an empty one as unset', () => {
    expect(() => loadConfig({ ...process.env, JWT_SECRET: 'x'.repeat(40), SITE_ICE: '12345' })).toThrow(/SITE_ICE : l’ICE a 15 chiffres/)
    expect(testConfig({ SITE_ICE: '' }).SITE_ICE).toBe('')
  })
})
