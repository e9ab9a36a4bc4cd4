import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { AdminPayment, PaymentRequest } from '@tutorat/contracts'
import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect } from 'vitest'
import { bearer, formBody, makeStudent, studentLogin, TINY_PDF, type TestApp } from './helpers.ts'
import { picture } from './image-fixtures.ts'

// The payments tests' common ground (DESIGN §11): a formation sold online, students with their
// tokens, a request at each step, and the proofs as a phone sends them.

type Headers = Record<string, string>

export const SALE = { amount_mad: 1200, access_type: 'standard', duration_days: 30 } as const

/** A formation linked to `courseId` (form-data, as the back office sends it); returns its id. */
export async function sellFormation(t: TestApp, root: Headers, courseId: number, overrides: Record<string, string> = {}) {
  const fields = { title: 'Soutien S1 en ligne', price: '1 200 DH', course_id: String(courseId), amount_mad: String(SALE.amount_mad), access_type: SALE.access_type, duration_days: String(SALE.duration_days), ...overrides }
  const body = formBody(fields)
  const response = await t.app.inject({ method: 'POST', url: '/api/admin/announcements', headers: { ...root, ...body.headers }, payload: body.payload })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ id: number }>().id
}

export interface TestStudent {
  id: number
  name: string
  email: string
  headers: Headers
}

/** A student account (made by an admin) signed in on its own device. */
export async function newStudent(t: TestApp, root: Headers, overrides: Record<string, unknown> = {}): Promise<TestStudent> {
  const student = await makeStudent(t.app, root, overrides)
  const { access_token } = await studentLogin(t.app, student.email, student.password)
  return { id: student.id, name: student.name, email: student.email, headers: bearer(access_token) }
}

export const requestPayment = (t: TestApp, student: TestStudent, announcementId: number, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/student/payments', headers: student.headers, payload: { announcement_id: announcementId, ...extra } })

/** Creates the student's request and returns it (201). */
export async function openRequest(t: TestApp, student: TestStudent, announcementId: number): Promise<PaymentRequest> {
  const response = await requestPayment(t, student, announcementId)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ payment: PaymentRequest }>().payment
}

export interface ProofFile {
  name: string
  type: string
  bytes: Buffer
}
export const PROOF_FIELDS = { payer_name: 'Karim Bennani', transfer_date: '2026-01-15' }
export const pdfProof = (): ProofFile => ({ name: 'recu-virement.pdf', type: 'application/pdf', bytes: TINY_PDF })
export const jpegProof = async (): Promise<ProofFile> => ({ name: 'IMG_2041.jpg', type: 'image/jpeg', bytes: await picture(40, 30, 'jpeg') })
export const pngProof = async (): Promise<ProofFile> => ({ name: 'capture.png', type: 'image/png', bytes: await picture(40, 30, 'png') })
export const webpProof = async (): Promise<ProofFile> => ({
  name: 'photo.webp',
  type: 'image/webp',
  bytes: await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1e3a8a' } }).webp().toBuffer(),
})

/** A proof as the phone sends it (multipart, file field `file`, the payer and the transfer date). */
export function sendProof(t: TestApp, headers: Headers, id: number, file: ProofFile | null = pdfProof(), fields: Record<string, string> = PROOF_FIELDS) {
  const body = formBody(fields, file ? { field: 'file', filename: file.name, type: file.type, bytes: file.bytes } : undefined)
  return t.app.inject({ method: 'POST', url: `/api/student/payments/${id}/proofs`, headers: { ...headers, ...body.headers }, payload: body.payload })
}

/** A request with one proof sent: waiting for a super admin (preuve_envoyee). */
export async function provenRequest(t: TestApp, student: TestStudent, announcementId: number): Promise<PaymentRequest> {
  const request = await openRequest(t, student, announcementId)
  const response = await sendProof(t, student.headers, request.id)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<{ payment: PaymentRequest }>().payment
}

export const validate = (t: TestApp, headers: Headers, id: number) => t.app.inject({ method: 'PUT', url: `/api/admin/payments/${id}/validate`, headers })
/** SPEC's `{reason}`; `extra` adds `allow_new_proof` (issue 29). */
export const refuse = (t: TestApp, headers: Headers, id: number, reason: unknown, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/payments/${id}/refuse`, headers, payload: { reason, ...extra } })

export const adminPayment = async (t: TestApp, headers: Headers, id: number) => (await t.app.inject({ url: `/api/admin/payments/${id}`, headers })).json<AdminPayment>()

/** The proofs on disk (DATA_DIR/private/payment-proofs). */
export function storedProofs(t: TestApp): string[] {
  try {
    return readdirSync(join(t.config.DATA_DIR, 'private', 'payment-proofs'))
  } catch {
    return []
  }
}

export const proofRowCount = async (t: TestApp) =>
  Number((await t.services.db.selectFrom('payment_proofs').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)

/** What a refused upload must leave: no file, no row. */
export async function storedNothing(t: TestApp, action: () => Promise<LightMyRequestResponse>) {
  const files = storedProofs(t).length
  const rows = await proofRowCount(t)
  const response = await action()
  expect(storedProofs(t)).toHaveLength(files)
  expect(await proofRowCount(t)).toBe(rows)
  return response
}

/** Moves the request's deadline into the past: the next read expires it. */
export const overdue = (t: TestApp, id: number) =>
  t.services.db.updateTable('payment_requests').set({ deadline_at: new Date(Date.now() - 60_000).toISOString() }).where('id', '=', id).execute()

export const accessesOf = (t: TestApp, studentId: number) =>
  t.services.db.selectFrom('accesses').select(['id', 'course_id', 'access_type', 'expires_at', 'duration_days', 'is_active']).where('student_id', '=', studentId).execute()

export const notificationsOf = (t: TestApp, studentId: number) =>
  t.services.db.selectFrom('notifications').select(['channel', 'template', 'params']).where('student_id', '=', studentId).orderBy('id').execute()

/** A receipt's text (whitespace folded) and its title, as a PDF reader shows them. */
export async function pdfText(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const { text } = await extractText(pdf, { mergePages: true })
  const { info } = await pdf.getMetadata()
  return { text: text.replace(/\s+/g, ' '), title: (info as { Title?: string }).Title }
}
