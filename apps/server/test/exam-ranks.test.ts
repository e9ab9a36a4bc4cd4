import type { AdminExamDetail, ExamResults } from '@tutorat/contracts'
import { sql } from '@tutorat/db'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { examsApp, newExam } from './exams-helpers.ts'
import type { TestApp } from './helpers.ts'

// Issue 30 (DESIGN §20): the results page ranks in SQL. Against a brute-force computation on
// random concours (ties, second attempts, running copies), paged at random sizes while new copies
// keep arriving: every copy once, in order, with its rank, centile, the spread and the average.

type Headers = Record<string, string>
let t: TestApp
let root: Headers
let exam: AdminExamDetail
const STUDENTS = 40
let studentIds: number[] = []

beforeAll(async () => {
  ;({ t, root } = await examsApp())
  exam = await newExam(t, root, { max_attempts: 2 })
  const rows = await sql<{ id: number }>`insert into students (name, email)
    select 'Candidat ' || i, 'rang' || i || '@exemple.ma' from generate_series(1, ${STUDENTS + 60}::int) i returning id`.execute(t.services.db)
  studentIds = rows.rows.map((row) => row.id)
})
afterAll(() => t.close())

const MAX = 6
interface Copy {
  student: number
  attempt: number
  status: 'soumise' | 'expiree' | 'en_cours'
  /** quarter points out of 24 (a score of quarter × 0.25 over 6), null while running */
  quarters: number | null
  minute: number
}

/** Up to two attempts per student; a running one is the last (one running copy per student and exam). */
const concours = fc
  .array(
    fc.record({
      first: fc.constantFrom<Copy['status']>('soumise', 'soumise', 'expiree', 'en_cours'),
      second: fc.option(fc.constantFrom<Copy['status']>('soumise', 'en_cours'), { nil: undefined }),
      scores: fc.tuple(fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 24 })),
      minutes: fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 6, max: 9 })),
    }),
    { maxLength: STUDENTS },
  )
  .map((students) =>
    students.flatMap((s, i): Copy[] => {
      const first: Copy = { student: i, attempt: 1, status: s.first, quarters: s.first === 'en_cours' ? null : s.scores[0], minute: s.minutes[0] }
      if (s.first === 'en_cours' || !s.second) return [first]
      return [first, { student: i, attempt: 2, status: s.second, quarters: s.second === 'en_cours' ? null : s.scores[1], minute: s.minutes[1] }]
    }),
  )

async function seed(copies: Copy[]) {
  const db = t.services.db
  await db.deleteFrom('exam_attempts').where('exam_id', '=', exam.id).execute()
  if (copies.length === 0) return []
  const rows = await sql<{ id: number }>`insert into exam_attempts (exam_id, version_id, student_id, attempt_number, seed, started_at, deadline_at, submitted_at, status, score, max_score)
    select ${exam.id}::int, v.id, s, n, 1, timestamptz '2026-12-05 10:00Z' + m * interval '1 minute', timestamptz '2026-12-05 12:00Z',
      case when st = 'en_cours' then null else timestamptz '2026-12-05 11:00Z' end, st, q / 4.0, ${MAX}::numeric
    from unnest(${copies.map((c) => studentIds[c.student])}::int[], ${copies.map((c) => c.attempt)}::int[], ${copies.map((c) => c.status)}::text[],
      ${copies.map((c) => c.quarters)}::int[], ${copies.map((c) => c.minute)}::int[]) as x(s, n, st, q, m)
    cross join (select current_version_id id from exams where id = ${exam.id}::int) v
    returning id`.execute(db)
  return copies.map((copy, i) => ({ ...copy, id: rows.rows[i]?.id ?? 0 }))
}

/** Brute force, in whole cents: no float rounding between the two computations. */
function expected(copies: (Copy & { id: number })[]) {
  const ranked = copies.filter((c) => c.attempt === 1 && c.status !== 'en_cours' && c.quarters !== null)
  const cents = (q: number) => Math.round((q * 2000) / (4 * MAX)) // score × 20 / 6, in cents, rounded half up
  const order = [...copies].sort((a, b) => {
    if (a.quarters === null || b.quarters === null) return a.quarters === b.quarters ? a.minute - b.minute || a.id - b.id : a.quarters === null ? 1 : -1
    return b.quarters - a.quarters || a.minute - b.minute || a.id - b.id
  })
  const rows = order.map((c) => {
    const isRanked = ranked.includes(c)
    const q = c.quarters ?? 0
    const below = ranked.filter((r) => (r.quarters ?? 0) < q).length
    return {
      attempt_id: c.id,
      rank: isRanked ? 1 + ranked.filter((r) => (r.quarters ?? 0) > q).length : null,
      percentile: isRanked ? (ranked.length === 1 ? 100 : Math.floor((100 * below) / (ranked.length - 1))) : null,
    }
  })
  const notes = copies.filter((c) => c.quarters !== null).map((c) => cents(c.quarters ?? 0))
  const distribution = Array.from({ length: 10 }, (_, band) => notes.filter((n) => Math.min(9, Math.floor(n / 200)) === band).length)
  const average = notes.length === 0 ? null : Math.round(notes.reduce((a, b) => a + b, 0) / notes.length) / 100
  return {
    rows,
    distribution,
    average,
    summary: { copies: copies.length, scored: notes.length, running: copies.filter((c) => c.status === 'en_cours').length, best_20: notes.length ? Math.max(...notes) / 100 : null },
  }
}

async function page(limit: number, offset: number) {
  const response = await t.app.inject({ url: `/api/admin/exams/${exam.id}/results?limit=${limit}&offset=${offset}`, headers: root })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<ExamResults>()
}

describe('exams.results against a brute-force ranking', () => {
  it('pages every copy once, best first, with its rank and centile, while new copies arrive', async () => {
    let newcomer = STUDENTS
    await fc.assert(
      fc.asyncProperty(concours, fc.integer({ min: 1, max: 7 }), async (copies, limit) => {
        const seeded = await seed(copies)
        const want = expected(seeded)
        const seen: ExamResults['attempts'] = []
        let first: ExamResults | undefined
        for (let offset = 0; ; offset += limit) {
          const answer = await page(limit, offset)
          first ??= answer
          seen.push(...answer.attempts)
          if (answer.attempts.length < limit) break
          // a student starts while the admin pages: the new running copy goes last, nothing shifts
          const id = studentIds[newcomer++ % studentIds.length]
          await sql`insert into exam_attempts (exam_id, version_id, student_id, attempt_number, seed, started_at, deadline_at, status, max_score)
            select id, current_version_id, ${id}::int, 1, 1, timestamptz '2026-12-05 10:30Z', timestamptz '2026-12-05 12:00Z', 'en_cours', ${MAX}::numeric
            from exams where id = ${exam.id}::int
            on conflict do nothing`.execute(t.services.db)
        }
        const original = seen.filter((row) => seeded.some((c) => c.id === row.attempt_id))
        expect(original.map(({ attempt_id, rank, percentile }) => ({ attempt_id, rank, percentile }))).toEqual(want.rows)
        expect(new Set(seen.map((row) => row.attempt_id)).size).toBe(seen.length)
        expect(first?.distribution).toEqual(want.distribution)
        expect(first?.average_20).toBe(want.average)
        expect(first?.summary).toEqual(want.summary)
      }),
      { numRuns: 25 },
    )
    // 25 concours seeded and paged through: past the default 30 s on a busy machine
  }, 90_000)
})
