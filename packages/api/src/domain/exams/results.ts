import type { AttemptStatus, ExamResults, examResultsInput } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import type { RawBuilder } from 'kysely'
import type { z } from 'zod'
import { likePattern } from '../courses/queries.ts'
import type { Actor } from '../ownership.ts'
import { type ExamRow, loadManagedExamRow, toAdminExam, versionOf } from './admin-queries.ts'
import { over20, round2 } from './scoring.ts'
import { loadVersions } from './versions.ts'

// DESIGN §20: one concours blanc may hold tens of thousands of copies. The server sends one page;
// ranks, percentiles, the spread and the per-question figures are computed by PostgreSQL (window
// functions and aggregates over indexes, migration 0026), never by loading every copy into Node.

const BANDS = 10
type ResultsInput = z.output<typeof examResultsInput>
type ResultRow = ExamResults['attempts'][number]

export interface CopyRow {
  attempt_id: number
  student_id: number
  student_name: string
  student_email: string
  attempt_number: number
  status: string
  started_at: string
  submitted_at: string | null
  score: string | number | null
  max_score: string | number
  rank: number | null
  percentile: number | null
}

/**
 * Rank = 1 + the ranked copies strictly above (equal scores share a rank); percentile = the share of
 * the other ranked copies strictly below, floored to a whole percent. Ranked: scored first attempts.
 */
const ranked = (examId: number) => sql`
  select id, (rank() over w)::int as rank,
    case when count(*) over () = 1 then 100
      else (100 * (count(*) over () - count(*) over w) / (count(*) over () - 1))::int end as percentile
  from exam_attempts
  where exam_id = ${examId} and attempt_number = 1 and status <> 'en_cours' and score is not null
  window w as (order by score desc)`

const searchFilter = (q: string | undefined) =>
  q ? sql`and exists (select 1 from students m where m.id = a.student_id and (m.name ilike ${likePattern(q)} or m.email ilike ${likePattern(q)}))` : sql``

/**
 * The copies of one exam, best first; every one when `page` is absent (the CSV export, whose
 * `extra` columns read the copy `p`: its `section_scores` and `topic_scores`).
 */
export async function copyRows<Extra extends object = object>(
  db: Database,
  examId: number,
  page?: { limit: number; offset: number; q?: string | undefined },
  extra: RawBuilder<unknown> = sql``,
): Promise<(CopyRow & Extra)[]> {
  const window = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``
  const result = await sql<CopyRow & Extra>`
    with page as (
      select a.id, a.student_id, a.attempt_number, a.status, a.started_at, a.submitted_at, a.score, a.max_score, a.section_scores, a.topic_scores
      from exam_attempts a where a.exam_id = ${examId} ${searchFilter(page?.q)}
      order by a.score desc nulls last, a.started_at, a.id ${window}
    ), ranked as (${ranked(examId)})
    select p.id as attempt_id, p.student_id, s.name as student_name, s.email as student_email, p.attempt_number, p.status,
      p.started_at, p.submitted_at, p.score, p.max_score, r.rank, r.percentile ${extra}
    from page p join students s on s.id = p.student_id left join ranked r on r.id = p.id
    order by p.score desc nulls last, p.started_at, p.id`.execute(db)
  return result.rows
}

export function toResultRow(row: CopyRow): ResultRow {
  const score = row.score === null ? null : Number(row.score)
  const maxScore = Number(row.max_score)
  return {
    attempt_id: row.attempt_id,
    student_id: row.student_id,
    student_name: row.student_name,
    student_email: row.student_email,
    attempt_number: row.attempt_number,
    status: row.status as AttemptStatus,
    started_at: row.started_at,
    submitted_at: row.submitted_at,
    score,
    max_score: maxScore,
    score_20: score === null ? null : over20(score, maxScore),
    rank: row.rank,
    percentile: row.percentile,
  }
}

const numberOrNull = (value: string | null | undefined) => (value === null || value === undefined ? null : Number(value))

/** The whole concours in one aggregate: counts, best, average and the spread over 20 (bands of two points). */
async function summaryOf(db: Database, examId: number, q: string | undefined) {
  const result = await sql<{ copies: number; running: number; scored: number; matching: number; best: string | null; average: string | null; bands: number[] | null }>`
    with notes as (
      select a.status, a.student_id, case when a.score is null then null when a.max_score > 0 then round(a.score * 20 / a.max_score, 2) else 0 end as note
      from exam_attempts a where a.exam_id = ${examId}
    ), bands as (
      select least(${BANDS - 1}, floor(note / 2))::int as band, count(*)::int as n from notes where note is not null group by 1
    )
    select count(*)::int as copies, (count(*) filter (where status = 'en_cours'))::int as running, count(note)::int as scored,
      ${q ? sql`(select count(*)::int from exam_attempts a where a.exam_id = ${examId} ${searchFilter(q)})` : sql`count(*)::int`} as matching,
      max(note) as best, round(avg(note), 2) as average,
      (select array_agg(coalesce(b.n, 0) order by g) from generate_series(0, ${BANDS - 1}) g left join bands b on b.band = g) as bands
    from notes`.execute(db)
  const row = result.rows[0]
  return {
    total: row?.matching ?? 0,
    summary: { copies: row?.copies ?? 0, scored: row?.scored ?? 0, running: row?.running ?? 0, best_20: numberOrNull(row?.best) },
    distribution: row?.bands ?? Array.from({ length: BANDS }, () => 0),
    average_20: numberOrNull(row?.average),
  }
}

/** Results of an exam for its admin: one page of copies, the success rate of each question, the spread of the scores. */
export async function examResults(db: Database, actor: Actor, input: ResultsInput): Promise<ExamResults> {
  const exam = await loadManagedExamRow(db, actor, input.id)
  const [attempts, summary, questions, parts] = await Promise.all([
    copyRows(db, input.id, { limit: input.limit, offset: input.offset, q: input.q }).then((rows) => rows.map(toResultRow)),
    summaryOf(db, input.id, input.q),
    questionStats(db, input.id, exam.current_version_id),
    partsOf(db, input.id, sectionTitles(exam)),
  ])
  return { exam: toAdminExam(exam), attempts, ...summary, questions, ...parts }
}

/** Per question, over the scored copies whose version holds it: right, partial, wrong, blank. */
async function questionStats(db: Database, examId: number, currentVersionId: number | null) {
  const scoredByVersion = await db
    .selectFrom('exam_attempts')
    .select(['version_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('exam_id', '=', examId)
    .where('status', '<>', 'en_cours')
    .groupBy('version_id')
    .execute()
  const copiesOf = new Map(scoredByVersion.map((row) => [row.version_id, Number(row.n)]))
  const versions = await loadVersions(db, [...copiesOf.keys(), ...(currentVersionId ? [currentVersionId] : [])])
  // the current list first, in its order; questions only older versions hold come after
  const seen = new Map<number, string>()
  const order = [currentVersionId, ...copiesOf.keys()].flatMap((id) => (id ? (versions.get(id)?.questions ?? []) : []))
  for (const question of order) if (!seen.has(question.id)) seen.set(question.id, question.statement)
  // question ids belong to one exam (saveQuestions refuses another's); a trigger keeps each question's
  // scored outcomes counted (migration 0027): one row per question, whatever the number of copies
  const outcomes =
    seen.size === 0
      ? []
      : await db.selectFrom('question_outcomes').select(['question_id', 'juste', 'partiel', 'faux']).where('question_id', 'in', [...seen.keys()]).execute()
  const counts = new Map(outcomes.flatMap((row) => (['juste', 'partiel', 'faux'] as const).map((outcome) => [`${row.question_id}:${outcome}`, row[outcome]])))
  const count = (questionId: number, outcome: string) => counts.get(`${questionId}:${outcome}`) ?? 0
  return [...seen.entries()].map(([questionId, statement], index) => {
    const copies = [...copiesOf.entries()].reduce((sum, [versionId, n]) => sum + (versions.get(versionId)?.byId.has(questionId) ? n : 0), 0)
    const right = count(questionId, 'juste')
    const partial = count(questionId, 'partiel')
    const wrong = count(questionId, 'faux')
    const answered = right + partial + wrong
    return {
      question_id: questionId,
      position: index + 1,
      statement,
      answered,
      right,
      partial,
      wrong,
      blank: Math.max(0, copies - answered),
      success_rate: copies > 0 ? round2(right / copies) : 0,
    }
  })
}

const accuracy = (points: string | null, max: string | null) => (points === null || max === null || Number(max) <= 0 ? null : round2(Number(points) / Number(max)))

/**
 * DESIGN §19: per section and per topic over the scored copies, one scan of the exam's copies: each
 * kept its sections' and topics' points when it was scored (a negative part counts 0).
 */
async function partsOf(db: Database, examId: number, titles: readonly string[]) {
  const result = await sql<{ kind: 'section' | 'topic'; key: string; copies: number; points: string | null; max: string | null }>`
    select p.kind, p.key, count(*)::int as copies, sum(greatest(p.points, 0)) as points, sum(p.max) as max
    from exam_attempts a cross join lateral (
      select 'topic' as kind, t.topic as key, t.points, t.max from jsonb_to_recordset(coalesce(a.topic_scores, '[]')) as t(topic text, points numeric, max numeric)
      union all
      select 'section', s.position::text, s.score, s.max from jsonb_to_recordset(coalesce(a.section_scores, '[]')) as s(position int, score numeric, max numeric)
    ) p
    where a.exam_id = ${examId} and a.status <> 'en_cours' and a.score is not null
    group by p.kind, p.key order by p.kind, p.key`.execute(db)
  const rows = result.rows.map((row) => ({ ...row, accuracy: accuracy(row.points, row.max) }))
  return {
    sections: rows
      .filter((row) => row.kind === 'section')
      .map((row) => ({ position: Number(row.key), title: titles[Number(row.key) - 1] ?? '', copies: row.copies, accuracy: row.accuracy }))
      .sort((a, b) => a.position - b.position),
    topics: rows.filter((row) => row.kind === 'topic').map((row) => ({ topic: row.key, copies: row.copies, accuracy: row.accuracy })),
  }
}

/** The current version's section titles (one section: the exam's title). */
const sectionTitles = (exam: ExamRow) => versionOf(exam).sections?.map((section) => section.title) ?? [exam.title]
