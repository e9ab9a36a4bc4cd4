import { type BusinessFigures, dirhams } from '@tutorat/contracts'
import { useState } from 'react'
import { cn } from '../../lib/cn.ts'
import { plural } from '../courses/format.ts'

type Period = keyof BusinessFigures['revenue_by_formation']

const PERIODS: { key: Period; label: string }[] = [
  { key: 'this_month', label: 'Ce mois' },
  { key: 'last_12_months', label: '12 mois' },
]

/** The formations that brought the most, this month or over 12 months, each with its share as a bar. */
export function FormationRevenueList({ formations }: { formations: BusinessFigures['revenue_by_formation'] }) {
  const [period, setPeriod] = useState<Period>('this_month')
  const rows = formations[period]
  const max = Math.max(1, ...rows.map((row) => row.revenue_mad))
  return (
    <div className="space-y-3">
      <div role="group" aria-label="Période" className="inline-flex rounded-control border border-line p-0.5">
        {PERIODS.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            aria-pressed={period === key}
            onClick={() => setPeriod(key)}
            className={cn(
              'min-h-10 rounded-control px-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
              period === key ? 'bg-brand-900 text-white' : 'text-brand-900 hover:bg-brand-50',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">Aucun paiement validé sur cette période.</p>
      ) : (
        <ol className="space-y-3">
          {rows.map((row) => (
            <li key={`${row.announcement_id ?? 'x'}-${row.formation_title}`} className="space-y-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate font-medium text-ink">{row.formation_title}</span>
                <span className="shrink-0 font-semibold text-brand-950 tabular-nums">{dirhams(row.revenue_mad)}</span>
              </div>
              <div aria-hidden="true" className="h-2 rounded-full bg-slate-100">
                <div className="h-2 rounded-full bg-emerald-600" style={{ width: `${(row.revenue_mad * 100) / max}%` }} />
              </div>
              <p className="text-xs text-muted">{plural(row.payments, 'paiement validé', 'paiements validés')}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
