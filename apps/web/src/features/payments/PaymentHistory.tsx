import { PAYMENT_EVENT_LABELS } from '@tutorat/contracts'
import { useId } from 'react'
import { moroccoDateTime, type Payment } from './format.ts'

/** Every change of the request, oldest first. Who decided in the team is not the student's to know. */
export function PaymentHistory({ history }: { history: Payment['history'] }) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h2 id={titleId} className="text-lg font-bold text-brand-950">
        Historique
      </h2>
      <ol className="space-y-4 border-l-2 border-brand-100 pl-5">
        {history.map((entry, index) => (
          <li key={`${entry.event}-${entry.created_at}-${index}`} className="relative">
            <span className="absolute top-1.5 -left-[1.6875rem] size-3 rounded-full bg-brand-700 ring-4 ring-white" aria-hidden="true" />
            <p className="font-medium text-ink">{PAYMENT_EVENT_LABELS[entry.event]}</p>
            <p className="text-sm text-muted">
              <time dateTime={entry.created_at}>{moroccoDateTime(entry.created_at)}</time>
            </p>
            {entry.note ? <p className="mt-1 text-sm break-words whitespace-pre-line text-ink">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
