import { ANSWER_OUTCOMES, type Attempt, type ReviewItem } from '@tutorat/contracts'
import { OUTCOMES, ReviewQuestion } from './ReviewQuestion.tsx'

/** The correction, question by question in the student's order; only what the server sent (it sends it only when allowed). */
export function ReviewList({ attempt, review }: { attempt: Attempt; review: readonly ReviewItem[] }) {
  const items = new Map(review.map((item) => [item.question_id, item]))
  const answers = new Map(attempt.answers.map((saved) => [saved.question_id, saved.answer]))
  const counts = ANSWER_OUTCOMES.map((outcome) => ({ outcome, count: review.filter((item) => item.outcome === outcome).length })).filter(({ count }) => count > 0)
  return (
    <section aria-labelledby="correction" className="space-y-4">
      <div className="space-y-1">
        <h2 id="correction" className="text-xl font-extrabold text-brand-950">
          Correction
        </h2>
        <p className="text-sm text-muted">{counts.map(({ outcome, count }) => `${OUTCOMES[outcome].label} : ${count}`).join(' · ')}</p>
      </div>
      <ol className="space-y-4">
        {attempt.questions.map((question) => {
          const item = items.get(question.id)
          return item ? (
            <li key={question.id}>
              <ReviewQuestion question={question} item={item} answer={answers.get(question.id) ?? null} />
            </li>
          ) : null
        })}
      </ol>
    </section>
  )
}
