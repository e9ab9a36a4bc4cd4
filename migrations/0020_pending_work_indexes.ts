import { type Kysely, sql } from 'kysely'

// Issue 29: the back office's pending work and the messages log.
// 1. « À traiter » counts the new session requests on every dashboard view and focus: an index on
//    the status (the list filtered by status reads it too), so the count never walks the table.
// 2. « aucun canal configuré » was stored as `failed`, so the log counted it as a failure and
//    « Renvoyer tous les échecs » re-queued it for nothing. It is a state of its own, `no_channel`:
//    nothing went wrong, nothing will be tried again until someone sends it once a channel exists.
// 3. The log's counts (pending, failed, dead, no_channel) read a partial index of those rows only,
//    never the sent ones that make up nearly all the table.
const NO_CHANNEL_REASON = 'aucun canal configuré'
const STATUSES = (extra: string[]) => sql.join(['pending', 'sent', 'failed', 'dead', ...extra].map((status) => sql.lit(status)))

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index session_requests_status_idx on session_requests (status, created_at desc, id desc)`.execute(db)

  await sql`alter table notifications drop constraint notifications_status_check`.execute(db)
  await sql`alter table notifications add constraint notifications_status_check check (status in (${STATUSES(['no_channel'])}))`.execute(db)
  await sql`update notifications set status = 'no_channel', next_attempt_at = null
    where status = 'failed' and last_error = ${NO_CHANNEL_REASON}`.execute(db)
  await sql`create index notifications_attention_idx on notifications (status)
    where status in ('pending', 'failed', 'dead', 'no_channel')`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index notifications_attention_idx`.execute(db)
  await sql`update notifications set status = 'failed' where status = 'no_channel'`.execute(db)
  await sql`alter table notifications drop constraint notifications_status_check`.execute(db)
  await sql`alter table notifications add constraint notifications_status_check check (status in (${STATUSES([])}))`.execute(db)
  await sql`drop index session_requests_status_idx`.execute(db)
}
