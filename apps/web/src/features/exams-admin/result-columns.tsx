import { ATTEMPT_STATUS_LABELS, type ExamResults } from '@tutorat/contracts'
import { Badge } from '../../ui/Badge.tsx'
import type { DataColumn } from '../../ui/DataList.tsx'
import { MathText } from '../exams/MathText.tsx'
import { plural } from '../courses/format.ts'
import { formatNumber, pointsLabel } from '../exams/paper-format.ts'
import { casablancaShort, scoreOver20 } from './format.ts'

export type QuestionStat = ExamResults['questions'][number]
export type ResultRow = ExamResults['attempts'][number]

const copiesOf = (stat: QuestionStat) => stat.answered + stat.blank
const percent = (rate: number) => Math.round(rate * 100)

/** The share fully right, as a bar and a figure (no scored copy yet: a dash). */
function SuccessRate({ stat }: { stat: QuestionStat }) {
  if (copiesOf(stat) === 0) return <span className="text-muted">—</span>
  return (
    <span className="flex items-center gap-2">
      <span className="h-2 w-20 shrink-0 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <span className="block h-full bg-emerald-600" style={{ width: `${percent(stat.success_rate)}%` }} />
      </span>
      <span className="font-semibold whitespace-nowrap tabular-nums">{percent(stat.success_rate)} %</span>
    </span>
  )
}

/** « 2 justes, 1 fausse, 1 sans réponse » (the empty kinds left out). */
function answersLabel({ right, partial, wrong, blank }: QuestionStat): string {
  const parts = [
    right ? plural(right, 'juste') : '',
    partial ? plural(partial, 'partielle') : '',
    wrong ? plural(wrong, 'fausse') : '',
    blank ? `${blank} sans réponse` : '',
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : 'Aucune copie notée'
}

export const questionName = (stat: QuestionStat) => `question ${stat.position}`

export const QUESTION_STAT_COLUMNS: DataColumn<QuestionStat>[] = [
  { id: 'position', header: 'N°', rowHeader: true, card: 'title', className: 'align-top whitespace-nowrap', cell: (stat) => `Question ${stat.position}`, sortValue: (stat) => stat.position },
  {
    id: 'statement',
    header: 'Énoncé',
    card: 'body',
    className: 'align-top min-w-64',
    // two lines at most: enough to recognise it, the formulas rendered as the students saw them
    cell: (stat) => <MathText className="line-clamp-2 text-ink [&_.katex-display]:my-0">{stat.statement}</MathText>,
  },
  { id: 'success', header: 'Réussite', card: 'aside', className: 'align-top', cell: (stat) => <SuccessRate stat={stat} />, sortValue: (stat) => (copiesOf(stat) === 0 ? null : stat.success_rate) },
  { id: 'detail', header: 'Réponses', className: 'align-top', cell: answersLabel },
]

const ordinal = (n: number | null) => (n === null ? '—' : n === 1 ? '1er' : `${n}e`)

export const resultName = (row: ResultRow) => `${row.student_name}, tentative ${row.attempt_number}`

function StatusBadge({ row }: { row: ResultRow }) {
  return <Badge tone={row.status === 'en_cours' ? 'warning' : 'neutral'}>{ATTEMPT_STATUS_LABELS[row.status]}</Badge>
}

/** « 14,25/20 » with the raw points under it. */
function Score({ row }: { row: ResultRow }) {
  if (row.score === null) return <span className="text-muted">—</span>
  return (
    <>
      <p className="font-semibold text-ink">{scoreOver20(row.score_20)}</p>
      <p className="text-muted">
        {formatNumber(row.score)} / {pointsLabel(row.max_score)}
      </p>
    </>
  )
}

export const RESULT_COLUMNS: DataColumn<ResultRow>[] = [
  {
    id: 'student',
    header: 'Étudiant',
    rowHeader: true,
    className: 'align-top min-w-48',
    cell: (row) => (
      <>
        <p className="font-semibold text-ink">{row.student_name}</p>
        <p className="break-words text-muted">{row.student_email}</p>
      </>
    ),
    cardCell: (row) => row.student_name,
  },
  { id: 'email', header: 'E-mail', tableHidden: true, card: 'body', cell: (row) => row.student_email },
  { id: 'status', header: 'Statut', card: 'aside', className: 'align-top', cell: (row) => <StatusBadge row={row} /> },
  { id: 'attempt', header: 'Tentative', className: 'align-top whitespace-nowrap tabular-nums', cell: (row) => `n° ${row.attempt_number}` },
  { id: 'started', header: 'Commencée (Casablanca)', className: 'align-top whitespace-nowrap', cell: (row) => casablancaShort(row.started_at) },
  { id: 'score', header: 'Note', className: 'align-top whitespace-nowrap tabular-nums', cell: (row) => <Score row={row} /> },
  { id: 'rank', header: 'Rang', className: 'align-top tabular-nums', cell: (row) => ordinal(row.rank) },
  { id: 'percentile', header: 'Centile', className: 'align-top tabular-nums', cell: (row) => ordinal(row.percentile) },
]
