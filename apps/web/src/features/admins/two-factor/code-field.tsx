import type { ComponentProps } from 'react'
import { TextField } from '../../../ui/TextField.tsx'

/** The 6-digit code of the authenticator app: numeric keyboard on phones, filled from SMS/apps where offered. */
export function CodeField(props: Omit<ComponentProps<typeof TextField>, 'label'> & { label?: string }) {
  return (
    <TextField
      label="Code à 6 chiffres"
      requirement="required"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      placeholder="123456"
      spellCheck={false}
      className="sm:max-w-xs"
      {...props}
    />
  )
}
