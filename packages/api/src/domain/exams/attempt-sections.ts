import { type AttemptSection, EXAM_MESSAGES, type Question } from '@tutorat/contracts'
import { type Database, type DB, sql, type Transaction } from '@tutorat/db'
import { conflict, notFound } from '../../errors.ts'
import { drawSections, type SectionPlan } from './draw.ts'
import { pastGrace } from './finalise.ts'
import { maxScoreOf, round2 } from './scoring.ts'
import { optionSeed, seededShuffle } from './shuffle.ts'
import type { ExamVersion } from './versions.ts'

// DESIGN §19: an attempt's sections, taken in order. Each row freezes its questions (a draw is
// drawn once) and its window: the first opens at the start; the next when the student closes one
// (« next », `closed_at` before `deadline_at`) or when its deadline passes — then lazily, on the
// next read or answer, at that deadline, so the timeline is the server's whatever the phone does.
// The attempt's `deadline_at` stays the projected end of the last section (the expiry sweep's).

const M = EXAM_MESSAGES
const MINUTE = 60_000
type Executor = Database | Transaction<DB>

export interface SectionRow {
  position: number
  title: string
  time_limit_minutes: number
  question_ids: number[]
  opened_at: string | null
  deadline_at: string | null
  closed_at: string | null
  score: string | number | null
  max_score: string | number
}

export interface PlannedSection {
  title: string
  time_limit_minutes: number
  plan: SectionPlan
}

/** The exam's sections, or one holding every question (an exam without sections). */
export function plannedSections(version: ExamVersion, exam: { title: string; time_limit_minutes: number }): PlannedSection[] {
  if (!version.sections) return [{ title: exam.title, time_limit_minutes: exam.time_limit_minutes, plan: { chosen: version.questions.map((q) => q.id), draw: null } }]
  return version.sections.map((section) => ({
    title: section.title,
    time_limit_minutes: section.time_limit_minutes,
    plan: { chosen: section.question_ids, draw: section.draw ? { count: section.draw.count, pool: section.draw.pool } : null },
  }))
}

const at = (instant: number) => new Date(instant).toISOString()
const capped = (instant: number, closesAt: string | null) => (closesAt ? Math.min(instant, Date.parse(closesAt)) : instant)

/** The questions the student was given before (their bank questions), as this version's copy ids. */
async function seenCopies(trx: Executor, studentId: number, version: ExamVersion): Promise<Set<number>> {
  const bankIds = version.questions.flatMap((q) => (q.bank_id ? [q.bank_id] : []))
  if (bankIds.length === 0 || !version.sections?.some((s) => s.draw)) return new Set()
  const rows = await trx.selectFrom('bank_question_views').select('question_id').where('student_id', '=', studentId).where('question_id', 'in', bankIds).execute()
  const seen = new Set(rows.map((row) => row.question_id))
  return new Set(version.questions.flatMap((q) => (q.bank_id && seen.has(q.bank_id) ? [q.id] : [])))
}

/** Draws the attempt's papers section by section; the first opens now. Returns what the attempt row needs. */
export async function drawAttempt(trx: Executor, studentId: number, version: ExamVersion, exam: { title: string; time_limit_minutes: number; closes_at: string | null }, seed: number, now: Date) {
  const planned = plannedSections(version, exam)
  const seen = await seenCopies(trx, studentId, version)
  const drawn = drawSections(planned.map((section) => section.plan), (id) => seen.has(id), seed)
  const start = now.getTime()
  const total = planned.reduce((sum, section) => sum + section.time_limit_minutes, 0)
  const rows = planned.map((section, index) => {
    const questions = (drawn[index] ?? []).flatMap((id) => version.byId.get(id) ?? [])
    return {
      position: index + 1,
      title: section.title,
      time_limit_minutes: section.time_limit_minutes,
      question_ids: questions.map((q) => q.id),
      opened_at: index === 0 ? at(start) : null,
      deadline_at: index === 0 ? at(capped(start + section.time_limit_minutes * MINUTE, exam.closes_at)) : null,
      max_score: maxScoreOf(questions),
    }
  })
  return { rows, deadline_at: at(capped(start + total * MINUTE, exam.closes_at)), max_score: round2(rows.reduce((sum, row) => sum + row.max_score, 0)) }
}

/** Writes the drawn sections and what the student has now seen of the bank. */
export async function insertDrawn(trx: Executor, attemptId: number, studentId: number, version: ExamVersion, rows: Awaited<ReturnType<typeof drawAttempt>>['rows']) {
  await trx
    .insertInto('attempt_sections')
    .values(rows.map((row) => ({ ...row, attempt_id: attemptId, question_ids: sql<number[]>`${`{${row.question_ids.join(',')}}`}::int[]` })))
    .execute()
  const bankIds = [...new Set(rows.flatMap((row) => row.question_ids.flatMap((id) => version.byId.get(id)?.bank_id ?? [])))]
  if (bankIds.length === 0) return
  await trx
    .insertInto('bank_question_views')
    .values(bankIds.map((question_id) => ({ student_id: studentId, question_id })))
    .onConflict((oc) => oc.doNothing())
    .execute()
}

export async function loadSectionRows(db: Executor, attemptId: number): Promise<SectionRow[]> {
  return db
    .selectFrom('attempt_sections')
    .select(['position', 'title', 'time_limit_minutes', 'question_ids', 'opened_at', 'deadline_at', 'closed_at', 'score', 'max_score'])
    .where('attempt_id', '=', attemptId)
    .orderBy('position')
    .execute()
}

/** The open section: opened and not closed. */
const openOf = (rows: readonly SectionRow[]) => rows.find((row) => row.opened_at !== null && row.closed_at === null)

/** True when the open section's time is over and a later one should have opened. */
export function needsAdvance(rows: readonly SectionRow[], now: Date) {
  const open = openOf(rows)
  return open !== undefined && open.deadline_at !== null && Date.parse(open.deadline_at) < now.getTime() && open.position < rows.length
}

async function openNext(trx: Transaction<DB>, attemptId: number, next: SectionRow, openedAt: number, closesAt: string | null) {
  await trx
    .updateTable('attempt_sections')
    .set({ opened_at: at(openedAt), deadline_at: at(capped(openedAt + next.time_limit_minutes * MINUTE, closesAt)) })
    .where('attempt_id', '=', attemptId)
    .where('position', '=', next.position)
    .execute()
}

/** Materialises the sections whose predecessor ran out of time (each opens at that deadline). */
async function advanceLocked(trx: Transaction<DB>, attemptId: number, closesAt: string | null, now: Date) {
  for (;;) {
    const rows = await loadSectionRows(trx, attemptId)
    if (!needsAdvance(rows, now)) return rows
    const open = openOf(rows) as SectionRow
    const next = rows[open.position] as SectionRow
    const deadline = Date.parse(open.deadline_at as string)
    await trx.updateTable('attempt_sections').set({ closed_at: at(deadline) }).where('attempt_id', '=', attemptId).where('position', '=', open.position).execute()
    await openNext(trx, attemptId, next, deadline, closesAt)
  }
}

export async function advanceSections(db: Database, attemptId: number, closesAt: string | null, now: Date) {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('exam_attempts').select('id').where('id', '=', attemptId).forUpdate().execute()
    return advanceLocked(trx, attemptId, closesAt, now)
  })
}

/**
 * « Section suivante » (DESIGN §19): the open section closes now (its answers are final), the next
 * one opens now; the attempt's deadline becomes now plus what is left. `last` when none follows:
 * the caller hands the paper in.
 */
export async function closeOpenSection(db: Database, studentId: number, attemptId: number, now: Date): Promise<{ last: boolean }> {
  return db.transaction().execute(async (trx) => {
    const attempt = await trx
      .selectFrom('exam_attempts as a')
      .innerJoin('exams as e', 'e.id', 'a.exam_id')
      .select(['a.student_id', 'a.status', 'a.deadline_at', 'e.closes_at'])
      .where('a.id', '=', attemptId)
      .forUpdate('a')
      .executeTakeFirst()
    if (!attempt || attempt.student_id !== studentId) throw notFound(M.attemptNotFound)
    if (attempt.status !== 'en_cours') throw conflict(attempt.status === 'expiree' ? M.attemptExpired : M.attemptSubmitted)
    if (pastGrace(attempt.deadline_at, now)) throw conflict(M.attemptExpired)
    const rows = await advanceLocked(trx, attemptId, attempt.closes_at, now)
    const open = openOf(rows)
    if (!open || !rows[open.position]) return { last: true }
    await trx.updateTable('attempt_sections').set({ closed_at: at(now.getTime()) }).where('attempt_id', '=', attemptId).where('position', '=', open.position).execute()
    await openNext(trx, attemptId, rows[open.position] as SectionRow, now.getTime(), attempt.closes_at)
    const left = rows.slice(open.position).reduce((sum, row) => sum + row.time_limit_minutes, 0)
    await trx.updateTable('exam_attempts').set({ deadline_at: at(capped(now.getTime() + left * MINUTE, attempt.closes_at)) }).where('id', '=', attemptId).execute()
    return { last: false }
  })
}

/** A first-generation attempt (before sections): one section, its window the attempt's. */
export function legacySection(version: ExamVersion, attempt: { exam_title: string; started_at: string; deadline_at: string; score: number | null; max_score: number }): SectionRow {
  const minutes = Math.round((Date.parse(attempt.deadline_at) - Date.parse(attempt.started_at)) / MINUTE)
  return {
    position: 1,
    title: attempt.exam_title,
    time_limit_minutes: minutes,
    question_ids: version.questions.map((q) => q.id),
    opened_at: attempt.started_at,
    deadline_at: attempt.deadline_at,
    closed_at: null,
    score: attempt.score,
    max_score: attempt.max_score,
  }
}

/** The paper in the student's order: the sections opened so far (every one once the attempt is over). */
export function paperOrder(version: ExamVersion, rows: readonly SectionRow[], shuffle: boolean, seed: number, finished: boolean) {
  const section = new Map<number, number>()
  const questions: Question[] = []
  for (const row of rows) {
    if (!finished && row.opened_at === null) continue
    const list = row.question_ids.flatMap((id) => version.byId.get(id) ?? [])
    const ordered = shuffle ? seededShuffle(list, row.position === 1 ? seed : optionSeed(seed, row.position)) : list
    for (const question of ordered) {
      questions.push(question)
      section.set(question.id, row.position)
    }
  }
  return { questions, section }
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString())

export function toSections(rows: readonly SectionRow[], running: boolean): AttemptSection[] {
  return rows.map((row) => {
    const score = row.score === null ? null : Number(row.score)
    const max = Number(row.max_score)
    const state = !running || row.closed_at !== null ? 'close' : row.opened_at === null ? 'a_venir' : 'ouverte'
    return {
      position: row.position,
      title: row.title,
      time_limit_minutes: row.time_limit_minutes,
      state: running || row.opened_at !== null ? state : 'close',
      opened_at: iso(row.opened_at),
      deadline_at: iso(row.deadline_at),
      closed_at: iso(row.closed_at),
      question_count: row.question_ids.length,
      score,
      max_score: max,
      accuracy: score === null ? null : max > 0 ? round2(Math.max(0, score) / max) : 0,
    }
  })
}
