import type { BankImportOutput } from '@tutorat/contracts'
import { Check } from 'lucide-react'
import { Alert } from '../../ui/Alert.tsx'
import { Card } from '../../ui/Card.tsx'
import { formatExact } from '../exams-admin/QuestionPreview.tsx'
import { MathText } from '../exams/MathText.tsx'
import { TYPE_LABELS } from './columns.tsx'

type Read = Extract<BankImportOutput, { ok: true }>
type Refused = Extract<BankImportOutput, { ok: false }>
type ReadQuestion = Read['questions'][number]

/** Every error of the file with its line: nothing is saved while one remains. */
export function ImportErrors({ result }: { result: Refused }) {
  return (
    <Alert tone="error" title={result.message}>
      <ul className="mt-1 list-disc space-y-1 pl-5" aria-label="Erreurs par ligne">
        {result.errors.map((error) => (
          <li key={`${error.line}-${error.message}`}>
            <strong>Ligne {error.line}</strong>&nbsp;: {error.message}
          </li>
        ))}
      </ul>
    </Alert>
  )
}


function answerOf(question: ReadQuestion) {
  if (question.type !== 'numeric') return null
  const tolerance = question.tolerance > 0 ? ` ± ${formatExact(question.tolerance)}` : ''
  return `Réponse : ${question.value === null ? '—' : formatExact(question.value)}${tolerance}`.replace(' :', '\u00a0:')
}

function PreviewQuestion({ question, position }: { question: ReadQuestion; position: number }) {
  const tags = [question.topic, question.difficulty ? `${question.difficulty}/5` : null, question.concours, question.year].filter(Boolean).join(' · ')
  return (
    <Card className="space-y-3 p-4">
      <p className="flex flex-wrap justify-between gap-2 text-sm font-semibold text-muted">
        <span>
          {position}. {TYPE_LABELS[question.type]}
        </span>
        {tags ? <span>{tags}</span> : null}
      </p>
      <div className="text-ink">
        <MathText>{question.statement}</MathText>
      </div>
      {question.options.length > 0 ? (
        <ul className="space-y-1.5">
          {question.options.map((option, index) => {
            const right = question.correct.includes(index)
            const weight = question.weights?.[index]
            return (
              <li key={`${index}-${option}`} className={right ? 'flex gap-2 rounded-control bg-emerald-50 px-2 py-1 text-emerald-900' : 'flex gap-2 px-2 py-1'}>
                {right ? <Check className="mt-0.5 size-4 shrink-0" aria-label="bonne réponse" /> : <span className="w-4 shrink-0" />}
                <span className="min-w-0">
                  <MathText inline>{option}</MathText>
                  {weight !== undefined && question.weights ? <span className="ml-2 text-xs font-semibold">({weight}&nbsp;%)</span> : null}
                </span>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="text-sm font-semibold text-ink">{answerOf(question)}</p>
      )}
    </Card>
  )
}

/** The questions as read, before anything is saved. */
export function ImportPreview({ result }: { result: Read }) {
  return (
    <section aria-labelledby="import-preview" className="space-y-3">
      <h2 id="import-preview" className="text-lg font-bold text-brand-950">
        {result.questions.length <= 1 ? `${result.questions.length} question lue` : `${result.questions.length} questions lues`}
      </h2>
      <ol className="space-y-3">
        {result.questions.map((question, index) => (
          <li key={`${index}-${question.statement}`}>
            <PreviewQuestion question={question} position={index + 1} />
          </li>
        ))}
      </ol>
    </section>
  )
}
