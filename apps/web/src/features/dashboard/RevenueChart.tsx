import { dirhams, type RevenueMonth } from '@tutorat/contracts'
import { cn } from '../../lib/cn.ts'
import { monthLong, monthNarrow, monthShort } from './month-label.ts'

/**
 * Revenue by Moroccan month as plain CSS bars, the current month darker. The bars are a picture
 * (hidden from screen readers); the same figures are a table they read, under the same title.
 */
export function RevenueChart({ months }: { months: RevenueMonth[] }) {
  const max = Math.max(1, ...months.map((m) => m.revenue_mad))
  const last = months.length - 1
  return (
    <figure className="space-y-2">
      <div aria-hidden="true" className="flex h-40 items-end gap-1 border-b border-line sm:gap-2" data-testid="revenue-bars">
        {months.map((m, i) => (
          <div key={m.month} className="flex h-full min-w-0 flex-1 flex-col justify-end" title={`${monthLong(m.month)} : ${dirhams(m.revenue_mad)}`}>
            <div
              className={cn('w-full rounded-t-sm', i === last ? 'bg-brand-700' : 'bg-brand-300')}
              style={{ height: m.revenue_mad > 0 ? `max(2px, ${(m.revenue_mad * 100) / max}%)` : '0' }}
            />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="flex gap-1 text-center text-xs text-muted sm:gap-2">
        {months.map((m, i) => (
          <span key={m.month} className={cn('min-w-0 flex-1', i === last && 'font-bold text-brand-900')}>
            <span className="sm:hidden">{monthNarrow(m.month)}</span>
            <span className="hidden sm:inline">{monthShort(m.month)}</span>
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>Chiffre d’affaires par mois (paiements validés)</caption>
        <thead>
          <tr>
            <th scope="col">Mois</th>
            <th scope="col">Chiffre d’affaires</th>
            <th scope="col">Paiements</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthLong(m.month)}</th>
              <td>{dirhams(m.revenue_mad)}</td>
              <td>{m.payments}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
