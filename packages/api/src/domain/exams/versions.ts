import { type ExamSection, examSectionSchema, type Question, questionSchema } from '@tutorat/contracts'
import type { Database, DB, Transaction } from '@tutorat/db'
import { z } from 'zod'

// A version never changes once an attempt uses it (the migration's note): it can be kept in
// memory. The answer save, the hot path of a concours, then reads one attempt row and no JSON.

export interface ExamVersion {
  id: number
  exam_id: number
  penalty: number
  questions: Question[]
  byId: Map<number, Question>
  /** DESIGN §19: null, one section holding every question */
  sections: ExamSection[] | null
}

const questionList = z.array(questionSchema)
const sectionList = z.array(examSectionSchema)
const CACHE_SIZE = 500
// one cache per database (a process opens one; the tests open many, whose ids repeat)
const caches = new WeakMap<Database, Map<number, ExamVersion>>()

function cacheOf(db: Database): Map<number, ExamVersion> {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new Map()))
  return cache
}

function remember(cache: Map<number, ExamVersion>, version: ExamVersion) {
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as number)
  cache.set(version.id, version)
}

/** Forgets a version rewritten in place (one no attempt uses yet), once its transaction committed. */
export const forgetVersion = (db: Database, id: number) => cacheOf(db).delete(id)

export function toVersion(row: { id: number; exam_id: number; penalty: number; questions: unknown; sections?: unknown }): ExamVersion {
  const questions = questionList.parse(row.questions)
  const sections = row.sections === null || row.sections === undefined ? null : sectionList.parse(row.sections)
  return { id: row.id, exam_id: row.exam_id, penalty: Number(row.penalty), questions, byId: new Map(questions.map((q) => [q.id, q])), sections }
}

export async function loadVersion(db: Database, id: number): Promise<ExamVersion> {
  const cache = cacheOf(db)
  const cached = cache.get(id)
  if (cached) return cached
  const row = await db.selectFrom('exam_versions').select(['id', 'exam_id', 'penalty', 'questions', 'sections']).where('id', '=', id).executeTakeFirstOrThrow()
  const version = toVersion(row)
  remember(cache, version)
  return version
}

/** Several versions at once (the expiry sweep, the results); inside a transaction, read afresh. */
export async function loadVersions(db: Database | Transaction<DB>, ids: Iterable<number>): Promise<Map<number, ExamVersion>> {
  const wanted = [...new Set(ids)]
  const cache = db.isTransaction ? new Map<number, ExamVersion>() : cacheOf(db)
  const missing = wanted.filter((id) => !cache.has(id))
  if (missing.length > 0) {
    const rows = await db.selectFrom('exam_versions').select(['id', 'exam_id', 'penalty', 'questions', 'sections']).where('id', 'in', missing).execute()
    for (const row of rows) remember(cache, toVersion(row))
  }
  return new Map(wanted.flatMap((id) => (cache.has(id) ? [[id, cache.get(id) as ExamVersion] as const] : [])))
}
