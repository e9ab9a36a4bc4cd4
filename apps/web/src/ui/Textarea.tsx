import { type Ref, type TextareaHTMLAttributes, useId } from 'react'
import { controlClasses, Field, fieldIds } from './Field.tsx'

export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string
  error?: string | undefined
  hint?: string | undefined
  requirement?: 'required' | 'optional'
  ref?: Ref<HTMLTextAreaElement>
}

export function Textarea({ label, error, hint, requirement, className, rows = 4, ...props }: TextareaProps) {
  const id = useId()
  const { describedBy } = fieldIds(id, hint, error)
  return (
    <Field id={id} label={label} hint={hint} error={error} {...(requirement ? { requirement } : {})} className={className}>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy}
        className={controlClasses(Boolean(error), 'min-h-24 resize-y py-2.5 leading-relaxed')}
        {...props}
      />
    </Field>
  )
}
