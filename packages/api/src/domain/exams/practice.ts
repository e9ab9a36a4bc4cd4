import { type AnswerValue, EXAM_MESSAGES, EXAM_RULES, type Practice, type Question, questionSchema } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import { z } from 'zod'
import { badRequest, conflict, notFound } from '../../errors.ts'
import { toBankQuestion, selectBank } from '../question-bank/manage.ts'
import { checkAnswerShape } from './answers.ts'
import { toPaper, toReview } from './paper.ts'
import { maxScoreOf, over20, scorePaper } from './scoring.ts'
import { topicResults } from './topics.ts'

// DESIGN §19, « S'entraîner sur mes points faibles »: from a scored copy, ten questions of its weak
// topics taken from the bank of the exam's owner, those the student has not seen first. Untimed,
// never ranked, never in the exam's results: a practice lives in its own table, not in the attempts.

const M = EXAM_MESSAGES
const questionList = z.array(questionSchema)
const answerList = z.array(z.object({ question_id: z.number().int(), answer: z.unknown(), outcome: z.string(), points: z.number() }))
const NO_SHUFFLE = { shuffle_questions: false, shuffle_options: false }

async function sourceAttempt(db: Database, studentId: number, attemptId: number) {
  const row = await db
    .selectFrom('exam_attempts as a')
    .innerJoin('exams as e', 'e.id', 'a.exam_id')
    .leftJoin('courses as c', 'c.id', 'e.course_id')
    .select(['a.student_id', 'a.status', 'a.score', 'a.topic_scores', 'e.created_by', 'c.created_by as course_owner'])
    .where('a.id', '=', attemptId)
    .executeTakeFirst()
  if (!row || row.student_id !== studentId) throw notFound(M.attemptNotFound)
  if (row.status === 'en_cours' || row.score === null) throw conflict(M.attemptNotScored)
  return row
}

/** Up to ten bank questions of the topics, unseen ones first, in a random order. */
async function practiceQuestions(db: Database, studentId: number, ownerId: number, topics: readonly string[]): Promise<Question[]> {
  const rows = await selectBank(db)
    .where('q.owner_id', '=', ownerId)
    .where('q.topic', 'in', [...topics])
    .orderBy(sql`exists (select 1 from bank_question_views v where v.student_id = ${studentId} and v.question_id = q.id)`)
    .orderBy(sql`random()`)
    .limit(EXAM_RULES.practiceSize)
    .execute()
  return rows.map((row) => {
    const { id, type, statement, options, correct, weights, value, tolerance, points, explanation, image, topic } = toBankQuestion(row)
    return { id, type, statement, options, correct, weights, value, tolerance, points, explanation, image, topic, bank_id: id }
  })
}

type PracticeRow = { id: number; attempt_id: number; questions: unknown; topics: unknown; answers: unknown; created_at: string; submitted_at: string | null; score: string | number | null; max_score: string | number }

function toPractice(row: PracticeRow): Practice {
  const questions = questionList.parse(row.questions)
  const answers = row.answers === null ? null : answerList.parse(row.answers)
  const score = row.score === null ? null : Number(row.score)
  return {
    id: row.id,
    attempt_id: row.attempt_id,
    topics: z.array(z.string()).parse(row.topics),
    questions: toPaper(questions, NO_SHUFFLE, 0, new Map()),
    created_at: new Date(row.created_at).toISOString(),
    submitted_at: row.submitted_at === null ? null : new Date(row.submitted_at).toISOString(),
    score,
    max_score: Number(row.max_score),
    score_20: score === null ? null : over20(score, Number(row.max_score)),
    review: answers === null ? null : toReview(questions, answers),
  }
}

export async function startPractice(db: Database, studentId: number, attemptId: number): Promise<Practice> {
  const attempt = await sourceAttempt(db, studentId, attemptId)
  const weak = topicResults(attempt.topic_scores).filter((topic) => topic.weak).map((topic) => topic.topic)
  if (weak.length === 0) throw conflict(M.practiceNoWeak)
  const owner = attempt.course_owner ?? attempt.created_by
  const questions = owner === null ? [] : await practiceQuestions(db, studentId, owner, weak)
  if (questions.length === 0) throw conflict(M.practiceNoQuestions)
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('practice_sessions')
      .values({ student_id: studentId, attempt_id: attemptId, questions: JSON.stringify(questions), topics: JSON.stringify(weak), max_score: maxScoreOf(questions) })
      .returningAll()
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('bank_question_views')
      .values(questions.map((question) => ({ student_id: studentId, question_id: question.id })))
      .onConflict((oc) => oc.doNothing())
      .execute()
    return inserted
  })
  return toPractice(row)
}

async function ownPractice(db: Database, studentId: number, id: number) {
  const row = await db.selectFrom('practice_sessions').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row || row.student_id !== studentId) throw notFound(M.practiceNotFound)
  return row
}

export async function loadPractice(db: Database, studentId: number, id: number) {
  return toPractice(await ownPractice(db, studentId, id))
}

/** Scores the practice at once (no penalty) and shows its correction. */
export async function submitPractice(db: Database, studentId: number, id: number, given: readonly { question_id: number; answer: AnswerValue }[], now = new Date()) {
  const row = await ownPractice(db, studentId, id)
  if (row.submitted_at !== null) throw conflict(M.practiceDone)
  const questions = questionList.parse(row.questions)
  const byId = new Map(questions.map((question) => [question.id, question]))
  const answers = new Map<number, AnswerValue>()
  for (const { question_id, answer } of given) {
    const question = byId.get(question_id)
    if (!question) throw badRequest(M.questionNotFound)
    checkAnswerShape(question, answer)
    answers.set(question_id, answer)
  }
  const paper = scorePaper(questions, answers, 0)
  const scored = questions.map((question) => ({ question_id: question.id, answer: answers.get(question.id) ?? null, ...(paper.questions.get(question.id) ?? { outcome: 'vide', points: 0 }) }))
  const updated = await db
    .updateTable('practice_sessions')
    .set({ submitted_at: now.toISOString(), score: paper.score, answers: JSON.stringify(scored) })
    .where('id', '=', id)
    .where('submitted_at', 'is', null)
    .returningAll()
    .executeTakeFirst()
  if (!updated) throw conflict(M.practiceDone)
  return toPractice(updated)
}
