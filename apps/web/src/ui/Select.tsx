import { ChevronDown } from 'lucide-react'
import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react'
import { cn } from '../lib/cn.ts'
import { controlClasses, Field, fieldIds } from './Field.tsx'

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string
  error?: string | undefined
  hint?: string | undefined
  requirement?: 'required' | 'optional'
  /** Hides the label visually (it stays for screen readers), for compact filter bars. */
  hideLabel?: boolean
  ref?: Ref<HTMLSelectElement>
  children: ReactNode
}

/** A native select: the phone's own picker, typed options, keyboard for free. */
export function Select({ label, error, hint, requirement, hideLabel, className, children, ...props }: SelectProps) {
  const id = useId()
  const { describedBy } = fieldIds(id, hint, error)
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      {...(requirement ? { requirement } : {})}
      className={cn(hideLabel && '[&>label]:sr-only', className)}
    >
      <div className="relative">
        <select
          id={id}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy}
          aria-required={requirement === 'required' || undefined}
          className={controlClasses(Boolean(error), 'h-11 cursor-pointer appearance-none pr-10')}
          {...props}
        >
          {children}
        </select>
        <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
      </div>
    </Field>
  )
}

interface OptionsProps<Value extends string | number> {
  values: readonly Value[]
  /** The text of each option (the value itself by default). */
  label?: (value: Value) => ReactNode
}

/** The `<option>`s of a list of values. */
export function Options<Value extends string | number>({ values, label }: OptionsProps<Value>) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label ? label(value) : value}
    </option>
  ))
}
