import type { AnswerValue, PaperQuestion } from '@tutorat/contracts'
import { chosenOptions, withOption } from './answer-values.ts'
import { MathText } from './MathText.tsx'
import { optionLetter } from './paper-format.ts'

interface QuestionChoicesProps {
  question: PaperQuestion
  answer: AnswerValue
  onAnswer: (answer: AnswerValue) => void
}

/** The options as large tap targets: radios for a single choice, checkboxes for a multiple one. */
export function QuestionChoices({ question, answer, onAnswer }: QuestionChoicesProps) {
  const chosen = chosenOptions(answer)
  const type = question.type === 'single' ? 'radio' : 'checkbox'
  return (
    <div className="grid gap-2">
      {question.options.map((option, position) => (
        <label
          key={option.index}
          className="flex min-h-12 cursor-pointer items-start gap-3 rounded-control border border-slate-300 bg-white px-3 py-3 transition-colors hover:border-brand-400 hover:bg-brand-50/50 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:border-brand-500 has-focus-visible:shadow-focus has-disabled:cursor-not-allowed has-disabled:opacity-70"
        >
          <input
            type={type}
            name={`reponse-${question.id}`}
            value={option.index}
            checked={chosen.includes(option.index)}
            onChange={(event) => onAnswer(withOption(answer, question.type, option.index, event.target.checked))}
            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-800 disabled:cursor-not-allowed"
          />
          <span className="font-bold text-brand-900">{optionLetter(position)}.</span>
          <MathText inline className="flex-1 text-ink">
            {option.text}
          </MathText>
        </label>
      ))}
    </div>
  )
}
