import { SESSION_REQUEST_KIND_LABELS, SESSION_REQUEST_KINDS } from '@tutorat/contracts'
import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

const DETAILS: Record<(typeof SESSION_REQUEST_KINDS)[number], string> = {
  evaluation: 'Gratuite et sans engagement : on fait le point sur votre niveau et vos objectifs.',
  solo: 'Un professeur rien que pour vous, pour reprendre un chapitre ou préparer un examen.',
}

/** Evaluation or solo: two large radio cards (a thumb's width on a phone), named by their title. */
export function KindChoice({ registration }: { registration: UseFormRegisterReturn<'kind'> }) {
  const id = useId()
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">Type de séance</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {SESSION_REQUEST_KINDS.map((kind) => (
          <label
            key={kind}
            className="flex cursor-pointer gap-3 rounded-control border border-slate-300 bg-white p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:shadow-focus"
          >
            <input
              type="radio"
              value={kind}
              aria-labelledby={`${id}-${kind}`}
              aria-describedby={`${id}-${kind}-detail`}
              className="mt-1 size-4 shrink-0 accent-brand-800"
              {...registration}
            />
            <span>
              <span id={`${id}-${kind}`} className="block font-semibold text-brand-950">
                {SESSION_REQUEST_KIND_LABELS[kind]}
              </span>
              <span id={`${id}-${kind}-detail`} className="block text-sm text-muted">
                {DETAILS[kind]}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
