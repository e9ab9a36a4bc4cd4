import { PAYMENT_MESSAGES, type PaymentReceipt } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import { conflict, notFound } from '../../errors.ts'
import { couponTerms } from './queries.ts'

/** The receipt of a validated request; `studentId` limits it to the owner's (else the same 404). */
export async function paymentReceipt(db: Database, id: number, studentId?: number): Promise<PaymentReceipt> {
  let query = db.selectFrom('payment_requests').selectAll().where('id', '=', id)
  if (studentId !== undefined) query = query.where('student_id', '=', studentId)
  const row = await query.executeTakeFirst()
  if (!row) throw notFound(PAYMENT_MESSAGES.notFound)
  if (row.status !== 'validee' || !row.decided_at || !row.receipt_number) throw conflict(PAYMENT_MESSAGES.receiptUnavailable)
  const card = await db.selectFrom('card_transactions').select('id').where('payment_request_id', '=', id).where('granted_at', 'is not', null).executeTakeFirst()
  return {
    receipt_number: row.receipt_number,
    reference: row.reference,
    amount_mad: row.amount_mad,
    ...couponTerms(row),
    student_name: row.student_name,
    student_email: row.student_email,
    formation_title: row.formation_title,
    course_title: row.course_title,
    access_type: row.access_type as PaymentReceipt['access_type'],
    duration_days: row.duration_days,
    payer_name: row.payer_name,
    transfer_date: row.transfer_date,
    requested_at: row.created_at,
    validated_at: row.decided_at,
    payment_method: card ? 'carte' : 'virement',
  }
}
