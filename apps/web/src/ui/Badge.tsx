import type { ReactNode } from 'react'
import { cn } from '../lib/cn.ts'

const TONES = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-accent-50 text-accent-800 ring-accent-200',
  accent: 'bg-accent-50 text-accent-800 ring-accent-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
} as const

export type BadgeTone = keyof typeof TONES

/** A short status or category label (colour is never the only signal: the text says it). */
export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', TONES[tone], className)}>
      {children}
    </span>
  )
}
