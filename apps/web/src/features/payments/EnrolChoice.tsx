import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'

export interface ChoiceOption<T extends string> {
  value: T
  label: string
  detail?: ReactNode
}

/** A short list of radio cards (big enough for a thumb), a legend above them. */
export function EnrolChoice<T extends string>({ legend, name, options, value, onChange }: { legend: string; name: string; options: ChoiceOption<T>[]; value: T; onChange: (value: T) => void }) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-lg font-bold text-brand-950">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={cn(
            'flex min-h-12 cursor-pointer items-start gap-3 rounded-control border bg-white p-3 text-ink transition-colors',
            option.value === value ? 'border-brand-700 bg-brand-50' : 'border-line hover:border-brand-300',
          )}
        >
          <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} className="mt-1 size-4 shrink-0 accent-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500" />
          <span className="min-w-0">
            <span className="block font-semibold">{option.label}</span>
            {option.detail ? <span className="block text-sm text-muted">{option.detail}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
