import { type Kysely, sql } from 'kysely'

// Issue 30 (DESIGN §20): the dashboard's, the courses' and a concours blanc's figures read a few
// counter rows instead of counting every access or every answer per view. Kept by statement-level
// triggers in the writer's transaction, whatever writes (tRPC, REST, CSV import, scripts, FK actions).
//
// student_links: per scope (0 = the whole school, else an admin), per student, how many of the
// student's accesses are on the scope's courses (every course for 0; the admin's own courses
// otherwise) and whether the scope « created » the student (every student for 0; students.created_by
// otherwise). link_counts: per scope, the accesses, the students with an access, and the students
// linked (an access or created: DESIGN §4's « see »). A row of student_links at zero is deleted.
// Every change first locks link_counts' scope-0 row: writers of accesses queue there instead of
// deadlocking over the counters (grants are rare next to page views).
//
// question_outcomes: per question id (a question belongs to one exam), the scored answers right,
// partial and wrong; applied in question order so concurrent submissions never deadlock.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table student_links (
    scope integer not null, student_id integer not null,
    accesses integer not null, created integer not null,
    primary key (scope, student_id))`.execute(db)
  await sql`create table link_counts (
    scope integer primary key, accesses integer not null default 0,
    with_access integer not null default 0, linked integer not null default 0)`.execute(db)
  await sql`insert into link_counts (scope) values (0)`.execute(db)
  await sql`create table question_outcomes (
    question_id integer primary key, juste integer not null default 0,
    partiel integer not null default 0, faux integer not null default 0)`.execute(db)

  await sql`create function apply_student_links(p_scopes integer[], p_students integer[], p_accesses integer[], p_created integer[]) returns void
    language plpgsql as $$
    begin
      if coalesce(cardinality(p_scopes), 0) = 0 then return; end if;
      perform 1 from link_counts where scope = 0 for update;
      with delta as (
        select d.scope, d.student_id, sum(d.da)::int da, sum(d.dc)::int dc
        from unnest(p_scopes, p_students, p_accesses, p_created) as d(scope, student_id, da, dc)
        where d.scope is not null
        group by d.scope, d.student_id having sum(d.da) <> 0 or sum(d.dc) <> 0
      ), applied as (
        insert into student_links as l (scope, student_id, accesses, created)
        select scope, student_id, da, dc from delta order by scope, student_id
        on conflict (scope, student_id) do update set accesses = l.accesses + excluded.accesses, created = l.created + excluded.created
        returning l.scope, l.student_id, l.accesses, l.created
      ), moved as (
        select a.scope, d.da,
          (a.accesses > 0)::int - (a.accesses - d.da > 0)::int d_with,
          (a.accesses > 0 or a.created > 0)::int - (a.accesses - d.da > 0 or a.created - d.dc > 0)::int d_linked
        from applied a join delta d using (scope, student_id)
      )
      insert into link_counts as c (scope, accesses, with_access, linked)
        select scope, sum(da), sum(d_with), sum(d_linked) from moved group by scope order by scope
        on conflict (scope) do update set accesses = c.accesses + excluded.accesses,
          with_access = c.with_access + excluded.with_access, linked = c.linked + excluded.linked;
      delete from student_links l using unnest(p_scopes, p_students) as d(scope, student_id)
        where l.scope = d.scope and l.student_id = d.student_id and l.accesses = 0 and l.created = 0;
    end $$`.execute(db)

  // an access counts for the whole school and for its course's owner
  await byOperation(db, 'access_links', (changed) => `perform apply_student_links(array_agg(s.scope), array_agg(x.student_id), array_agg(x.sign), array_agg(0))
      from (${changed('student_id, course_id', '(o.student_id, o.course_id) <> (n.student_id, n.course_id)')}) x
      join courses c on c.id = x.course_id cross join lateral (values (0), (c.created_by)) s(scope)`)
  // a student is created by the whole school (insert, delete), and by students.created_by when set
  await byOperation(db, 'student_created_links', (changed) => `perform apply_student_links(array_agg(s.scope), array_agg(x.id), array_agg(0), array_agg(x.sign))
      from (${changed('id, created_by', 'o.created_by is distinct from n.created_by', true)}) x
      cross join lateral (values (case when x.whole then 0 end), (x.created_by)) s(scope)`)
  // a course changing hands (its owner deleted) moves its accesses to the new owner
  await byOperation(db, 'course_owner_links', (changed) => `perform apply_student_links(array_agg(x.created_by), array_agg(a.student_id), array_agg(x.sign), array_agg(0))
      from (${changed('id, created_by', 'o.created_by is distinct from n.created_by')}) x join accesses a on a.course_id = x.id`)
  await byOperation(db, 'answer_outcomes', (changed) => `with delta as (
        select question_id,
          coalesce(sum(sign) filter (where outcome = 'juste'), 0)::int juste,
          coalesce(sum(sign) filter (where outcome = 'partiel'), 0)::int partiel,
          coalesce(sum(sign) filter (where outcome = 'faux'), 0)::int faux
        from (${changed('question_id, outcome', '')}) x
        where outcome in ('juste', 'partiel', 'faux') group by question_id
      )
      insert into question_outcomes as q (question_id, juste, partiel, faux)
        select * from delta where juste <> 0 or partiel <> 0 or faux <> 0 order by question_id
        on conflict (question_id) do update set juste = q.juste + excluded.juste,
          partiel = q.partiel + excluded.partiel, faux = q.faux + excluded.faux`)

  await triggers(db, 'accesses', 'access_links', ['insert', 'update', 'delete'])
  await triggers(db, 'students', 'student_created_links', ['insert', 'update', 'delete'])
  await triggers(db, 'courses', 'course_owner_links', ['update'])
  await triggers(db, 'attempt_answers', 'answer_outcomes', ['insert', 'update', 'delete'])
  await backfill(db)
  // 0026's index of the outcomes served only the per-question count these counters replace
  await sql`drop index attempt_answers_outcome_idx`.execute(db)
}

type Changed = (columns: string, moved: string, whole?: boolean) => string

/**
 * A trigger function with one branch per operation: `body` receives the rows that changed as
 * (columns…, sign[, whole]) — +1 inserted or moved to, −1 deleted or moved from; `whole` is true
 * for an insert or a delete (not for an update). A transition table exists only for its operations.
 */
async function byOperation(db: Kysely<any>, fn: string, body: (changed: Changed) => string) {
  const prefixed = (alias: string, columns: string) => columns.split(', ').map((c) => `${alias}.${c}`).join(', ')
  const updated: Changed = (columns, moved, whole) => {
    const flag = whole ? ', false as whole' : ''
    // without a key (attempt_answers), every old version counts −1 and every new one +1
    const join = moved ? `from old_rows o join new_rows n on n.id = o.id where ${moved}` : null
    if (!join) return `select ${columns}, -1 as sign from old_rows union all select ${columns}, 1 from new_rows`
    return `select ${prefixed('o', columns)}, -1 as sign${flag} ${join} union all select ${prefixed('n', columns)}, 1${flag} ${join}`
  }
  const one = (table: string, sign: number): Changed => (columns, _moved, whole) => `select ${columns}, ${sign} as sign${whole ? ', true as whole' : ''} from ${table}`
  await sql`create function ${sql.raw(fn)}() returns trigger language plpgsql as ${sql.raw(`$$
    begin
      if tg_op = 'INSERT' then ${body(one('new_rows', 1))};
      elsif tg_op = 'DELETE' then ${body(one('old_rows', -1))};
      else ${body(updated)};
      end if;
      return null;
    end $$`)}`.execute(db)
}

// one trigger per event, each naming the transition tables its event has
async function triggers(db: Kysely<any>, table: string, fn: string, events: ('insert' | 'update' | 'delete')[]) {
  for (const event of events) {
    const tables = { insert: 'new table as new_rows', update: 'old table as old_rows new table as new_rows', delete: 'old table as old_rows' }[event]
    await sql`create trigger ${sql.raw(`${fn}_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
      referencing ${sql.raw(tables)} for each statement execute function ${sql.raw(fn)}()`.execute(db)
  }
}

async function backfill(db: Kysely<any>) {
  await sql`insert into student_links (scope, student_id, accesses, created)
    select scope, student_id, sum(accesses)::int, sum(created)::int from (
      select 0 as scope, a.student_id, 1 as accesses, 0 as created from accesses a
      union all select c.created_by, a.student_id, 1, 0 from accesses a join courses c on c.id = a.course_id
      union all select 0, id, 0, 1 from students
      union all select created_by, id, 0, 1 from students where created_by is not null
    ) x group by scope, student_id`.execute(db)
  await sql`insert into link_counts as c (scope, accesses, with_access, linked)
    select scope, sum(accesses), count(*) filter (where accesses > 0), count(*) from student_links group by scope
    on conflict (scope) do update set accesses = excluded.accesses, with_access = excluded.with_access, linked = excluded.linked`.execute(db)
  await sql`insert into question_outcomes (question_id, juste, partiel, faux)
    select question_id, count(*) filter (where outcome = 'juste'), count(*) filter (where outcome = 'partiel'),
      count(*) filter (where outcome = 'faux')
    from attempt_answers where outcome in ('juste', 'partiel', 'faux') group by question_id`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index attempt_answers_outcome_idx on attempt_answers (question_id, outcome) where outcome is not null`.execute(db)
  const dropped: [string, string, string[]][] = [
    ['accesses', 'access_links', ['insert', 'update', 'delete']],
    ['students', 'student_created_links', ['insert', 'update', 'delete']],
    ['courses', 'course_owner_links', ['update']],
    ['attempt_answers', 'answer_outcomes', ['insert', 'update', 'delete']],
  ]
  for (const [table, fn, events] of dropped) {
    for (const event of events) await sql`drop trigger ${sql.raw(`${fn}_${event}`)} on ${sql.table(table)}`.execute(db)
    await sql`drop function ${sql.raw(fn)}()`.execute(db)
  }
  await sql`drop function apply_student_links(integer[], integer[], integer[], integer[])`.execute(db)
  await sql`drop table question_outcomes`.execute(db)
  await sql`drop table link_counts`.execute(db)
  await sql`drop table student_links`.execute(db)
}
