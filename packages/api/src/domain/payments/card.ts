import { createHash } from 'node:crypto'
import { CARD_CURRENCY, CARD_MESSAGES, PAYMENT_MESSAGES, type PaymentStatus } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { TRPCError } from '@trpc/server'
import { conflict, notFound } from '../../errors.ts'
import { expireOverdue } from './deadlines.ts'
import { type GatewayTransaction, GatewayUnavailableError, type PaymentGateway } from './gateway.ts'
import { grantPaidRequest, lockForDecision } from './review.ts'

// DESIGN §18, cards: the student leaves for the gateway's hosted form; the access opens only from a
// signed webhook whose transaction the gateway's API confirms — never from the return page.

const unavailable = (cause: unknown) => new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: CARD_MESSAGES.unavailable, cause })
const unauthorized = () => new TRPCError({ code: 'UNAUTHORIZED', message: CARD_MESSAGES.webhookUnsigned })

/** A request the student may pay by card now: their own, waiting for payment. */
async function payableRequest(db: Database, studentId: number, id: number) {
  await expireOverdue(db)
  const request = await db
    .selectFrom('payment_requests')
    .select(['id', 'reference', 'amount_mad', 'status'])
    .where('id', '=', id)
    .where('student_id', '=', studentId)
    .executeTakeFirst()
  if (!request) throw notFound(PAYMENT_MESSAGES.notFound)
  if (request.status !== 'en_attente') throw conflict(CARD_MESSAGES.notPayable)
  return request
}

/** « Payer par carte »: a payment token for the request's own amount, and where to send the student. */
export async function startCardPayment(db: Database, gateway: PaymentGateway | undefined, publicUrl: string, studentId: number, id: number, ip: string) {
  if (!gateway) throw conflict(CARD_MESSAGES.disabled)
  const request = await payableRequest(db, studentId, id)
  const back = `${publicUrl}/student/payments/${request.id}/carte`
  try {
    const { redirectUrl } = await gateway.checkout({
      orderId: request.reference,
      amountCentimes: request.amount_mad * 100,
      currency: CARD_CURRENCY,
      successUrl: `${back}/succes`,
      errorUrl: `${back}/echec`,
      customerIp: ip,
    })
    return { redirect_url: redirectUrl }
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw unavailable(error)
    throw error
  }
}

/** Requests a paid transaction still opens: a lapsed transfer deadline must not eat a card payment. */
const GRANTABLE: readonly PaymentStatus[] = ['en_attente', 'preuve_envoyee', 'expiree']

/** Why a paid transaction opened nothing (kept on its row for the team: a refund, a check). */
function refusalNote(request: { amount_mad: number; status: PaymentStatus; student_id: number | null; course_id: number | null }, transaction: GatewayTransaction) {
  // checked here rather than refused by the grant: a refusal would roll this row back and the gateway would retry for ever
  if (request.student_id === null || request.course_id === null) return 'compte de l’étudiant ou cours supprimé : paiement reçu sans accès ouvert, à rembourser ou à traiter à la main'
  if (transaction.amountCentimes !== request.amount_mad * 100 || transaction.currency !== CARD_CURRENCY)
    return `montant ou devise différents de la demande (${transaction.amountCentimes ?? '?'} ${transaction.currency || '?'} au lieu de ${request.amount_mad * 100} ${CARD_CURRENCY})`
  if (!GRANTABLE.includes(request.status)) return `demande « ${request.status} » : paiement reçu sans accès ouvert, à rembourser ou à traiter à la main`
  return null
}

/**
 * Records what the gateway's API says of the transaction and, when it is paid for the request's
 * exact amount and currency, grants through the admin's path (actor `system`). The request's row
 * lock serializes every webhook of one request: the first paid one grants, the others (replays,
 * parallel deliveries, a second payment) find it done.
 */
async function applyTransaction(db: Database, jwtSecret: string, gateway: PaymentGateway, transaction: GatewayTransaction, payloadHash: string) {
  const found = await db.selectFrom('payment_requests').select('id').where('reference', '=', transaction.orderId).executeTakeFirst()
  if (!found) return
  await db.transaction().execute(async (trx) => {
    const request = await lockForDecision(trx, found.id)
    const now = new Date().toISOString()
    const row = await trx
      .insertInto('card_transactions')
      .values({
        payment_request_id: request.id,
        gateway: gateway.name,
        transaction_id: transaction.id,
        status: transaction.status,
        amount_centimes: transaction.amountCentimes ?? 0,
        currency: transaction.currency,
        payload_sha256: payloadHash,
      })
      .onConflict((oc) =>
        oc.columns(['gateway', 'transaction_id']).doUpdateSet((eb) => ({
          status: eb.ref('excluded.status'),
          amount_centimes: eb.ref('excluded.amount_centimes'),
          currency: eb.ref('excluded.currency'),
          payload_sha256: eb.ref('excluded.payload_sha256'),
          updated_at: now,
        })),
      )
      .returning(['id', 'payment_request_id', 'granted_at'])
      .executeTakeFirstOrThrow()
    if (row.payment_request_id !== request.id || row.granted_at !== null || transaction.status !== 'paid') return
    const note = refusalNote(request, transaction)
    if (note) {
      await trx.updateTable('card_transactions').set({ note }).where('id', '=', row.id).execute()
      return
    }
    await grantPaidRequest(trx, jwtSecret, request, { actor: 'system' }, 'payee_carte')
    await trx.updateTable('card_transactions').set({ granted_at: now, note: null }).where('id', '=', row.id).execute()
  })
}

/**
 * `POST /api/payments/youcanpay/webhook`: the signature over the raw bytes first, then the
 * transaction fetched from the gateway (the body's status, amount and order are not believed).
 * A gateway that cannot answer → 503, so the webhook is delivered again later.
 */
export async function receiveCardWebhook(db: Database, jwtSecret: string, gateway: PaymentGateway | undefined, rawBody: Buffer, signature: string | undefined) {
  if (!gateway) throw notFound()
  if (!gateway.verifySignature(rawBody, signature)) throw unauthorized()
  const notice = gateway.readNotice(rawBody)
  if (!notice) throw new TRPCError({ code: 'BAD_REQUEST', message: CARD_MESSAGES.webhookInvalid })
  // an event without a transaction (or with an id no gateway gives) records nothing
  if (!notice.transactionId || notice.transactionId.length > 200) return { detail: CARD_MESSAGES.webhookReceived }
  let transaction: GatewayTransaction | null
  try {
    transaction = await gateway.fetchTransaction(notice.transactionId)
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw unavailable(error)
    throw error
  }
  // an unknown transaction or one the API names differently: nothing to record against
  if (transaction && transaction.id === notice.transactionId) {
    await applyTransaction(db, jwtSecret, gateway, transaction, createHash('sha256').update(rawBody).digest('hex'))
  }
  return { detail: CARD_MESSAGES.webhookReceived }
}
