import { TextField, type TextFieldProps } from './TextField.tsx'

interface PhoneFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode' | 'label' | 'hint'> {
  label?: string
  /** `null` when a placeholder already shows the example. */
  hint?: string | null
}

/** A phone number: the phone's keypad and the browser's saved number; « Numéro WhatsApp » with a Moroccan example unless told otherwise. */
export function PhoneField({ label = 'Numéro WhatsApp', hint = 'ex. 06 12 34 56 78', ...props }: PhoneFieldProps) {
  return <TextField label={label} type="tel" inputMode="tel" autoComplete="tel" {...(hint === null ? {} : { hint })} {...props} />
}
