import { Link } from '@tanstack/react-router'
import type { RouterOutputs } from '@tutorat/api'
import { dirhams, type PaymentStatus } from '@tutorat/contracts'
import { Banknote, Clock, FileSearch, type LucideIcon } from 'lucide-react'
import { Alert } from '../../ui/Alert.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { StatCardContent, statCardClasses, type StatTone } from '../../ui/StatCard.tsx'
import { plural } from '../courses/format.ts'
import type { PaymentsSearch } from './search.ts'

type Stats = RouterOutputs['payments']['stats']

const WAITING: { key: 'pending' | 'awaiting_transfer'; status: PaymentStatus; label: string; Icon: LucideIcon; tone: StatTone }[] = [
  { key: 'pending', status: 'preuve_envoyee', label: 'Preuves à vérifier', Icon: FileSearch, tone: 'accent' },
  { key: 'awaiting_transfer', status: 'en_attente', label: 'En attente de virement', Icon: Clock, tone: 'brand' },
]

/** The month's revenue, and the two piles of requests; each pile shows its requests. */
export function PaymentStats({ stats, failed }: { stats: Stats | undefined; failed: boolean }) {
  if (failed) return <Alert tone="error">Statistiques des paiements indisponibles pour le moment.</Alert>
  return (
    <section aria-labelledby="payment-stats-title">
      <h2 id="payment-stats-title" className="sr-only">
        Chiffres des paiements
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        <li>
          <RevenueCard stats={stats} />
        </li>
        {WAITING.map(({ key, status, label, Icon, tone }) => (
          <li key={key}>
            <Link
              to="/admin/payments"
              search={{ status } satisfies PaymentsSearch}
              className={statCardClasses('h-full transition-shadow hover:border-brand-300 hover:shadow-raised focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500')}
            >
              <StatCardContent label={label} value={stats?.[key]} Icon={Icon} tone={tone} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** An amount in dirhams, written as everywhere else (`dirhams`), which the numeric card does not do. */
function RevenueCard({ stats }: { stats: Stats | undefined }) {
  return (
    <div className={statCardClasses('h-full')}>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-control bg-emerald-50 text-emerald-700">
        <Banknote className="size-5" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-sm font-medium text-muted">Encaissé ce mois</span>
        {stats ? (
          <>
            <span className="text-2xl font-extrabold tracking-tight text-brand-950 tabular-nums">{dirhams(stats.month_revenue_mad)}</span>
            <span className="text-xs text-muted">{plural(stats.month_validated, 'paiement validé', 'paiements validés')}</span>
          </>
        ) : (
          <Skeleton className="mt-1 h-7 w-24" />
        )}
      </span>
    </div>
  )
}
