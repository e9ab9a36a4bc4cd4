import type { BankQuestion } from '@tutorat/contracts'
import { Badge } from '../../ui/Badge.tsx'
import type { DataColumn } from '../../ui/DataList.tsx'

// The bank's list (DESIGN §19): the statement, its type and its tags. LaTeX stays as typed here
// (the list loads no KaTeX): the teacher recognises their own `$…$`.

export const TYPE_LABELS: Record<BankQuestion['type'], string> = { single: 'Choix unique', multiple: 'Choix multiple', numeric: 'Numérique' }

const short = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max)}…` : text)
export const bankQuestionName = (question: Pick<BankQuestion, 'statement'>) => short(question.statement, 60)

export function BankTags({ question }: { question: BankQuestion }) {
  const tags = [
    question.topic,
    question.difficulty ? `Difficulté ${question.difficulty}/5` : null,
    question.concours,
    question.year ? String(question.year) : null,
  ].filter((tag): tag is string => Boolean(tag))
  if (tags.length === 0) return <span className="text-muted">Sans étiquette</span>
  return (
    <span className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <Badge key={tag} tone="brand">
          {tag}
        </Badge>
      ))}
    </span>
  )
}

/** The selection column comes first: its checkbox names the question it picks. */
export function bankColumns(selected: ReadonlySet<number>, toggle: (id: number, checked: boolean) => void): DataColumn<BankQuestion>[] {
  return [
    {
      id: 'select',
      header: 'Sélection',
      hideHeader: true,
      card: 'aside',
      className: 'w-12 align-top',
      // the label around the box makes a 44 px target for a thumb
      cell: (question) => (
        <label className="-m-2.5 flex size-11 cursor-pointer items-center justify-center">
          <input
            type="checkbox"
            className="size-6 cursor-pointer accent-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            aria-label={`Sélectionner « ${bankQuestionName(question)} »`}
            checked={selected.has(question.id)}
            onChange={(event) => toggle(question.id, event.target.checked)}
          />
        </label>
      ),
    },
    {
      id: 'statement',
      header: 'Question',
      rowHeader: true,
      card: 'title',
      className: 'align-top min-w-72',
      cell: (question) => <span className="font-medium break-words text-ink">{short(question.statement)}</span>,
    },
    { id: 'type', header: 'Type', className: 'align-top whitespace-nowrap', cell: (question) => TYPE_LABELS[question.type] },
    { id: 'tags', header: 'Étiquettes', card: 'body', className: 'align-top', cell: (question) => <BankTags question={question} /> },
  ]
}
