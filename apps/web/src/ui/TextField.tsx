import { type InputHTMLAttributes, type Ref, useId } from 'react'
import { controlClasses, Field, fieldIds } from './Field.tsx'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  error?: string | undefined
  hint?: string | undefined
  /** A red asterisk (required) or "(facultatif)" after the label. */
  requirement?: 'required' | 'optional'
  ref?: Ref<HTMLInputElement>
}

/** A labelled text input for forms that mark required and optional fields (see `Input` for the simple one). */
export function TextField({ label, error, hint, requirement, className, ...props }: TextFieldProps) {
  const id = useId()
  const { describedBy } = fieldIds(id, hint, error)
  return (
    <Field id={id} label={label} hint={hint} error={error} {...(requirement ? { requirement } : {})} className={className}>
      <input
        id={id}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy}
        aria-required={requirement === 'required' || undefined}
        className={controlClasses(Boolean(error), 'h-11')}
        {...props}
      />
    </Field>
  )
}
