import type { AnswerValue } from '@tutorat/contracts'
import { useEffect, useState } from 'react'
import { Input } from '../../ui/Input.tsx'
import { formatDecimal, parseDecimal, sameAnswer } from './answer-values.ts'

/** Typing pauses this long before the number is saved (it is saved at once on leaving the field or on Entrée). */
export const NUMERIC_DEBOUNCE_MS = 800

const shownText = (answer: AnswerValue) => (typeof answer === 'number' ? formatDecimal(answer) : '')

interface QuestionNumericProps {
  answer: AnswerValue
  onAnswer: (answer: AnswerValue) => void
}

/** A number, typed `3,14` or `3.14` (a phone shows its decimal keypad); emptied, the answer is cleared. */
export function QuestionNumeric({ answer, onAnswer }: QuestionNumericProps) {
  const [text, setText] = useState(() => shownText(answer))
  // the answer changed elsewhere (cleared, another device): the field follows unless it already says it
  const [shown, setShown] = useState(answer)
  if (!sameAnswer(shown, answer)) {
    setShown(answer)
    if (!sameAnswer(parseDecimal(text) ?? null, answer)) setText(shownText(answer))
  }
  const typed = parseDecimal(text)
  const changed = typed !== undefined && !sameAnswer(typed, answer)
  // « -» or « 3e » are on their way to a number: said only once the student leaves the field
  const [checked, setChecked] = useState(false)

  useEffect(() => {
    if (!changed) return
    const timer = window.setTimeout(() => onAnswer(typed), NUMERIC_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [changed, typed, onAnswer])

  const commit = () => {
    setChecked(true)
    if (changed) onAnswer(typed)
  }
  return (
    <Input
      label="Votre réponse"
      hint="Un nombre : la virgule ou le point pour les décimales (3,14 ou 3.14)."
      inputMode="decimal"
      autoComplete="off"
      enterKeyHint="done"
      value={text}
      onChange={(event) => {
        setText(event.target.value)
        setChecked(false)
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit()
      }}
      error={checked && typed === undefined ? 'Saisissez un nombre, par exemple 3,14.' : undefined}
      className="max-w-xs"
    />
  )
}
