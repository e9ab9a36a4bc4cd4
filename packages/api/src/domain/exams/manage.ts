import { EXAM_MESSAGES, type examCreateInput, type examUpdateInput, type Question, type QuestionInput } from '@tutorat/contracts'
import { type Database, sql, type Transaction, type DB } from '@tutorat/db'
import type { z } from 'zod'
import { badRequestAt, conflict } from '../../errors.ts'
import { moroccoLocalToInstant } from '../../morocco-month.ts'
import { loadOwnedCourse } from '../courses/manage.ts'
import type { Actor } from '../ownership.ts'
import { loadAdminExam, loadManagedExamRow, versionOf } from './admin-queries.ts'
import { keptSections } from './sections.ts'
import { loadSeries } from './series.ts'
import { forgetVersion } from './versions.ts'
import { writeVersion } from './version-write.ts'

const M = EXAM_MESSAGES
type Trx = Transaction<DB>

const instantOrNull = (local: string | null) => (local ? moroccoLocalToInstant(local).toISOString() : null)

/** The course an exam hangs on must be one the admin owns (a super admin: any). */
async function checkCourse(db: Database, actor: Actor, courseId: number | null) {
  if (courseId !== null) await loadOwnedCourse(db, actor, courseId)
}

export async function createExam(db: Database, actor: Actor, input: z.output<typeof examCreateInput>) {
  await checkCourse(db, actor, input.course_id)
  if (input.series_id !== null) await loadSeries(db, actor, input.series_id)
  if (input.published) throw badRequestAt('published', M.publishWithoutQuestions)
  const id = await db.transaction().execute(async (trx) => {
    const exam = await trx
      .insertInto('exams')
      .values({
        title: input.title,
        description: input.description,
        course_id: input.course_id,
        is_public: input.is_public,
        time_limit_minutes: input.time_limit_minutes,
        opens_at: instantOrNull(input.opens_at_local),
        closes_at: instantOrNull(input.closes_at_local),
        max_attempts: input.max_attempts,
        shuffle_questions: input.shuffle_questions,
        shuffle_options: input.shuffle_options,
        review_policy: input.review_policy,
        published: false,
        series_id: input.series_id,
        created_by: actor.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const version = await trx.insertInto('exam_versions').values({ exam_id: exam.id, penalty: input.penalty }).returning('id').executeTakeFirstOrThrow()
    await trx.updateTable('exams').set({ current_version_id: version.id }).where('id', '=', exam.id).execute()
    return exam.id
  })
  return { message: M.created, exam: await loadAdminExam(db, actor, id) }
}

/** Fields whose new value is given; the merged window and shape are checked again. */
export async function updateExam(db: Database, actor: Actor, input: z.output<typeof examUpdateInput>) {
  const row = await loadManagedExamRow(db, actor, input.id)
  const { id, opens_at_local, closes_at_local, penalty, ...fields } = input
  const courseId = fields.course_id === undefined ? row.course_id : fields.course_id
  if (fields.course_id !== undefined && fields.course_id !== row.course_id) await checkCourse(db, actor, courseId)
  if (fields.series_id && fields.series_id !== row.series_id) await loadSeries(db, actor, fields.series_id)
  const opensAt = opens_at_local === undefined ? row.opens_at : instantOrNull(opens_at_local)
  const closesAt = closes_at_local === undefined ? row.closes_at : instantOrNull(closes_at_local)
  if (opensAt && closesAt && Date.parse(opensAt) >= Date.parse(closesAt)) throw badRequestAt('closes_at_local', M.windowInvalid)
  if ((fields.is_public ?? row.is_public) && courseId !== null) throw badRequestAt('is_public', M.publicWithCourse)
  if ((fields.published ?? row.published) && versionOf(row).questions.length === 0) throw badRequestAt('published', M.publishWithoutQuestions)
  const written = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('exams')
      .set({ ...fields, opens_at: opensAt, closes_at: closesAt, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute()
    return penalty !== undefined && penalty !== Number(row.penalty ?? 0) ? await writeVersion(trx, id, { penalty }) : undefined
  })
  if (written?.rewritten) forgetVersion(db, written.rewritten)
  return { message: M.updated, exam: await loadAdminExam(db, actor, id) }
}

/** An exam students have answered keeps their copies: it is unpublished, not deleted. */
export async function deleteExam(db: Database, actor: Actor, id: number) {
  const row = await loadManagedExamRow(db, actor, id)
  if (Number(row.attempt_count ?? 0) > 0) throw conflict(M.deleteWithAttempts)
  await db.deleteFrom('exams').where('id', '=', id).execute()
  return { message: M.deleted }
}

/** New questions get an id from the sequence; a kept one must belong to this exam's current list. */
async function withIds(trx: Trx, known: ReadonlyMap<number, Question>, questions: readonly QuestionInput[]): Promise<Question[]> {
  const seen = new Set<number>()
  for (const [index, question] of questions.entries()) {
    if (question.id === undefined) continue
    if (!known.has(question.id)) throw badRequestAt(`questions.${index}.id`, M.unknownQuestion)
    if (seen.has(question.id)) throw badRequestAt(`questions.${index}.id`, M.duplicateQuestion)
    seen.add(question.id)
  }
  const fresh = questions.filter((question) => question.id === undefined).length
  const ids =
    fresh === 0 ? [] : (await sql<{ id: number }>`select nextval('exam_question_ids')::int as id from generate_series(1, ${fresh})`.execute(trx)).rows.map((row) => row.id)
  return questions.map(({ id, type, statement, options, correct, weights, value, tolerance, points, explanation, image, topic }) => {
    const numeric = type === 'numeric'
    return {
      id: id ?? (ids.shift() as number),
      type,
      statement,
      options: numeric ? [] : options,
      correct: numeric ? [] : [...new Set(correct)].sort((a, b) => a - b),
      value: numeric ? value : null,
      tolerance: numeric ? tolerance : 0,
      points,
      explanation,
      image,
      weights: type === 'multiple' ? (weights ?? null) : null,
      topic: topic ?? null,
      bank_id: id === undefined ? null : (known.get(id)?.bank_id ?? null),
    }
  })
}

/** PUT the full ordered list (DESIGN §13). Emptying a published exam is refused. */
export async function saveQuestions(db: Database, actor: Actor, examId: number, questions: readonly QuestionInput[]) {
  const row = await loadManagedExamRow(db, actor, examId)
  if (row.published && questions.length === 0) throw badRequestAt('questions', M.publishWithoutQuestions)
  const version = versionOf(row)
  const written = await db.transaction().execute(async (trx) => {
    const list = await withIds(trx, version.byId, questions)
    return writeVersion(trx, examId, { questions: list, sections: keptSections(row.sections, list) })
  })
  if (written.rewritten) forgetVersion(db, written.rewritten)
  return { message: written.versioned ? M.questionsSavedNewVersion : M.questionsSaved, exam: await loadAdminExam(db, actor, examId) }
}
