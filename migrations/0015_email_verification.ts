import { type Kysely, sql } from 'kysely'

// Issue 26 (DESIGN §15): self sign-up verifies the address.
// 1. `students.email_verified`. New rows default to verified: the admin vouches for the addresses
//    they type, Google has verified its own; self sign-up is the one path that writes false (and an
//    admin's invite, until the student sets a password from the mailed link). Rows of a running site:
//    verified when an admin created the account, Google signed it in, or it has (had) an access or
//    a payment request — nobody who paid is locked out; any other self-signed account starts
//    unverified, signs in and sees « Confirmez votre adresse » (a squatted one goes to the real
//    owner by their Google sign-in or a reset link).
// 2. `email_verifications`: the verification links (24 h, one use), apart from the set-password
//    links of `student_invites` so that sending one never kills an admin's live invite. Bound to
//    the address they were sent to; one live link per student.
// 3. Every live link of a student (set-password, reset, verification) dies when the student's email
//    changes, as the set-password links die when the password changes (0008); verification links
//    also die when the password changes or the address becomes verified.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('students').addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(true)).execute()
  await sql`update students s set email_verified = false
    where s.created_by is null and s.google_sub is null
      and not exists (select 1 from accesses a where a.student_id = s.id)
      and not exists (select 1 from access_redemptions r where r.student_id = s.id)
      and not exists (select 1 from payment_requests p where p.student_id = s.id)`.execute(db)

  await db.schema
    .createTable('email_verifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index email_verifications_live_key on email_verifications (student_id) where used_at is null`.execute(db)

  await sql`create function student_links_die_with_email() returns trigger language plpgsql as $$
    begin
      update student_invites set used_at = now() where student_id = new.id and used_at is null;
      update email_verifications set used_at = now() where student_id = new.id and used_at is null;
      return null;
    end $$`.execute(db)
  await sql`create trigger students_email_kills_links after update of email on students
    for each row when (old.email is distinct from new.email)
    execute function student_links_die_with_email()`.execute(db)
  // a verified account has no verification link left: a squatter's pending correction must not
  // move the address once the owner proved it (reset, invite, Google), nor after a new password
  await sql`create function email_verifications_die() returns trigger language plpgsql as $$
    begin
      update email_verifications set used_at = now() where student_id = new.id and used_at is null;
      return null;
    end $$`.execute(db)
  await sql`create trigger students_proof_kills_verifications after update of password_hash, email_verified on students
    for each row when (old.password_hash is distinct from new.password_hash or old.email_verified is distinct from new.email_verified)
    execute function email_verifications_die()`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger students_proof_kills_verifications on students`.execute(db)
  await sql`drop function email_verifications_die()`.execute(db)
  await sql`drop trigger students_email_kills_links on students`.execute(db)
  await sql`drop function student_links_die_with_email()`.execute(db)
  await db.schema.dropTable('email_verifications').execute()
  await db.schema.alterTable('students').dropColumn('email_verified').execute()
}
