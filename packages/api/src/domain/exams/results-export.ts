import type { ExamResultsExport } from '@tutorat/contracts'
import { type Database, sql } from '@tutorat/db'
import type { Actor } from '../ownership.ts'
import { loadManagedExamRow, type ManagedExamRow, versionOf } from './admin-queries.ts'
import { copyRows, toResultRow } from './results.ts'

// DESIGN §19 and §20: the CSV of every copy, ranked, with one column per section and one per topic.
// Each copy kept its sections' and topics' points when it was scored (`section_scores`,
// `topic_scores`); PostgreSQL reads them into the columns' order, so Node never sees an answer.

type Figures = { section_points: (string | null)[]; topic_percent: (string | null)[] }

const numbers = (values: readonly (string | number | null)[] | null) => (values ?? []).map((value) => (value === null ? null : Number(value)))

/**
 * The sections of the current version (none for an exam without explicit sections: its one section
 * is the note) with their points when every scored copy agrees (a draw may give copies different
 * ones), and the topics of its questions and of its scored copies (older versions included).
 */
async function columnsOf(db: Database, exam: ManagedExamRow) {
  const version = versionOf(exam)
  const result = await sql<{ kind: 'section' | 'topic'; key: string; low: string | null; high: string | null }>`
    select p.kind, p.key, min(p.max) as low, max(p.max) as high
    from exam_attempts a cross join lateral (
      select 'topic' as kind, t.topic as key, null::numeric as max from jsonb_to_recordset(coalesce(a.topic_scores, '[]')) as t(topic text)
      union all
      select 'section', s.position::text, s.max from jsonb_to_recordset(coalesce(a.section_scores, '[]')) as s(position int, max numeric)
    ) p
    where a.exam_id = ${exam.id} and a.status <> 'en_cours' and a.score is not null
    group by p.kind, p.key`.execute(db)
  const maxOf = new Map(result.rows.filter((row) => row.kind === 'section' && row.low !== null && Number(row.low) === Number(row.high)).map((row) => [Number(row.key), Number(row.low)]))
  const topics = new Set([...version.questions.flatMap((question) => (question.topic ? [question.topic] : [])), ...result.rows.filter((row) => row.kind === 'topic').map((row) => row.key)])
  return {
    sections: (version.sections ?? []).map((section, index) => ({ position: index + 1, title: section.title, max: maxOf.get(index + 1) ?? null })),
    topics: [...topics].sort((a, b) => a.localeCompare(b, 'fr')),
  }
}

/**
 * Each copy's points per section and accuracy per topic (percent, one decimal), in the columns'
 * order: its two jsonb arrays are each read once (left-joined to the columns), not once per column.
 */
const figures = (positions: number[], topics: string[]) => sql`,
  array(
    select s.score from unnest(${positions}::int[]) with ordinality as k(position, n)
    left join jsonb_to_recordset(coalesce(p.section_scores, '[]')) as s(position int, score numeric) on s.position = k.position
    order by k.n
  ) as section_points,
  array(
    select case when t.max > 0 then round(100 * greatest(t.points, 0) / t.max, 1) end from unnest(${topics}::text[]) with ordinality as k(topic, n)
    left join jsonb_to_recordset(coalesce(p.topic_scores, '[]')) as t(topic text, points numeric, max numeric) on t.topic = k.topic
    order by k.n
  ) as topic_percent`

/** Every copy of an exam the admin manages, best first, with its section and topic figures (a download, not a page view). */
export async function examResultsExport(db: Database, actor: Actor, examId: number): Promise<ExamResultsExport> {
  const exam = await loadManagedExamRow(db, actor, examId)
  const columns = await columnsOf(db, exam)
  const rows = await copyRows<Figures>(db, examId, undefined, figures(columns.sections.map((section) => section.position), columns.topics))
  return {
    ...columns,
    rows: rows.map((row) => ({ ...toResultRow(row), section_points: numbers(row.section_points), topic_percent: numbers(row.topic_percent) })),
  }
}
