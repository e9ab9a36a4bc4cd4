import { EXAM_MESSAGES, type seriesStandingsInput } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import type { z } from 'zod'
import { notFound } from '../../errors.ts'
import type { Actor } from '../ownership.ts'
import { round2 } from './scoring.ts'

// DESIGN §19: an exam may belong to a series; the standing adds up each student's first-attempt
// notes over 20 across the series' exams, ranked in SQL (window functions, as the results).
// A series belongs to the admin who created it (a super admin manages every one).

const M = EXAM_MESSAGES

function selectSeries(db: Database) {
  return db
    .selectFrom('exam_series as s')
    .select(['s.id', 's.title', 's.created_by', 's.created_at'])
    .select((eb) => eb.selectFrom('exams as e').select(eb.fn.countAll<string>().as('n')).whereRef('e.series_id', '=', 's.id').as('exam_count'))
}
type SeriesRow = Awaited<ReturnType<ReturnType<typeof selectSeries>['executeTakeFirstOrThrow']>>
const toSeries = (row: SeriesRow) => ({ id: row.id, title: row.title, exam_count: Number(row.exam_count ?? 0), created_at: new Date(row.created_at).toISOString() })

export async function listSeries(db: Database, actor: Actor) {
  let query = selectSeries(db)
  if (!actor.is_super_admin) query = query.where('s.created_by', '=', actor.id)
  return (await query.orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').limit(500).execute()).map(toSeries)
}

/** The series the admin manages; another's answers like a missing one. */
export async function loadSeries(db: Database, actor: Actor, id: number) {
  let query = selectSeries(db).where('s.id', '=', id)
  if (!actor.is_super_admin) query = query.where('s.created_by', '=', actor.id)
  const row = await query.executeTakeFirst()
  if (!row) throw notFound(M.seriesNotFound)
  return toSeries(row)
}

export async function createSeries(db: Database, actor: Actor, title: string) {
  const { id } = await db.insertInto('exam_series').values({ title, created_by: actor.id }).returning('id').executeTakeFirstOrThrow()
  return { message: M.seriesCreated, series: await loadSeries(db, actor, id) }
}

interface StandingRow {
  student_id: number
  student_name: string
  total: string
  taken: number
  rank: number
  ranked: number
  below: number
}

/** Each student's total over the series' scored first attempts, ranked (equal totals share a rank). */
const standings = (seriesId: number) => sql`
  with notes as (
    select a.student_id, case when a.max_score > 0 then a.score * 20 / a.max_score else 0 end as note
    from exam_attempts a join exams e on e.id = a.exam_id
    where e.series_id = ${seriesId} and a.attempt_number = 1 and a.status <> 'en_cours' and a.score is not null
  ), totals as (
    select student_id, round(sum(note), 2) as total, count(*)::int as taken from notes group by student_id
  )
  select t.student_id, s.name as student_name, t.total, t.taken, (rank() over w)::int as rank, (count(*) over ())::int as ranked,
    (count(*) over () - count(*) over w)::int as below
  from totals t join students s on s.id = t.student_id
  window w as (order by t.total desc)`

async function seriesExams(db: Database, seriesId: number) {
  return db.selectFrom('exams').select(['id', 'title']).where('series_id', '=', seriesId).orderBy('created_at').orderBy('id').execute()
}

export async function seriesStandings(db: Database, actor: Actor, input: z.output<typeof seriesStandingsInput>) {
  const series = await loadSeries(db, actor, input.id)
  const [rows, exams] = await Promise.all([
    sql<StandingRow>`select * from (${standings(input.id)}) r order by r.rank, r.student_id limit ${input.limit} offset ${input.offset}`.execute(db),
    seriesExams(db, input.id),
  ])
  const total = rows.rows[0]?.ranked ?? (input.offset > 0 ? (await sql<{ n: number }>`select count(*)::int as n from (${standings(input.id)}) r`.execute(db)).rows[0]?.n ?? 0 : 0)
  return {
    series,
    exams,
    rows: rows.rows.map((row) => ({ rank: row.rank, student_id: row.student_id, student_name: row.student_name, total_20: Number(row.total), exams_taken: row.taken })),
    total,
  }
}

/** The student's own standing in a series they took part in; else the same 404 as a missing series. */
export async function mySeriesStanding(db: Database, studentId: number, seriesId: number) {
  const series = await db.selectFrom('exam_series').select(['id', 'title']).where('id', '=', seriesId).executeTakeFirst()
  const mine = series ? (await sql<StandingRow>`select * from (${standings(seriesId)}) r where r.student_id = ${studentId}`.execute(db)).rows[0] : undefined
  if (!series || !mine) throw notFound(M.seriesNotFound)
  const exams = await seriesExams(db, seriesId)
  const notes = await db
    .selectFrom('exam_attempts')
    .select(['exam_id', 'score', 'max_score'])
    .where('student_id', '=', studentId)
    .where('attempt_number', '=', 1)
    .where('status', '<>', 'en_cours')
    .where('exam_id', 'in', exams.length > 0 ? exams.map((exam) => exam.id) : [0])
    .execute()
  const noteOf = new Map(notes.map((row) => [row.exam_id, row.score === null ? null : Number(row.max_score) > 0 ? round2((Number(row.score) * 20) / Number(row.max_score)) : 0]))
  return {
    series,
    exams: exams.map((exam) => ({ ...exam, score_20: noteOf.get(exam.id) ?? null })),
    total_20: Number(mine.total),
    rank: mine.rank,
    ranked_count: mine.ranked,
    percentile: mine.ranked <= 1 ? 100 : Math.floor((100 * mine.below) / (mine.ranked - 1)),
  }
}
