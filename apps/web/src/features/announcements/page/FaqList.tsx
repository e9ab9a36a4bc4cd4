import { ChevronDown } from 'lucide-react'
import { frenchTypography } from '../../../lib/typography.ts'
import type { Formation } from '../format.ts'

/** Questions and answers as native accordions (details/summary): they open with no script, and find-in-page opens them. */
export function FaqList({ faq }: { faq: Formation['faq'] }) {
  return (
    <div className="divide-y divide-line rounded-card border border-line bg-white">
      {faq.map(({ question, answer }) => (
        <details key={question} className="group">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 font-semibold text-brand-950 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
            {frenchTypography(question)}
            <ChevronDown className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <p className="px-5 pb-5 leading-relaxed break-words whitespace-pre-line text-muted">{frenchTypography(answer)}</p>
        </details>
      ))}
    </div>
  )
}
