import { BANK_MESSAGES, type BankQuestion, type bankBulkTagInput, type BankQuestionInput, type bankListInput, questionImage } from '@tutorat/contracts'
import type { Database, DB, Transaction } from '@tutorat/db'
import type { SelectQueryBuilder } from 'kysely'
import { z } from 'zod'
import { notFound } from '../../errors.ts'
import { likePattern } from '../courses/queries.ts'
import type { Actor } from '../ownership.ts'

// DESIGN §19, the question bank. Ownership follows the exams': a regular admin works on the
// questions they wrote, a super admin on every one (those of a deleted admin included). Another
// admin's question answers like a missing one (it reveals nothing).

type Executor = Database | Transaction<DB>
type BankQuery<O> = SelectQueryBuilder<DB & { q: DB['bank_questions'] }, 'q', O>

const numbers = z.array(z.number())
const imageOrNull = questionImage.nullable()

export function selectBank(db: Executor) {
  return db
    .selectFrom('bank_questions as q')
    .leftJoin('admins as o', 'o.id', 'q.owner_id')
    .selectAll('q')
    .select('o.name as owner_name')
}
type BankRow = Awaited<ReturnType<ReturnType<typeof selectBank>['executeTakeFirstOrThrow']>>

export function toBankQuestion(row: BankRow): BankQuestion {
  return {
    id: row.id,
    type: row.type as BankQuestion['type'],
    statement: row.statement,
    options: z.array(z.string()).parse(row.options),
    correct: numbers.parse(row.correct),
    weights: row.weights === null ? null : numbers.parse(row.weights),
    value: row.value,
    tolerance: row.tolerance,
    points: row.points,
    explanation: row.explanation,
    image: imageOrNull.parse(row.image ?? null),
    topic: row.topic,
    difficulty: row.difficulty,
    concours: row.concours,
    year: row.year,
    owner_id: row.owner_id,
    owner_name: row.owner_name ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** The bank the actor sees: their own questions, every one for a super admin. */
export function ownBank<O>(query: BankQuery<O>, actor: Actor): BankQuery<O> {
  return actor.is_super_admin ? query : query.where('q.owner_id', '=', actor.id)
}

/** A question's columns as stored: choices keep their weights, a numeric question its value. */
export function bankValues(input: BankQuestionInput) {
  const numeric = input.type === 'numeric'
  return {
    type: input.type,
    statement: input.statement,
    options: JSON.stringify(numeric ? [] : input.options),
    correct: JSON.stringify(numeric ? [] : [...new Set(input.correct)].sort((a, b) => a - b)),
    weights: input.type === 'multiple' && input.weights ? JSON.stringify(input.weights) : null,
    value: numeric ? input.value : null,
    tolerance: numeric ? input.tolerance : 0,
    points: input.points,
    explanation: input.explanation,
    image: input.image ? JSON.stringify(input.image) : null,
    topic: input.topic,
    difficulty: input.difficulty,
    concours: input.concours,
    year: input.year,
  }
}

export async function loadBankQuestion(db: Executor, actor: Actor, id: number): Promise<BankQuestion> {
  const row = await ownBank(selectBank(db), actor).where('q.id', '=', id).executeTakeFirst()
  if (!row) throw notFound(BANK_MESSAGES.notFound)
  return toBankQuestion(row)
}

export async function listBank(db: Database, actor: Actor, input: z.output<typeof bankListInput>) {
  let query = ownBank(selectBank(db), actor)
  if (input.topic) query = query.where('q.topic', '=', input.topic)
  if (input.difficulty) query = query.where('q.difficulty', '=', input.difficulty)
  if (input.concours) query = query.where('q.concours', '=', input.concours)
  if (input.year) query = query.where('q.year', '=', input.year)
  if (input.q) query = query.where('q.statement', 'ilike', likePattern(input.q))
  const [rows, count, topics] = await Promise.all([
    query.orderBy('q.id', 'desc').limit(input.limit).offset(input.offset).execute(),
    query.clearSelect().select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ownBank(db.selectFrom('bank_questions as q'), actor).select('q.topic').distinct().where('q.topic', 'is not', null).orderBy('q.topic').limit(500).execute(),
  ])
  return { items: rows.map(toBankQuestion), total: Number(count.total), topics: topics.flatMap((row) => (row.topic ? [row.topic] : [])) }
}

export async function insertBankQuestions(db: Executor, actor: Actor, inputs: readonly BankQuestionInput[]): Promise<number[]> {
  if (inputs.length === 0) return []
  const rows = await db
    .insertInto('bank_questions')
    .values(inputs.map((input) => ({ ...bankValues(input), owner_id: actor.id })))
    .returning('id')
    .execute()
  return rows.map((row) => row.id)
}

export async function createBankQuestion(db: Database, actor: Actor, input: BankQuestionInput) {
  const [id] = await insertBankQuestions(db, actor, [input])
  return { message: BANK_MESSAGES.created, question: await loadBankQuestion(db, actor, id as number) }
}

/** Exams keep the copy they took: editing a bank question changes no exam already saved. */
export async function updateBankQuestion(db: Database, actor: Actor, id: number, input: BankQuestionInput) {
  await loadBankQuestion(db, actor, id)
  await db
    .updateTable('bank_questions')
    .set({ ...bankValues(input), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute()
  return { message: BANK_MESSAGES.updated, question: await loadBankQuestion(db, actor, id) }
}

export async function deleteBankQuestion(db: Database, actor: Actor, id: number) {
  await loadBankQuestion(db, actor, id)
  await db.deleteFrom('bank_questions').where('id', '=', id).execute()
  return { message: BANK_MESSAGES.deleted }
}

/** Sets the given tags on the actor's questions among `ids` (another's are left alone, uncounted). */
export async function bulkTag(db: Database, actor: Actor, input: z.output<typeof bankBulkTagInput>) {
  const { ids, ...tags } = input
  const set = Object.fromEntries(Object.entries(tags).filter(([, value]) => value !== undefined))
  if (Object.keys(set).length === 0) return { message: BANK_MESSAGES.tagged(0), updated: 0 }
  let update = db
    .updateTable('bank_questions')
    .set({ ...set, updated_at: new Date().toISOString() })
    .where('id', 'in', [...new Set(ids)])
  if (!actor.is_super_admin) update = update.where('owner_id', '=', actor.id)
  const result = await update.executeTakeFirst()
  const updated = Number(result.numUpdatedRows)
  return { message: BANK_MESSAGES.tagged(updated), updated }
}
