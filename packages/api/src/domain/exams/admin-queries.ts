import { type AdminExam, type AdminExamDetail, EXAM_MESSAGES, type examListInput, type ReviewPolicy } from '@tutorat/contracts'
import type { Database } from '@tutorat/db'
import type { z } from 'zod'
import { notFound } from '../../errors.ts'
import { moroccoLocalString } from '../../morocco-month.ts'
import type { Actor } from '../ownership.ts'
import { maxScoreOf, round2 } from './scoring.ts'
import { type ExamVersion, toVersion } from './versions.ts'

export const localOrNull = (at: string | null) => (at ? moroccoLocalString(new Date(at)) : null)

/** Exams with their course and their current version (what students and visitors read). */
export function selectExams(db: Database) {
  return db
    .selectFrom('exams as e')
    .leftJoin('courses as c', 'c.id', 'e.course_id')
    .leftJoin('exam_versions as v', 'v.id', 'e.current_version_id')
    .selectAll('e')
    .select(['c.title as course_title', 'c.created_by as course_owner', 'v.id as version_id', 'v.penalty', 'v.questions', 'v.sections'])
}
export type ExamRow = Awaited<ReturnType<ReturnType<typeof selectExams>['executeTakeFirstOrThrow']>>

/** The same with their copies counted: the back office only (a student's list never pays for the counts). */
function selectManagedExams(db: Database) {
  return selectExams(db).select((eb) => [
    eb.selectFrom('exam_attempts as a').select(eb.fn.countAll<string>().as('n')).whereRef('a.exam_id', '=', 'e.id').as('attempt_count'),
    eb
      .selectFrom('exam_attempts as a')
      .select(eb.fn.countAll<string>().as('n'))
      .whereRef('a.exam_id', '=', 'e.id')
      .where('a.status', '=', 'en_cours')
      .as('running_count'),
  ])
}
export type ManagedExamRow = Awaited<ReturnType<ReturnType<typeof selectManagedExams>['executeTakeFirstOrThrow']>>

export function versionOf(row: ExamRow) {
  return toVersion({ id: row.version_id ?? 0, exam_id: row.id, penalty: row.penalty ?? 0, questions: row.questions ?? [], sections: row.sections ?? null })
}

/** What one paper holds: with sections, the chosen questions and each draw's count (its points, the pool's average). */
function paperSize(version: ExamVersion) {
  if (!version.sections) return { question_count: version.questions.length, max_score: maxScoreOf(version.questions) }
  let count = 0
  let points = 0
  for (const section of version.sections) {
    const ids = section.question_ids ?? section.draw?.pool ?? []
    const questions = ids.flatMap((id) => version.byId.get(id) ?? [])
    const size = section.question_ids ? questions.length : (section.draw?.count ?? 0)
    count += size
    points += questions.length === 0 ? 0 : (maxScoreOf(questions) * size) / questions.length
  }
  return { question_count: count, max_score: round2(points) }
}

/** The settings every view shares (admin, student, visitor). */
export function examBase(row: ExamRow) {
  const size = paperSize(versionOf(row))
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    course_id: row.course_id,
    course_title: row.course_title ?? null,
    is_public: row.is_public,
    time_limit_minutes: row.time_limit_minutes,
    opens_at: row.opens_at,
    closes_at: row.closes_at,
    opens_at_local: localOrNull(row.opens_at),
    closes_at_local: localOrNull(row.closes_at),
    max_attempts: row.max_attempts,
    ...size,
    review_policy: row.review_policy as ReviewPolicy,
  }
}

export function toAdminExam(row: ManagedExamRow): AdminExam {
  return {
    ...examBase(row),
    shuffle_questions: row.shuffle_questions,
    shuffle_options: row.shuffle_options,
    penalty: Number(row.penalty ?? 0),
    published: row.published,
    attempt_count: Number(row.attempt_count ?? 0),
    running_count: Number(row.running_count ?? 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
    series_id: row.series_id,
  }
}

/** A super admin manages every exam; an admin those of their courses, and the standalone ones they created. */
export const mayManageExam = (actor: Actor, row: { course_owner: number | null; created_by: number | null; course_id: number | null }) =>
  actor.is_super_admin || (row.course_id !== null ? row.course_owner === actor.id : row.created_by === actor.id)

/** An exam the admin manages; another's answers like a missing one (it reveals nothing). */
export async function loadManagedExamRow(db: Database, actor: Actor, id: number): Promise<ManagedExamRow> {
  const row = await selectManagedExams(db).where('e.id', '=', id).executeTakeFirst()
  if (!row || !mayManageExam(actor, row)) throw notFound(EXAM_MESSAGES.notFound)
  return row
}

export async function loadAdminExam(db: Database, actor: Actor, id: number): Promise<AdminExamDetail> {
  const row = await loadManagedExamRow(db, actor, id)
  const version = versionOf(row)
  return { ...toAdminExam(row), questions: version.questions, sections: version.sections }
}

export async function listAdminExams(db: Database, actor: Actor, input: z.output<typeof examListInput>) {
  let query = selectManagedExams(db)
  if (!actor.is_super_admin) {
    query = query.where((eb) => eb.or([eb('c.created_by', '=', actor.id), eb.and([eb('e.course_id', 'is', null), eb('e.created_by', '=', actor.id)])]))
  }
  if (input.course_id) query = query.where('e.course_id', '=', input.course_id)
  if (input.q) query = query.where('e.title', 'ilike', `%${input.q.replace(/[\\%_]/g, '\\$&')}%`)
  const [rows, count] = await Promise.all([
    query.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc').limit(input.limit).offset(input.offset).execute(),
    query.clearSelect().select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { items: rows.map(toAdminExam), total: Number(count.total) }
}
