import type { AdminExamDetail, BankQuestion, Question } from '@tutorat/contracts'
import { Library, X } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../ui/Button.tsx'
import { Checkbox } from '../../ui/Checkbox.tsx'
import { MathText } from '../exams/MathText.tsx'
import { bankQuestionName } from '../question-bank/columns.tsx'
import { BankPickerDialog } from './BankPickerDialog.tsx'
import type { ChosenQuestion, SectionDraft } from './sections-form.ts'

const short = (text: string) => (text.length > 90 ? `${text.slice(0, 90)}…` : text)

interface ChosenQuestionsProps {
  exam: AdminExamDetail
  draft: SectionDraft
  /** « la section 2 » */
  sectionName: string
  /** bank ids chosen in any section of the exam (a bank question goes in one section only) */
  taken: ReadonlySet<number>
  error?: string | undefined
  onChange: (patch: Partial<SectionDraft>) => void
}

/** A « chosen » section: ticks among the exam's own questions, and bank questions added through the picker, each removable. */
export function ChosenQuestions({ exam, draft, sectionName, taken, error, onChange }: ChosenQuestionsProps) {
  const [picking, setPicking] = useState(false)
  const own = exam.questions.filter((question) => !question.bank_id)
  const fromBank = draft.chosen.filter((question) => question.bank_id !== null)
  const ticked = new Set(draft.chosen.map((question) => question.id))
  const toggle = ({ id, statement }: Question, checked: boolean) =>
    onChange({ chosen: checked ? [...draft.chosen, { id, bank_id: null, statement }] : draft.chosen.filter((question) => question.id !== id) })
  const add = (questions: BankQuestion[]) => onChange({ chosen: [...draft.chosen, ...questions.map(({ id, statement }) => ({ id, bank_id: id, statement }))] })
  const remove = (id: number) => onChange({ chosen: draft.chosen.filter((question) => question.id !== id) })

  return (
    <div className="space-y-3">
      <p className="text-sm font-semibold text-ink">{draft.chosen.length === 1 ? '1 question choisie' : `${draft.chosen.length} questions choisies`}</p>
      {own.length > 0 ? (
        <ul aria-label={`Questions du concours pour ${sectionName}`} className="max-h-72 space-y-1 overflow-y-auto rounded-control border border-line p-2">
          {own.map((question, index) => (
            <li key={question.id} className="flex min-h-11 items-center">
              <Checkbox label={`${index + 1}. ${short(question.statement)}`} checked={ticked.has(question.id)} onChange={(event) => toggle(question, event.target.checked)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">Le concours n’a pas encore de question à lui : ajoutez-en plus bas, ou prenez-les dans la banque.</p>
      )}
      {fromBank.length > 0 ? <BankChoices questions={fromBank} sectionName={sectionName} onRemove={remove} /> : null}
      <Button variant="secondary" className="w-full sm:w-auto" onClick={() => setPicking(true)}>
        <Library className="size-4" aria-hidden="true" />
        Ajouter depuis la banque
      </Button>
      {error ? (
        <p className="text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : null}
      {picking ? <BankPickerDialog sectionName={sectionName} taken={taken} onAdd={add} onClose={() => setPicking(false)} /> : null}
    </div>
  )
}

/** The bank questions of the section, in their order, each with its statement (KaTeX) and its « remove » button. */
function BankChoices({ questions, sectionName, onRemove }: { questions: readonly ChosenQuestion[]; sectionName: string; onRemove: (id: number) => void }) {
  return (
    <ul aria-label={`Questions de la banque dans ${sectionName}`} className="space-y-2">
      {questions.map((question) => (
        <li key={question.id} className="flex items-start gap-2 rounded-control border border-line bg-slate-50 py-1 pr-1 pl-3">
          <span className="min-w-0 flex-1 space-y-1 py-2">
            <span className="block text-xs font-semibold tracking-wide text-brand-900 uppercase">Banque</span>
            <MathText inline className="block text-sm break-words text-ink">
              {question.statement || 'Question de la banque'}
            </MathText>
          </span>
          <Button variant="ghost" size="icon" className="shrink-0 text-red-800 hover:bg-red-50" aria-label={`Retirer « ${bankQuestionName(question)} » de ${sectionName}`} onClick={() => onRemove(question.id)}>
            <X className="size-5" aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  )
}
