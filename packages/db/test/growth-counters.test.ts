import fc from 'fast-check'
import { type RawBuilder, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '../src/create-db.ts'
import { createTestDb, testDatabaseUrl } from '../src/testing.ts'

// Migration 0027 (DESIGN §20): the dashboard's and the courses' figures and a concours blanc's
// per-question outcomes are counters kept by triggers. Whatever sequence of writes (one row or many
// per statement, owners deleted, courses handed over), they equal a count made from scratch.

let handle: DbHandle
beforeAll(async () => {
  handle = await createTestDb()
})
afterAll(() => handle.close())

const q = <T = Record<string, unknown>>(query: RawBuilder<T>) => query.execute(handle.db).then((r) => r.rows)
const ids = async (table: string) => (await q<{ id: number }>(sql`select id from ${sql.table(table)} order by id`)).map((r) => r.id)
const pick = (list: number[], n: number) => list[n % list.length]

/** The counters, and the same figures counted from scratch, per scope (0 = the school, else an admin). */
async function linkFigures() {
  const kept = await q(sql`select a.id as scope, coalesce(c.accesses, 0)::int accesses, coalesce(c.with_access, 0)::int with_access,
      coalesce(c.linked, 0)::int linked
    from (select 0 as id union select id from admins) a left join link_counts c on c.scope = a.id order by a.id`)
  const fresh = await q(sql`select a.id as scope,
      (select count(*) from accesses x join courses c on c.id = x.course_id where a.id = 0 or c.created_by = a.id)::int accesses,
      (select count(distinct x.student_id) from accesses x join courses c on c.id = x.course_id where a.id = 0 or c.created_by = a.id)::int with_access,
      (select count(*) from students s where a.id = 0 or s.created_by = a.id or exists (select 1 from accesses x join courses c on c.id = x.course_id
        where x.student_id = s.id and c.created_by = a.id))::int linked
    from (select 0 as id union select id from admins) a order by a.id`)
  const stray = await q(sql`select * from student_links where accesses = 0 and created = 0`)
  return { kept, fresh, stray }
}

async function outcomeFigures() {
  const kept = await q(sql`select question_id, juste, partiel, faux from question_outcomes where (juste, partiel, faux) <> (0, 0, 0) order by question_id`)
  const fresh = await q(sql`select question_id, count(*) filter (where outcome = 'juste')::int juste,
      count(*) filter (where outcome = 'partiel')::int partiel, count(*) filter (where outcome = 'faux')::int faux
    from attempt_answers where outcome in ('juste', 'partiel', 'faux') group by question_id order by question_id`)
  return { kept, fresh }
}

let serial = 0
const next = () => ++serial

/** One write as the app, an import or a script makes it; `n` picks existing rows. */
const linkOps = {
  addAdmin: async () => {
    await sql`insert into admins (name, email, password_hash) values ('A', ${`a${next()}@e.ma`}, 'x')`.execute(handle.db)
  },
  addCourse: async (n: number) => {
    const owner = pick(await ids('admins'), n)
    await sql`insert into courses (title, subject, level, access_code, created_by) values ('C', 'Physique', 'Avancé', ${`C-${next()}`}, ${owner})`.execute(handle.db)
  },
  addStudents: async (n: number) => {
    const admins = await ids('admins')
    // several rows in one statement, some with a creator and some without
    await sql`insert into students (name, email, created_by)
      select 'S', 's' || g || '-' || ${next()}::int || '@e.ma', case when g % 2 = 0 then ${pick(admins, n)}::int end
      from generate_series(1, ${1 + (n % 3)}::int) g`.execute(handle.db)
  },
  grant: async (n: number) => {
    const [students, courses] = [await ids('students'), await ids('courses')]
    if (!students.length || !courses.length) return
    await sql`insert into accesses (student_id, course_id) values (${pick(students, n)}, ${pick(courses, n >> 3)}) on conflict do nothing`.execute(handle.db)
  },
  grantMany: async (n: number) => {
    const course = pick(await ids('courses'), n)
    if (course === undefined) return
    await sql`insert into accesses (student_id, course_id) select id, ${course}::int from students where id % 2 = ${n % 2} on conflict do nothing`.execute(handle.db)
  },
  moveAccess: async (n: number) => {
    const [accesses, courses, students] = [await ids('accesses'), await ids('courses'), await ids('students')]
    if (!accesses.length || !courses.length || !students.length) return
    const target = n % 2 ? sql`course_id = ${pick(courses, n >> 1)}` : sql`student_id = ${pick(students, n >> 1)}`
    await sql`update accesses set ${target} where id = ${pick(accesses, n)}
      and not exists (select 1 from accesses a, accesses b where a.id = ${pick(accesses, n)} and b.id <> a.id
        and b.student_id = ${n % 2 ? sql`a.student_id` : pick(students, n >> 1)} and b.course_id = ${n % 2 ? pick(courses, n >> 1) : sql`a.course_id`})`.execute(handle.db)
  },
  extendAll: async () => {
    // a change the counters ignore (expiry, status) on many rows at once
    await sql`update accesses set expires_at = now() + interval '3 days', is_active = not is_active`.execute(handle.db)
  },
  revoke: async (n: number) => {
    const accesses = await ids('accesses')
    if (accesses.length) await sql`delete from accesses where id = ${pick(accesses, n)}`.execute(handle.db)
  },
  recreditStudent: async (n: number) => {
    const [students, admins] = [await ids('students'), await ids('admins')]
    if (!students.length) return
    await sql`update students set created_by = ${n % 3 === 0 ? null : pick(admins, n)} where id = ${pick(students, n >> 2)}`.execute(handle.db)
  },
  deleteStudent: async (n: number) => {
    // as students/manage.ts: the accesses first (they restrict), then the student
    const student = pick(await ids('students'), n)
    if (student === undefined) return
    await sql`delete from accesses where student_id = ${student}`.execute(handle.db)
    await sql`delete from students where id = ${student}`.execute(handle.db)
  },
  deleteCourse: async (n: number) => {
    const course = pick(await ids('courses'), n)
    if (course === undefined) return
    await sql`delete from accesses where course_id = ${course}`.execute(handle.db)
    await sql`delete from videos where course_id = ${course}`.execute(handle.db)
    await sql`delete from courses where id = ${course}`.execute(handle.db)
  },
  handOver: async (n: number) => {
    const [courses, admins] = [await ids('courses'), await ids('admins')]
    if (courses.length) await sql`update courses set created_by = ${pick(admins, n)} where id = ${pick(courses, n >> 2)}`.execute(handle.db)
  },
  deleteAdmin: async (n: number) => {
    // as admins/manage.ts: the courses go to another admin; students.created_by is set null by the key
    const admins = await ids('admins')
    if (admins.length < 2) return
    const [gone, heir] = [pick(admins, n), pick(admins, n + 1)]
    await sql`update courses set created_by = ${heir} where created_by = ${gone}`.execute(handle.db)
    await sql`delete from admins where id = ${gone}`.execute(handle.db)
  },
}

describe(`growth counters on ${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('keep each scope’s accesses, students with an access and linked students equal to a fresh count', async () => {
    await linkOps.addAdmin()
    await linkOps.addAdmin()
    for (let i = 0; i < 3; i++) await linkOps.addCourse(i)
    await linkOps.addStudents(2)
    const names = Object.keys(linkOps) as (keyof typeof linkOps)[]
    const op = fc.record({ name: fc.constantFrom(...names), n: fc.nat(1000) })
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (steps) => {
        for (const step of steps) await linkOps[step.name](step.n)
        // two admins, a student and a course exist for the next run's picks
        if ((await ids('admins')).length < 2) await linkOps.addAdmin()
        if (!(await ids('students')).length) await linkOps.addStudents(1)
        if (!(await ids('courses')).length) await linkOps.addCourse(0)
        const { kept, fresh, stray } = await linkFigures()
        expect(kept).toEqual(fresh)
        expect(stray).toEqual([])
      }),
      { numRuns: 60 },
    )
  }, 120_000)

  it('keep each question’s right, partial and wrong answers equal to a fresh count', async () => {
    const db = handle.db
    const [admin] = await ids('admins')
    const exam = (await q<{ id: number }>(sql`insert into exams (title, time_limit_minutes, created_by) values ('E', 60, ${admin ?? null}) returning id`))[0]
    const version = (await q<{ id: number }>(sql`insert into exam_versions (exam_id) values (${exam?.id}) returning id`))[0]
    const questions = [101, 102, 103, 104]
    const outcome = fc.constantFrom(null, 'juste', 'partiel', 'faux', 'vide')
    const step = fc.oneof(
      fc.record({ kind: fc.constant('start' as const), n: fc.nat(100) }),
      fc.record({ kind: fc.constant('answer' as const), n: fc.nat(100), outcomes: fc.array(outcome, { minLength: 1, maxLength: 4 }) }),
      fc.record({ kind: fc.constant('score' as const), n: fc.nat(100), outcome }),
      fc.record({ kind: fc.constant('unanswer' as const), n: fc.nat(100) }),
      fc.record({ kind: fc.constant('deleteAttempt' as const), n: fc.nat(100) }),
    )
    const attempts = () => q<{ id: number }>(sql`select id from exam_attempts where exam_id = ${exam?.id} order by id`).then((r) => r.map((x) => x.id))
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const s of steps) {
          const attempt = pick(await attempts(), s.n)
          if (s.kind === 'start' || attempt === undefined) {
            const student = pick(await ids('students'), s.n)
            await sql`insert into exam_attempts (exam_id, version_id, student_id, attempt_number, seed, started_at, deadline_at, max_score, status)
              values (${exam?.id}, ${version?.id}, ${student}, ${next()}, 1, now(), now() + interval '1 hour', 4, 'soumise')`.execute(db)
          } else if (s.kind === 'answer') {
            // saving answers: several rows per statement, an upsert as attempts.ts makes it
            const rows = s.outcomes.map((o, i) => sql`(${attempt}, ${questions[(s.n + i) % 4]}, '[1]'::jsonb, now(), ${o})`)
            await sql`insert into attempt_answers (attempt_id, question_id, answer, saved_at, outcome) values ${sql.join(rows)}
              on conflict (attempt_id, question_id) do update set outcome = excluded.outcome`.execute(db)
          } else if (s.kind === 'score') {
            await sql`update attempt_answers set outcome = ${s.outcome} where attempt_id = ${attempt}`.execute(db)
          } else if (s.kind === 'unanswer') {
            await sql`delete from attempt_answers where attempt_id = ${attempt} and question_id = ${questions[s.n % 4]}`.execute(db)
          } else {
            await sql`delete from exam_attempts where id = ${attempt}`.execute(db) // the answers go by cascade
          }
        }
        const { kept, fresh } = await outcomeFigures()
        expect(kept).toEqual(fresh)
      }),
      { numRuns: 30 },
    )
  }, 120_000)
})
