import type { LucideIcon } from 'lucide-react'
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react'
import { buttonClasses } from '../../ui/Button.tsx'

interface FileButtonProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'className'> {
  label: ReactNode
  Icon: LucideIcon
  ref?: Ref<HTMLInputElement>
}

/** A file input dressed as a button: the native control would speak the browser's language ("Choose File"). */
export function FileButton({ label, Icon, ref, ...props }: FileButtonProps) {
  const id = useId()
  return (
    <span>
      <input ref={ref} id={id} type="file" className="peer sr-only" {...props} />
      <label htmlFor={id} className={buttonClasses('secondary', 'sm', 'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500')}>
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </label>
    </span>
  )
}
