import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react'
import { cn } from '../lib/cn.ts'

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  error?: string | undefined
  /** Marks the field invalid when the message is shown elsewhere (a form-level alert). */
  invalid?: boolean
  hint?: string
  /** A control inside the field, on the right (e.g. the password toggle). */
  trailing?: ReactNode
  ref?: Ref<HTMLInputElement>
}

export function Input({ label, error, invalid, hint, trailing, className, ...props }: InputProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  const isInvalid = Boolean(error) || invalid === true
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          className={cn(
            'h-11 w-full rounded-control border bg-white px-3 text-base text-ink placeholder:text-slate-500',
            'focus-visible:border-brand-500 focus-visible:shadow-focus focus-visible:outline-none',
            isInvalid ? 'border-red-600' : 'border-slate-500',
            trailing ? 'pr-12' : undefined,
          )}
          {...props}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div> : null}
      </div>
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
