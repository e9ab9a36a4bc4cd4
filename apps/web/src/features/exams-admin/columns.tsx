import { Link } from '@tanstack/react-router'
import type { AdminExam } from '@tutorat/contracts'
import { ChartColumn, Pencil } from 'lucide-react'
import { Badge } from '../../ui/Badge.tsx'
import type { DataColumn, RowAction } from '../../ui/DataList.tsx'
import { plural } from '../courses/format.ts'
import { sessionDuration } from '../sessions/format.ts'
import { audienceLabel, copiesLabel, windowLabel } from './format.ts'

type Exam = AdminExam

export const examName = (exam: Exam) => exam.title

export function PublishedBadge({ exam }: { exam: Pick<Exam, 'published'> }) {
  return exam.published ? <Badge tone="success">Publié</Badge> : <Badge>Brouillon</Badge>
}

/** The editor and the results: links, so the URL names the page (shareable, back button returns). */
export const EXAM_ACTIONS: RowAction<Exam>[] = [
  {
    id: 'edit',
    label: 'Modifier',
    ariaLabel: (exam) => `Modifier le concours « ${exam.title} »`,
    Icon: Pencil,
    render: (exam, props) => <Link to="/admin/exams/$id" params={{ id: exam.id }} {...props} />,
  },
  {
    id: 'results',
    label: 'Résultats',
    ariaLabel: (exam) => `Résultats du concours « ${exam.title} »`,
    Icon: ChartColumn,
    render: (exam, props) => <Link to="/admin/exams/$id/results" params={{ id: exam.id }} {...props} />,
  },
]

const questionCount = (exam: Exam) => plural(exam.question_count, 'question')

export const EXAM_COLUMNS: DataColumn<Exam>[] = [
  {
    id: 'title',
    header: 'Concours',
    rowHeader: true,
    card: 'title',
    className: 'align-top min-w-56',
    cell: (exam) => (
      <>
        <p className="font-semibold text-ink">{exam.title}</p>
        <p className="text-muted">{audienceLabel(exam)}</p>
      </>
    ),
    cardCell: (exam) => exam.title,
  },
  { id: 'audience', header: 'Ouvert à', tableHidden: true, card: 'body', cell: audienceLabel },
  { id: 'published', header: 'État', card: 'aside', className: 'align-top', cell: (exam) => <PublishedBadge exam={exam} /> },
  {
    id: 'paper',
    header: 'Sujet',
    className: 'align-top whitespace-nowrap',
    cell: (exam) => (
      <>
        <p className="text-ink">{questionCount(exam)}</p>
        <p className="text-muted">{sessionDuration(exam.time_limit_minutes)}</p>
      </>
    ),
    cardCell: (exam) => `${questionCount(exam)} · ${sessionDuration(exam.time_limit_minutes)}`,
  },
  { id: 'window', header: 'Dates (heure de Casablanca)', className: 'align-top', cell: windowLabel },
  {
    id: 'copies',
    header: 'Copies',
    className: 'align-top whitespace-nowrap',
    cell: (exam) => (
      <>
        <p className="text-ink">{plural(exam.attempt_count, 'copie')}</p>
        {exam.running_count > 0 ? <p className="text-muted">dont {exam.running_count} en cours</p> : null}
      </>
    ),
    cardCell: copiesLabel,
  },
]
