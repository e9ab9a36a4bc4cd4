import { NOTIFICATION_MESSAGES, type NotificationChannel, type NotificationTemplate } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import { submitExpiredAttempts } from '../exams/finalise.ts'
import { runInstalmentSweeps } from '../payments/instalments-jobs.ts'
import { remindSessions } from '../sessions/reminders.ts'
import type { MessageChannels, OutgoingMessage } from './channels.ts'
import { DeliveryError } from './channels.ts'
import { runDueDailyJobs } from './daily.ts'
import { linkStillWorks, rowSecret } from './links.ts'
import { renderMessage, TEMPLATES, type TemplateParams } from './templates.ts'
import { unsubscribeToken } from './unsubscribe-token.ts'

// DESIGN §10: every instance runs this loop. A row is claimed with FOR UPDATE SKIP LOCKED and a
// lease (`locked_until`), sent outside any transaction, then marked. Two workers never hold one
// row; a crash between the send and the mark leaves the lease to expire and the row is sent again:
// the one at-least-once window.

export interface WorkerLog {
  info(object: object, message: string): void
  warn(object: object, message: string): void
}

export interface OutboxWorkerOptions {
  db: Database
  jwtSecret: string
  publicUrl: string
  channels: MessageChannels
  log: WorkerLog
  now?: () => Date
  /** rows claimed per round */
  batchSize?: number
  /** how long a claim holds: longer than the slowest send (channels time out at 30 s) */
  leaseMs?: number
  /** pause between rounds when nothing is due */
  pollMs?: number
}

const FIRST_RETRY_MS = 30_000
const MAX_RETRY_MS = 3_600_000
const GIVE_UP_AFTER_MS = 24 * 3_600_000
const DAILY_CHECK_MS = 60_000

/** 30 s, 1 min, 2 min … then hourly: the first retry within a minute, `dead` after about a day. */
export const retryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS)

type ClaimedRow = {
  id: number
  student_id: number | null
  channel: string
  recipient: string | null
  template: string
  params: unknown
  dedupe_key: string
  attempts: number
  created_at: string
}

export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db, channels, log } = options
  const now = options.now ?? (() => new Date())
  const batchSize = options.batchSize ?? 20
  const leaseMs = options.leaseMs ?? 120_000
  const pollMs = options.pollMs ?? 1000
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined
  let stopped = true
  let dailyCheckedAt = 0

  async function claim(): Promise<ClaimedRow[]> {
    const at = now()
    const due = db
      .selectFrom('notifications')
      .select('id')
      .where('status', 'in', ['pending', 'failed'])
      .where('next_attempt_at', '<=', at.toISOString())
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at.toISOString())]))
      .orderBy('next_attempt_at')
      .limit(batchSize)
      .forUpdate()
      .skipLocked()
    return db
      .updateTable('notifications')
      .set({ locked_until: new Date(at.getTime() + leaseMs).toISOString(), attempts: sql`attempts + 1` })
      .where('id', 'in', due)
      .returning(['id', 'student_id', 'channel', 'recipient', 'template', 'params', 'dedupe_key', 'attempts', 'created_at'])
      .execute()
  }

  async function outgoing(row: ClaimedRow): Promise<OutgoingMessage> {
    const template = row.template as NotificationTemplate
    if (!(template in TEMPLATES)) throw new DeliveryError(`modèle inconnu de cette version : ${row.template}`, 'permanent')
    const { secret: sealed, ...params } = (row.params ?? {}) as Record<string, unknown>
    const secret = rowSecret(options.jwtSecret, row)
    if (typeof sealed === 'string' && !secret) throw new DeliveryError('lien scellé illisible (JWT_SECRET changé ?)', 'permanent')
    // a reset mail held back by an outage must not arrive with a dead link
    if (!(await linkStillWorks(db, options.jwtSecret, row, now().toISOString()))) throw new DeliveryError('lien expiré, utilisé ou remplacé : non envoyé', 'permanent')
    const rendered = renderMessage(template, params as unknown as TemplateParams[typeof template], secret)
    const optOut = row.student_id !== null && !TEMPLATES[template].essential && (row.channel === 'email' || row.channel === 'whatsapp')
    const token = optOut ? unsubscribeToken(options.jwtSecret, row.student_id ?? 0, row.channel as 'email' | 'whatsapp') : null
    return {
      id: row.id,
      template,
      recipient: row.recipient ?? '',
      rendered,
      actionUrl: rendered.action ? `${options.publicUrl}${rendered.action.path}` : null,
      unsubscribeUrl: token ? `${options.publicUrl}/unsubscribe/${token}` : null,
      oneClickUnsubscribeUrl: token ? `${options.publicUrl}/api/notifications/unsubscribe?token=${token}` : null,
    }
  }

  async function markSent(row: ClaimedRow) {
    await db
      .updateTable('notifications')
      .set({ status: 'sent', sent_at: now().toISOString(), locked_until: null, next_attempt_at: null, last_error: null, params: sql`params - 'secret'` })
      .where('id', '=', row.id)
      .execute()
  }

  async function markFailed(row: ClaimedRow, error: unknown) {
    const failure = error instanceof DeliveryError ? error.failure : 'retry'
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500)
    const at = now()
    const delay = retryDelayMs(row.attempts)
    const tooOld = at.getTime() + delay - Date.parse(row.created_at) > GIVE_UP_AFTER_MS
    const dead = failure !== 'retry' || tooOld
    await db
      .updateTable('notifications')
      .set({
        status: dead ? 'dead' : 'failed',
        last_error: reason,
        locked_until: null,
        next_attempt_at: dead ? null : new Date(at.getTime() + delay).toISOString(),
        ...(dead ? { params: sql`params - 'secret'` } : {}),
      })
      .where('id', '=', row.id)
      .execute()
    if (failure === 'invalid_recipient' && row.student_id !== null) await markChannelInvalid(row, at)
    log.warn({ notification: row.id, channel: row.channel, template: row.template, attempts: row.attempts, failure, dead, reason }, 'message non envoyé')
  }

  /** The address or number bounced: the channel is marked (while it is still the student's), not the student. */
  async function markChannelInvalid(row: ClaimedRow, at: Date) {
    const column = row.channel === 'email' ? 'email' : 'phone'
    await db
      .updateTable('students')
      .set(row.channel === 'email' ? { email_invalid_at: at.toISOString() } : { phone_invalid_at: at.toISOString() })
      .where('id', '=', row.student_id ?? 0)
      .where(column, '=', row.recipient ?? '')
      .execute()
  }

  /** Not a failure (issue 29): stays in the log as « non envoyé », « Renvoyer » sends it once a channel is configured. */
  async function markNoChannel(row: ClaimedRow) {
    await db
      .updateTable('notifications')
      .set({ status: 'no_channel', last_error: NOTIFICATION_MESSAGES.noChannel, locked_until: null, next_attempt_at: null })
      .where('id', '=', row.id)
      .execute()
  }

  async function deliver(row: ClaimedRow) {
    const channel = channels[row.channel as Exclude<NotificationChannel, 'in_app'>]
    if (!channel) return markNoChannel(row)
    try {
      await channel.send(await outgoing(row))
    } catch (error) {
      return markFailed(row, error)
    }
    await markSent(row)
  }

  /** One round: claims what is due and delivers it; returns how many rows it handled. */
  async function tick(): Promise<number> {
    const rows = await claim()
    await Promise.all(rows.map(deliver))
    return rows.length
  }

  /** Rounds until nothing is due (tests, benchmarks, `npm run admin`). */
  async function drain(): Promise<number> {
    let total = 0
    for (let handled = await tick(); handled > 0; handled = await tick()) total += handled
    return total
  }

  async function loop() {
    if (stopped) return
    let handled = 0
    try {
      if (Date.now() - dailyCheckedAt >= DAILY_CHECK_MS) {
        dailyCheckedAt = Date.now()
        await runDueDailyJobs(db, options.jwtSecret, now())
        await remindSessions(db, options.jwtSecret, now())
        // the per-minute round also closes the exam papers whose time ran out (DESIGN §13)
        await submitExpiredAttempts(db, now())
        // and pauses the instalment plans whose unpaid part ran out of grace (DESIGN §18)
        await runInstalmentSweeps(db, now())
      }
      handled = await tick()
    } catch (error) {
      log.warn({ err: error }, 'file des messages : tour interrompu (base indisponible ?)')
    }
    if (!stopped) timer = setTimeout(() => void (running = loop()), handled === batchSize ? 0 : pollMs)
  }

  return {
    tick,
    drain,
    start() {
      if (!stopped) return
      stopped = false
      running = loop()
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>
