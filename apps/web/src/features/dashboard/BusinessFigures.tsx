import { Link } from '@tanstack/react-router'
import { type BusinessFigures as Figures, dirhams } from '@tutorat/contracts'
import { Banknote, CalendarClock, ChevronRight, FileSearch, Percent, Repeat } from 'lucide-react'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Card } from '../../ui/Card.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { StatCard, StatCardContent, statCardClasses } from '../../ui/StatCard.tsx'
import { plural } from '../courses/format.ts'
import { FormationRevenueList } from './FormationRevenueList.tsx'
import { monthLong } from './month-label.ts'
import { RevenueChart } from './RevenueChart.tsx'

const yearRevenue = (figures: Figures) => figures.revenue_by_month.reduce((sum, m) => sum + m.revenue_mad, 0)

// a no-break space: « 75 % » never breaks before its sign on a phone
const percent = (rate: number | null) => (rate === null ? '—' : `${rate}\u00a0%`)

/**
 * The owner's figures (issue 31, DESIGN §18), for super admins only: what the month brought, the
 * conversion, renewals, instalments overdue and proofs waiting, then revenue by month and by
 * formation. Phone first: one column of cards, the chart under them.
 */
export function BusinessFiguresSection() {
  const figures = trpc.dashboard.figures.useQuery()
  const data = figures.data
  return (
    <section aria-labelledby="business-title" className="space-y-3">
      <h2 id="business-title" className="text-lg font-bold text-brand-950">
        Chiffres de l’activité{data ? <span className="font-normal text-muted"> · {monthLong(data.month)}</span> : null}
      </h2>
      {figures.isError ? (
        <Alert tone="error">Les chiffres de l’activité sont indisponibles pour le moment.</Alert>
      ) : (
        <>
          <FigureCards data={data} />
          <div className="grid gap-3 lg:grid-cols-2">
            <Card className="space-y-3 p-4">
              <h3 className="font-bold text-brand-950">Chiffre d’affaires sur 12 mois</h3>
              {data ? <RevenueChart months={data.revenue_by_month} /> : <Skeleton className="h-48 w-full" />}
            </Card>
            <Card className="space-y-3 p-4">
              <h3 className="font-bold text-brand-950">Par formation</h3>
              {data ? <FormationRevenueList formations={data.revenue_by_formation} /> : <Skeleton className="h-48 w-full" />}
            </Card>
          </div>
        </>
      )}
    </section>
  )
}

function FigureCards({ data }: { data: Figures | undefined }) {
  const month = data?.revenue_by_month.at(-1)
  const overdue = data?.overdue_instalments
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      <li>
        <StatCard
          className="h-full"
          label="Chiffre d’affaires"
          value={month ? dirhams(month.revenue_mad) : undefined}
          detail={data && month ? `${plural(month.payments, 'paiement validé', 'paiements validés')} · 12 mois : ${dirhams(yearRevenue(data))}` : undefined}
          Icon={Banknote}
          tone="success"
        />
      </li>
      <li>
        <StatCard
          className="h-full"
          label="Conversion"
          value={data ? percent(data.conversion.this_month.rate_percent) : undefined}
          detail={data ? `${plural(data.conversion.this_month.paid, 'payée')} sur ${plural(data.conversion.this_month.requests, 'demande')} · 12 mois : ${percent(data.conversion.last_12_months.rate_percent)}` : undefined}
          Icon={Percent}
          tone="brand"
        />
      </li>
      <li>
        <StatCard
          className="h-full"
          label="Renouvellements"
          value={data?.renewals.this_month.count}
          detail={data ? `${dirhams(data.renewals.this_month.amount_mad)} · 12 mois : ${data.renewals.last_12_months.count}` : undefined}
          Icon={Repeat}
          tone="violet"
        />
      </li>
      <li>
        <StatCard
          className="h-full"
          label="Échéances en retard"
          value={overdue?.count}
          detail={overdue ? dirhams(overdue.amount_mad) : undefined}
          Icon={CalendarClock}
          tone="accent"
        />
      </li>
      <li>
        <Link
          to="/admin/payments"
          search={{ status: 'preuve_envoyee' }}
          className={statCardClasses('group h-full transition-shadow hover:border-brand-300 hover:shadow-raised focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500')}
        >
          <StatCardContent label="Preuves à vérifier" value={data?.proofs_waiting.count} detail={data ? dirhams(data.proofs_waiting.amount_mad) : undefined} Icon={FileSearch} tone="accent" />
          <ChevronRight className="ml-auto size-5 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </Link>
      </li>
    </ul>
  )
}
