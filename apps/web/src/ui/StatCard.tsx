import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../lib/cn.ts'
import { Skeleton } from './Skeleton.tsx'

const TONES = {
  brand: 'bg-brand-50 text-brand-800',
  accent: 'bg-accent-100 text-accent-800',
  success: 'bg-emerald-50 text-emerald-700',
  violet: 'bg-violet-50 text-violet-700',
  neutral: 'bg-slate-100 text-slate-600',
} as const

export type StatTone = keyof typeof TONES

interface StatCardProps {
  label: string
  /** `undefined` while loading: a skeleton holds the place. A string is shown as written (« 1 200 DH »). */
  value: number | string | undefined
  Icon: LucideIcon
  tone?: StatTone
  /** A line under the figure (e.g. "dont 12 gratuites"). */
  detail?: ReactNode
  className?: string
}

const formatter = new Intl.NumberFormat('fr-FR')

/**
 * One figure with its label. The content only: put it in a `<Link>` or a `<div>` with the card
 * look (`statCardClasses`) so a clickable card stays a single link.
 */
export function StatCardContent({ label, value, Icon, tone = 'brand', detail }: Omit<StatCardProps, 'className'>) {
  return (
    <>
      <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-control', TONES[tone])}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-sm font-medium text-muted">{label}</span>
        {value === undefined ? (
          <Skeleton className="mt-1 h-7 w-14" />
        ) : (
          <span className="text-2xl font-extrabold tracking-tight text-brand-950 tabular-nums">{typeof value === 'string' ? value : formatter.format(value)}</span>
        )}
        {detail ? <span className="text-xs text-muted">{detail}</span> : null}
      </span>
    </>
  )
}

export const statCardClasses = (className?: string) =>
  cn('flex items-center gap-3 rounded-card border border-line bg-white p-4 shadow-card', className)

export function StatCard({ className, ...props }: StatCardProps) {
  return (
    <div className={statCardClasses(className)}>
      <StatCardContent {...props} />
    </div>
  )
}

/** A page's key figures, two a row on a phone and four from `lg`. */
export function StatCardList({ cards }: { cards: readonly StatCardProps[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.label}>
          <StatCard {...card} />
        </li>
      ))}
    </ul>
  )
}
