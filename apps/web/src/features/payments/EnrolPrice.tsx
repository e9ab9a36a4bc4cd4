import { couponValueText, dirhams, type PaymentQuote } from '@tutorat/contracts'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'

function Line({ label, children, strong }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={cn('flex justify-between gap-4 py-1.5', strong && 'border-t border-line pt-2.5 text-base font-bold text-brand-950')}>
      <dt className={strong ? undefined : 'text-muted'}>{label}</dt>
      <dd className="text-right font-semibold whitespace-nowrap tabular-nums">{children}</dd>
    </div>
  )
}

/** « 1re échéance : aujourd’hui », « 2e échéance : 30 jours après » */
const partLabel = (n: number) => `${n}${n === 1 ? 're' : 'e'} échéance`
const partWhen = (days: number) => (days === 0 ? 'à la confirmation' : `${days} jours après la 1re`)

/** The server's breakdown: list price, the code's discount, the total, and each part of a plan. */
export function EnrolPrice({ quote }: { quote: PaymentQuote }) {
  return (
    <section aria-labelledby="enrol-price" className="space-y-2">
      <h2 id="enrol-price" className="text-lg font-bold text-brand-950">
        Prix
      </h2>
      <dl className="text-sm text-ink">
        <Line label="Prix de la formation">{dirhams(quote.list_price_mad)}</Line>
        {quote.coupon && quote.discount_mad > 0 ? (
          <Line label={`Remise ${quote.coupon.code} (${couponValueText(quote.coupon.kind, quote.coupon.value)})`}>− {dirhams(quote.discount_mad)}</Line>
        ) : null}
        <Line label="Total" strong>
          {dirhams(quote.amount_mad)}
        </Line>
      </dl>
      {quote.parts.length > 1 ? (
        <ol className="space-y-1 rounded-control bg-brand-50 p-3 text-sm text-brand-950" aria-label="Échéancier">
          {quote.parts.map((part) => (
            <li key={part.n} className="flex justify-between gap-4">
              <span>
                {partLabel(part.n)} <span className="text-muted">· {partWhen(part.due_after_days)}</span>
              </span>
              <span className="font-semibold whitespace-nowrap tabular-nums">{dirhams(part.amount_mad)}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}
