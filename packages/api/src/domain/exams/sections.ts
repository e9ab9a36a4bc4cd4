import { EXAM_MESSAGES, EXAM_RULES, type ExamSection, examSectionSchema, type Question, type sectionsInput } from '@tutorat/contracts'
import { type Database, sql, type Transaction, type DB } from '@tutorat/db'
import { z } from 'zod'
import { badRequestAt } from '../../errors.ts'
import type { Actor } from '../ownership.ts'
import { ownBank, selectBank, toBankQuestion } from '../question-bank/manage.ts'
import { loadAdminExam, loadManagedExamRow, versionOf } from './admin-queries.ts'
import { drawsFeasible } from './draw.ts'
import { forgetVersion } from './versions.ts'
import { writeVersion } from './version-write.ts'

// DESIGN §19, the section editor's save. A section takes chosen questions (the exam's own, or
// bank questions copied into the exam) or a draw: the bank questions matching its tags are copied
// into the version as the draw's pool, so the version stays immutable whatever the bank becomes,
// and a draw the bank cannot serve is refused now, in French, not when a student starts.

const M = EXAM_MESSAGES
type SectionInput = z.output<typeof sectionsInput>['sections'][number]
type DrawInput = NonNullable<SectionInput['draw']>
type Trx = Transaction<DB>

const sectionList = z.array(examSectionSchema)
export const sectionsOf = (json: unknown): ExamSection[] | null => (json === null || json === undefined ? null : sectionList.parse(json))

/** The exam's sections after its questions changed: every one they name must still be there. */
export function keptSections(json: unknown, questions: readonly Question[]): ExamSection[] | undefined {
  const sections = sectionsOf(json)
  if (!sections) return undefined
  const ids = new Set(questions.map((question) => question.id))
  const named = sections.flatMap((section) => [...(section.question_ids ?? []), ...(section.draw?.pool ?? [])])
  if (named.some((id) => !ids.has(id))) throw badRequestAt('questions', M.sectionsLostQuestion)
  return sections
}

/** The bank questions a draw's tags select in the actor's bank, oldest first, at most the pool's bound. */
async function drawPool(db: Database, actor: Actor, draw: DrawInput): Promise<number[]> {
  let query = ownBank(db.selectFrom('bank_questions as q').select('q.id'), actor)
  if (draw.topic) query = query.where('q.topic', '=', draw.topic)
  if (draw.difficulty) query = query.where('q.difficulty', '=', draw.difficulty)
  if (draw.concours) query = query.where('q.concours', '=', draw.concours)
  if (draw.year) query = query.where('q.year', '=', draw.year)
  return (await query.orderBy('q.id').limit(EXAM_RULES.maxBankPool).execute()).map((row) => row.id)
}

function checkChosen(sections: readonly SectionInput[], exam: ReadonlyMap<number, Question>, bank: ReadonlySet<number>) {
  const seen = new Set<number>()
  for (const [index, section] of sections.entries()) {
    for (const id of section.question_ids ?? []) {
      if (!exam.has(id) && !bank.has(id)) throw badRequestAt(`sections.${index}.question_ids`, M.sectionQuestionUnknown)
      if (seen.has(id)) throw badRequestAt(`sections.${index}.question_ids`, M.sectionQuestionTwice)
      seen.add(id)
    }
  }
}

/** Each draw's pool (bank ids), without the bank questions chosen elsewhere; too small a pool is refused. */
async function pools(db: Database, actor: Actor, sections: readonly SectionInput[], chosenBank: ReadonlySet<number>) {
  const result = new Map<number, number[]>()
  for (const [index, section] of sections.entries()) {
    if (!section.draw) continue
    const pool = (await drawPool(db, actor, section.draw)).filter((id) => !chosenBank.has(id))
    if (pool.length < section.draw.count) throw badRequestAt(`sections.${index}.draw.count`, M.drawTooLarge(section.draw.count, pool.length))
    result.set(index, pool)
  }
  const draws = [...result.entries()].map(([index, pool]) => ({ count: sections[index]?.draw?.count ?? 0, pool }))
  if (!drawsFeasible(draws, new Set())) throw badRequestAt('sections', M.drawOverlap)
  return result
}

/** The bank questions as copies in the exam: a bank question already copied keeps its copy's id. */
async function copies(trx: Trx, actor: Actor, bankIds: readonly number[], current: readonly Question[]): Promise<Map<number, Question>> {
  if (bankIds.length === 0) return new Map()
  const rows = await ownBank(selectBank(trx), actor).where('q.id', 'in', [...bankIds]).execute()
  const copyOf = new Map(current.flatMap((question) => (question.bank_id ? [[question.bank_id, question.id] as const] : [])))
  const fresh = rows.filter((row) => !copyOf.has(row.id)).length
  const ids = fresh === 0 ? [] : (await sql<{ id: number }>`select nextval('exam_question_ids')::int as id from generate_series(1, ${fresh})`.execute(trx)).rows.map((row) => row.id)
  const result = new Map(
    rows.map((row) => {
      const { id, type, statement, options, correct, weights, value, tolerance, points, explanation, image, topic } = toBankQuestion(row)
      const copy: Question = { id: copyOf.get(id) ?? (ids.shift() as number), type, statement, options, correct, weights, value, tolerance, points, explanation, image, topic, bank_id: id }
      return [id, copy]
    }),
  )
  // a copy whose bank question is gone (removed from the bank) stays as the exam holds it
  for (const question of current) if (question.bank_id && bankIds.includes(question.bank_id) && !result.has(question.bank_id)) result.set(question.bank_id, question)
  return result
}

const idOf = (exam: ReadonlyMap<number, Question>, copied: ReadonlyMap<number, Question>) => (id: number) => (exam.has(id) ? id : (copied.get(id)?.id ?? id))

/** PUT the ordered sections (DESIGN §19); the exam's duration becomes their sum. */
export async function saveSections(db: Database, actor: Actor, examId: number, sections: readonly SectionInput[]) {
  const row = await loadManagedExamRow(db, actor, examId)
  const total = sections.reduce((sum, section) => sum + section.time_limit_minutes, 0)
  if (total > EXAM_RULES.maxTimeLimitMinutes) throw badRequestAt('sections', M.sectionsTooLong)
  const version = versionOf(row)
  const own = new Map(version.questions.filter((question) => !question.bank_id).map((question) => [question.id, question]))
  // a copy's id names its bank question (checked in the bank like one named by its bank id)
  const copyToBank = new Map(version.questions.flatMap((question) => (question.bank_id ? [[question.id, question.bank_id] as const] : [])))
  const normalised = sections.map((section) => (section.question_ids ? { ...section, question_ids: section.question_ids.map((id) => copyToBank.get(id) ?? id) } : section))
  const asked = normalised.flatMap((section) => section.question_ids ?? []).filter((id) => !own.has(id))
  const bankIds = asked.length === 0 ? [] : (await ownBank(db.selectFrom('bank_questions as q').select('q.id'), actor).where('q.id', 'in', asked).execute()).map((r) => r.id)
  // a copy already in the exam stays choosable even once its bank question is gone
  checkChosen(normalised, own, new Set([...bankIds, ...copyToBank.values()]))
  const chosenBank = new Set(normalised.flatMap((section) => section.question_ids ?? []).filter((id) => !own.has(id)))
  const drawPools = await pools(db, actor, normalised, chosenBank)
  const written = await db.transaction().execute(async (trx) => {
    const copied = await copies(trx, actor, [...new Set([...chosenBank, ...[...drawPools.values()].flat()])], version.questions)
    const toId = idOf(own, copied)
    const stored: ExamSection[] = normalised.map((section, index) => ({
      title: section.title,
      time_limit_minutes: section.time_limit_minutes,
      question_ids: section.question_ids ? section.question_ids.map(toId) : null,
      draw: section.draw
        ? {
            count: section.draw.count,
            topic: section.draw.topic ?? null,
            difficulty: section.draw.difficulty ?? null,
            concours: section.draw.concours ?? null,
            year: section.draw.year ?? null,
            pool: (drawPools.get(index) ?? []).map(toId),
          }
        : null,
    }))
    const questions = [...own.values(), ...copied.values()]
    await trx.updateTable('exams').set({ time_limit_minutes: total }).where('id', '=', examId).execute()
    return writeVersion(trx, examId, { questions, sections: stored })
  })
  if (written.rewritten) forgetVersion(db, written.rewritten)
  return { message: written.versioned ? M.sectionsSavedNewVersion : M.sectionsSaved, exam: await loadAdminExam(db, actor, examId) }
}
