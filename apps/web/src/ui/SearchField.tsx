import { Search } from 'lucide-react'
import { cn } from '../lib/cn.ts'
import { controlClasses } from './Field.tsx'

interface SearchFieldProps {
  id: string
  /** Read by screen readers only: the magnifier and the placeholder say it to the eye. */
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  className?: string
}

/** The search box of every list's filter bar (the value is usually debounced into the URL). */
export function SearchField({ id, label, placeholder, value, onChange, className }: SearchFieldProps) {
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className={controlClasses(false, 'h-11 pl-10')}
      />
    </div>
  )
}
