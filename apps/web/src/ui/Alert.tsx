import { CircleAlert, CircleCheck, Info } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../lib/cn.ts'

const TONES = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', Icon: CircleAlert },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-800', Icon: CircleCheck },
  info: { box: 'border-brand-200 bg-brand-50 text-brand-900', Icon: Info },
} as const

interface AlertProps {
  tone?: keyof typeof TONES
  title?: string
  children: ReactNode
  className?: string
}

/** Errors are announced at once (role=alert); other tones politely (role=status). */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const { box, Icon } = TONES[tone]
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('flex gap-3 rounded-control border p-3 text-sm', box, className)}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  )
}
