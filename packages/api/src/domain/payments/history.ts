import type { PaymentEvent } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'

export type PaymentActor = { actor: 'student' } | { actor: 'system' } | { actor: 'admin'; adminId: number }

/** One line of a request's history: what happened, who did it, when (in the change's transaction). */
export async function recordEvent(db: Database, requestId: number, event: PaymentEvent, by: PaymentActor, note: string | null = null) {
  await db
    .insertInto('payment_events')
    .values({ payment_request_id: requestId, event, actor: by.actor, admin_id: by.actor === 'admin' ? by.adminId : null, note })
    .execute()
}
