import type { LucideIcon } from 'lucide-react'
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react'
import { buttonClasses } from './Button.tsx'

interface FileButtonProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'size'> {
  label: ReactNode
  Icon: LucideIcon
  ref?: Ref<HTMLInputElement>
  size?: 'sm' | 'md'
}

/** A file input dressed as a button: the native control would speak the browser's language ("Choose File"). */
export function FileButton({ label, Icon, ref, id, size = 'sm', ...props }: FileButtonProps) {
  const ownId = useId()
  const inputId = id ?? ownId
  return (
    <span className="shrink-0">
      <input ref={ref} id={inputId} type="file" className="peer sr-only" {...props} />
      <label
        htmlFor={inputId}
        className={buttonClasses('secondary', size, 'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500')}
      >
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </label>
    </span>
  )
}
