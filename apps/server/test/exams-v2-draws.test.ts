import { loadAttempt, startAttempt, submitAttempt } from '@tutorat/api'
import type { AdminExamDetail } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drawSections, drawsFeasible, type SectionPlan } from '../../../packages/api/src/domain/exams/draw.ts'
import type { TestApp } from './helpers.ts'
import { examsApp, getExam, postExam, putExam, putQuestions } from './exams-helpers.ts'
import { addStudent } from './messages-helpers.ts'

// DESIGN §19, properties: a draw never repeats a question within an attempt and avoids the ones the
// student has seen when enough remain (Moodle's rule); the student's rank and percentile match a
// brute-force computation over every ranked copy.

type Headers = Record<string, string>
let t: TestApp
let db: Database
let owner: Headers
beforeAll(async () => {
  ;({ t, owner } = await examsApp())
  db = t.services.db
})
afterAll(() => t.close())

const ids = fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 0, maxLength: 25 })
const plan: fc.Arbitrary<SectionPlan> = fc.oneof(
  ids.filter((list) => list.length > 0).map((chosen) => ({ chosen, draw: null })),
  fc.tuple(ids, fc.integer({ min: 1, max: 12 })).map(([pool, count]) => ({ chosen: null, draw: { count, pool } })),
)
/** Plans a save would accept: chosen questions once, every draw servable (Hall's condition). */
const feasible = fc.array(plan, { minLength: 1, maxLength: 6 }).filter((plans) => {
  const chosen = plans.flatMap((p) => p.chosen ?? [])
  if (new Set(chosen).size !== chosen.length) return false
  const draws = plans.flatMap((p) => (p.draw ? [p.draw] : []))
  return drawsFeasible(draws, new Set(chosen))
})

describe('drawSections (pure)', () => {
  it('never repeats a question, keeps chosen ones, serves every draw from its pool', () => {
    fc.assert(
      fc.property(feasible, ids, fc.integer({ min: 0, max: 2 ** 31 - 2 }), (plans, seen, seed) => {
        const drawn = drawSections(plans, (id) => seen.includes(id), seed)
        const all = drawn.flat()
        expect(new Set(all).size).toBe(all.length)
        for (const [index, p] of plans.entries()) {
          if (p.chosen) expect(drawn[index]).toEqual(p.chosen)
          if (p.draw) {
            expect(drawn[index]).toHaveLength(p.draw.count)
            expect(drawn[index]?.every((id) => p.draw?.pool.includes(id))).toBe(true)
          }
        }
        // frozen: the same seed draws the same paper
        expect(drawSections(plans, (id) => seen.includes(id), seed)).toEqual(drawn)
      }),
      { numRuns: 300 },
    )
  })

  it('avoids seen questions when enough unseen ones remain (pools apart)', () => {
    const disjoint = fc
      .array(fc.tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 8 })), { minLength: 1, maxLength: 5 })
      .map((shape) => {
        let next = 1
        return shape.map(([size, count]) => {
          const pool = Array.from({ length: size }, () => next++)
          return { chosen: null, draw: { count: Math.min(count, size), pool } }
        })
      })
    fc.assert(
      fc.property(disjoint, fc.uniqueArray(fc.integer({ min: 1, max: 50 })), fc.nat(), (plans, seen, seed) => {
        const drawn = drawSections(plans, (id) => seen.includes(id), seed)
        for (const [index, p] of plans.entries()) {
          const pool = p.draw?.pool ?? []
          const count = p.draw?.count ?? 0
          const unseen = pool.filter((id) => !seen.includes(id)).length
          const seenDrawn = (drawn[index] ?? []).filter((id) => seen.includes(id)).length
          expect(seenDrawn).toBe(Math.max(0, count - unseen))
        }
      }),
      { numRuns: 300 },
    )
  })
})

async function bankOf(topic: string, count: number) {
  const created: number[] = []
  for (let i = 0; i < count; i++) {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/questions', headers: owner, payload: { type: 'single', statement: `${topic} ${i}`, options: ['a', 'b'], correct: [0], topic } })
    created.push(response.json<{ question: { id: number } }>().question.id)
  }
  return created
}

describe('draws through real attempts', () => {
  it('a second attempt draws the questions not seen in the first; each draw stays frozen', async () => {
    const topic = `Suites-${Date.now()}`
    await bankOf(topic, 6)
    const created = await postExam(t, owner, { title: 'Tirage', time_limit_minutes: 30, is_public: true, max_attempts: 3, review_policy: 'never' })
    const { id } = created.json<{ exam: AdminExamDetail }>().exam
    await putQuestions(t, owner, id, [{ type: 'single', statement: 'Intro', options: ['a', 'b'], correct: [0] }])
    const intro = (await getExam(t, owner, id)).questions[0]?.id ?? 0
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/exams/${id}/sections`,
      headers: owner,
      payload: { sections: [{ title: 'Intro', time_limit_minutes: 5, question_ids: [intro] }, { title: 'Suites', time_limit_minutes: 10, draw: { count: 3, topic } }] },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    await putExam(t, owner, id, { published: true })
    const exam = await getExam(t, owner, id)
    const student = await addStudent(db)
    const drawnOf = async (attemptId: number) =>
      (await db.selectFrom('attempt_sections').select('question_ids').where('attempt_id', '=', attemptId).where('position', '=', 2).executeTakeFirstOrThrow()).question_ids
    const bankIdsOf = (copies: number[]) => copies.map((copy) => exam.questions.find((q) => q.id === copy)?.bank_id)
    const first = await startAttempt(db, student.id, id)
    const firstDraw = await drawnOf(first.id)
    expect((await loadAttempt(db, student.id, first.id)).id).toBe(first.id)
    expect(await drawnOf(first.id)).toEqual(firstDraw)
    await submitAttempt(db, student.id, first.id)
    const second = await startAttempt(db, student.id, id)
    const secondDraw = await drawnOf(second.id)
    expect(new Set([...bankIdsOf(firstDraw), ...bankIdsOf(secondDraw)]).size).toBe(6)
    await submitAttempt(db, student.id, second.id)
    // all six seen: the third draw takes seen ones, still three distinct
    const third = await drawnOf((await startAttempt(db, student.id, id)).id)
    expect(new Set(third).size).toBe(3)
  })
})

describe('rank and percentile against brute force', () => {
  it('matches every ranked copy, ties sharing a rank, later attempts and running papers unranked', async () => {
    const created = await postExam(t, owner, { title: 'Classement', time_limit_minutes: 30, is_public: true, max_attempts: 2 })
    const { id } = created.json<{ exam: AdminExamDetail }>().exam
    await putQuestions(t, owner, id, [{ type: 'single', statement: 'Q', options: ['a', 'b'], correct: [0], points: 20 }])
    await putExam(t, owner, id, { published: true })
    const versionId = (await db.selectFrom('exams').select('current_version_id').where('id', '=', id).executeTakeFirstOrThrow()).current_version_id ?? 0
    const students = await Promise.all(Array.from({ length: 12 }, () => addStudent(db)))
    const copy = fc.record({ score: fc.integer({ min: 0, max: 40 }).map((n) => n / 2), kind: fc.constantFrom('first', 'first', 'first', 'second', 'running') })
    await fc.assert(
      fc.asyncProperty(fc.array(copy, { minLength: 1, maxLength: 12 }), async (copies) => {
        await db.deleteFrom('exam_attempts').where('exam_id', '=', id).execute()
        const now = new Date()
        const rows = copies.map((c, index) => ({
          exam_id: id,
          version_id: versionId,
          student_id: students[index]?.id ?? 0,
          attempt_number: c.kind === 'second' ? 2 : 1,
          seed: 1,
          started_at: now.toISOString(),
          deadline_at: new Date(now.getTime() + 30 * 60_000).toISOString(),
          status: c.kind === 'running' ? 'en_cours' : 'soumise',
          score: c.kind === 'running' ? null : c.score,
          max_score: 20,
        }))
        const inserted = await db.insertInto('exam_attempts').values(rows).returning(['id', 'student_id']).execute()
        const ranked = copies.filter((c) => c.kind === 'first').map((c) => c.score)
        for (const [index, c] of copies.entries()) {
          const row = inserted[index]
          if (!row) continue
          const attempt = await loadAttempt(db, row.student_id, row.id, now)
          if (c.kind !== 'first') {
            expect([attempt.rank, attempt.percentile]).toEqual([null, null])
            continue
          }
          const above = ranked.filter((s) => s > c.score).length
          const below = ranked.filter((s) => s < c.score).length
          expect(attempt.rank).toBe(above + 1)
          expect(attempt.percentile).toBe(ranked.length === 1 ? 100 : Math.floor((100 * below) / (ranked.length - 1)))
          expect(attempt.ranked_count).toBe(ranked.length)
        }
      }),
      { numRuns: 15 },
    )
  })
})
