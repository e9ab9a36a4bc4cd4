import {
  CHECKOUT_MESSAGES,
  dirhams,
  PAYMENT_MESSAGES,
  PAYMENT_RULES,
  PAYMENT_STATUS_LABELS,
  type PaymentQuote,
  type PaymentStatus,
  type paymentCreateInput,
  type paymentQuoteInput,
  type proofInput,
} from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import type { z } from 'zod'
import { badRequest, conflict, notFound } from '../../errors.ts'
import type { FileStore } from '../../files.ts'
import { isUniqueViolation } from '../students/manage.ts'
import { buildQuote, type CheckoutOptions } from './checkout.ts'
import { deadlineFrom, expireOverdue } from './deadlines.ts'
import { recordEvent } from './history.ts'
import { beforeCancel, beforeReopen, createInstalmentPlan } from './instalments.ts'
import { checkProof, proofDisplayName } from './proof-file.ts'
import { countProofs, loadMyPayment } from './queries.ts'
import { newReference } from './reference.ts'
import { currentSale, openRequestId, sellableFormation } from './sale.ts'

const M = PAYMENT_MESSAGES

type CreateInput = z.output<typeof paymentCreateInput>

/** The checkout summary (DESIGN §18): prices, coupon, plans and methods; creates nothing. */
export async function quotePayment(db: Database, studentId: number, input: z.output<typeof paymentQuoteInput>, options: CheckoutOptions): Promise<PaymentQuote> {
  await expireOverdue(db)
  return (await buildQuote(db, studentId, input, options)).quote
}

/**
 * The request « Confirmer » inserts, priced again inside the transaction: the formation share-locked,
 * the coupon row locked while its uses are counted and this one recorded (so `max_uses` holds under
 * parallel requests). With a plan, this first request is part 1.
 */
async function insertRequest(trx: Database, studentId: number, student: { name: string; email: string }, input: CreateInput, options: CheckoutOptions) {
  const { quote, formation, coupon } = await buildQuote(trx, studentId, input, options, true)
  // a second tap that waited on the coupon's lock: the first one's request is the one
  if (quote.open_payment_id !== null) return { id: quote.open_payment_id, created: false }
  if (quote.coupon_error) throw badRequest(quote.coupon_error)
  const first = quote.parts[0]!
  const row = await trx
    .insertInto('payment_requests')
    .values({
      reference: newReference(),
      student_id: studentId,
      student_name: student.name,
      student_email: student.email,
      announcement_id: input.announcement_id,
      ...formation,
      amount_mad: first.amount_mad,
      list_price_mad: coupon ? first.list_amount_mad : null,
      discount_mad: first.discount_mad,
      coupon_id: coupon?.id ?? null,
      coupon_code: coupon?.code ?? null,
      deadline_at: deadlineFrom(Date.now()),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (coupon) await trx.insertInto('coupon_redemptions').values({ coupon_id: coupon.id, student_id: studentId, payment_request_id: row.id }).execute()
  await recordEvent(trx, row.id, 'en_attente', { actor: 'student' }, coupon ? M.couponNote(coupon.code, dirhams(quote.discount_mad)) : null)
  // plan `echeances`: this request is part 1 of the plan (DESIGN §18, instalments)
  if (input.plan === 'echeances') {
    const partAmounts = quote.parts.map((part) => part.amount_mad)
    await createInstalmentPlan(trx, { studentId, announcementId: input.announcement_id, partAmounts, graceDays: options.instalmentGraceDays, firstPaymentId: row.id })
  }
  return { id: row.id, created: true }
}

/**
 * « Confirmer »: a request with its reference and 7-day deadline, the terms frozen as sold and
 * priced by the server. A student with an open request for the formation gets that one back (a
 * double tap, a retry): never two references for one purchase.
 */
export async function createPaymentRequest(db: Database, studentId: number, input: CreateInput, options: CheckoutOptions) {
  await expireOverdue(db)
  if (input.method === 'carte' && !options.cardPayments) throw badRequest(CHECKOUT_MESSAGES.cardUnavailable)
  await sellableFormation(db, input.announcement_id)
  const existing = await openRequestId(db, studentId, input.announcement_id)
  if (existing) return { created: false, message: M.requestExisting, payment: await loadMyPayment(db, studentId, existing) }

  const student = await db.selectFrom('students').select(['name', 'email']).where('id', '=', studentId).executeTakeFirstOrThrow()
  for (let attempt = 0; ; attempt++) {
    try {
      const { id, created } = await db.transaction().execute((trx) => insertRequest(trx, studentId, student, input, options))
      return { created, message: created ? M.requestCreated : M.requestExisting, payment: await loadMyPayment(db, studentId, id) }
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      // two taps at once: the one-open-request index let one through, hand that one back
      const raced = await openRequestId(db, studentId, input.announcement_id)
      if (raced) return { created: false, message: M.requestExisting, payment: await loadMyPayment(db, studentId, raced) }
      if (attempt >= 4) throw error // five reference collisions in a row: not chance
    }
  }
}

/** The student's request, locked for a change in `trx` (another student's is as missing as none). */
async function lockMine(trx: Database, studentId: number, id: number) {
  const row = await trx
    .selectFrom('payment_requests')
    .select(['id', 'status', 'deadline_at', 'payer_name', 'transfer_date', 'announcement_id', 'amount_mad', 'new_proof_allowed'])
    .where('id', '=', id)
    .where('student_id', '=', studentId)
    .forUpdate()
    .executeTakeFirst()
  if (!row) throw notFound(M.notFound)
  return { ...row, status: row.status as PaymentStatus }
}

type LockedRequest = Awaited<ReturnType<typeof lockMine>>

/**
 * Whether the request takes a proof now: while open, or after a refusal that allowed a new proof,
 * within its 7 days. Anything else is a 409 saying what to do instead.
 */
function assertTakesProof(request: LockedRequest) {
  if (request.status === 'expiree') throw conflict(M.expiredReopen)
  if (request.status === 'refusee') {
    if (!request.new_proof_allowed) throw conflict(M.refusalFinal)
    if (Date.parse(request.deadline_at) <= Date.now()) throw conflict(M.newProofLate)
    return
  }
  if (request.status !== 'en_attente' && request.status !== 'preuve_envoyee') throw conflict(M.cannotAddProof(PAYMENT_STATUS_LABELS[request.status]))
}

/**
 * A proof (1 to 3) for the student's own request, with the payer's name and the transfer's date
 * (required with the first). The bytes are checked before anything is stored; the file is written
 * only for a row about to be inserted and removed again if the transaction fails. A proof after a
 * refusal that allowed it puts the same request (reference, amount, history) back in the queue.
 */
export async function addProof(db: Database, files: FileStore, studentId: number, input: z.output<typeof proofInput>) {
  await expireOverdue(db)
  const type = await checkProof(input.file)
  let key: string | undefined
  let afterRefusal = false
  try {
    await db.transaction().execute(async (trx) => {
      const request = await lockMine(trx, studentId, input.id)
      assertTakesProof(request)
      afterRefusal = request.status === 'refusee'
      const payer_name = input.payer_name || request.payer_name
      const transfer_date = input.transfer_date ?? request.transfer_date
      if (!payer_name) throw badRequest(M.payerNameRequired)
      if (!transfer_date) throw badRequest(M.transferDateRequired)
      const n = (await countProofs(trx, request.id)) + 1
      if (n > PAYMENT_RULES.maxProofs) throw badRequest(M.tooManyProofs)

      key = await files.put('payment-proofs', type.extension, input.file)
      await trx
        .insertInto('payment_proofs')
        .values({ payment_request_id: request.id, n, file_key: key, mime: type.mime, original_name: proofDisplayName(input.file_name, type), size_bytes: input.file.length })
        .execute()
      // back in the queue: the refusal stays in `refusal_reason` and the history for the next look
      const reopened = afterRefusal ? { new_proof_allowed: false, decided_by: null, decided_at: null } : {}
      await trx
        .updateTable('payment_requests')
        .set({ status: 'preuve_envoyee', payer_name, transfer_date, updated_at: new Date().toISOString(), ...reopened })
        .where('id', '=', request.id)
        .execute()
      await recordEvent(trx, request.id, afterRefusal ? 'nouvelle_preuve' : n === 1 ? 'preuve_envoyee' : 'preuve_ajoutee', { actor: 'student' })
    })
  } catch (error) {
    if (key) await files.remove(key)
    // a newer request for the same formation is open meanwhile: that one is the live one
    if (afterRefusal && isUniqueViolation(error)) throw conflict(M.requestExisting)
    throw error
  }
  return { message: M.proofSent, payment: await loadMyPayment(db, studentId, input.id) }
}

const NO_COUPON = { list_price_mad: null, discount_mad: 0, coupon_id: null, coupon_code: null }

/**
 * An expired request comes back to life with a new 7-day deadline and the same reference, at the
 * formation's terms of now (DESIGN §15): its price, course, access type and duration as the
 * formation sells them today, or not at all when it is no longer sold online.
 */
export async function reopenPaymentRequest(db: Database, studentId: number, id: number) {
  await expireOverdue(db)
  try {
    const message = await db.transaction().execute(async (trx) => {
      const request = await lockMine(trx, studentId, id)
      if (request.status !== 'expiree') throw conflict(M.cannotReopen)
      await beforeReopen(trx, id)
      const terms = request.announcement_id === null ? undefined : (await currentSale(trx, request.announcement_id, true)).terms
      if (!terms) throw conflict(M.reopenNotSold)
      await trx
        .updateTable('payment_requests')
        .set({ ...terms, ...NO_COUPON, status: 'en_attente', deadline_at: deadlineFrom(Date.now()), updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute()
      // its code's use was given back when it expired: the list price of now, the code free again
      await trx.deleteFrom('coupon_redemptions').where('payment_request_id', '=', id).execute()
      const repriced = terms.amount_mad !== request.amount_mad
      await recordEvent(trx, id, 'rouverte', { actor: 'student' }, repriced ? M.repricedNote(dirhams(request.amount_mad), dirhams(terms.amount_mad)) : null)
      return repriced ? M.reopenedRepriced(dirhams(terms.amount_mad)) : M.reopened
    })
    return { message, payment: await loadMyPayment(db, studentId, id) }
  } catch (error) {
    // another request for the same formation was opened meanwhile: that one is the live one
    if (isUniqueViolation(error)) throw conflict(M.requestExisting)
    throw error
  }
}

/** The student changed their mind before sending any proof. */
export async function cancelPaymentRequest(db: Database, studentId: number, id: number) {
  await expireOverdue(db)
  await db.transaction().execute(async (trx) => {
    const request = await lockMine(trx, studentId, id)
    if (request.status !== 'en_attente') throw conflict(M.cannotCancel)
    await beforeCancel(trx, id)
    await trx.updateTable('payment_requests').set({ status: 'annulee', updated_at: new Date().toISOString() }).where('id', '=', id).execute()
    await recordEvent(trx, id, 'annulee', { actor: 'student' })
  })
  return { message: M.cancelled, payment: await loadMyPayment(db, studentId, id) }
}

/** Where proof `n` is, for the download shim; `studentId` limits it to the owner's requests. */
export async function proofFile(db: Database, id: number, n: number, studentId?: number) {
  let query = db
    .selectFrom('payment_proofs as f')
    .innerJoin('payment_requests as p', 'p.id', 'f.payment_request_id')
    .select(['f.file_key', 'f.mime', 'f.original_name', 'p.reference'])
    .where('p.id', '=', id)
    .where('f.n', '=', n)
  if (studentId !== undefined) query = query.where('p.student_id', '=', studentId)
  const row = await query.executeTakeFirst()
  if (!row) throw notFound(M.proofNotFound)
  return { key: row.file_key, mime: row.mime, file_name: `${row.reference}-preuve-${n}-${row.original_name}` }
}
