import type { ReactNode } from 'react'
import { cn } from '../lib/cn.ts'

/** The ids a control needs to be tied to its hint and error (same wiring as `Input`). */
export function fieldIds(id: string, hint: string | undefined, error: string | undefined) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined }
}

interface FieldProps {
  id: string
  label: string
  hint?: string | undefined
  error?: string | undefined
  /** Adds a discreet "(facultatif)" or a red asterisk to the label. */
  requirement?: 'required' | 'optional'
  className?: string | undefined
  children: ReactNode
}

/** Label, control, hint and error of one form field, laid out like `Input`. */
export function Field({ id, label, hint, error, requirement, className, children }: FieldProps) {
  const { hintId, errorId } = fieldIds(id, hint, error)
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {requirement === 'required' ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
        {requirement === 'optional' ? <span className="font-normal text-muted"> (facultatif)</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Border and focus ring shared by text inputs, selects and text areas. */
export function controlClasses(invalid: boolean, className?: string) {
  return cn(
    'w-full rounded-control border bg-white px-3 text-base text-ink placeholder:text-slate-500',
    'focus-visible:border-brand-500 focus-visible:shadow-focus focus-visible:outline-none',
    'disabled:cursor-not-allowed disabled:bg-slate-50',
    invalid ? 'border-red-600' : 'border-slate-500',
    className,
  )
}
