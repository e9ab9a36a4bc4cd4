import { TextField, type TextFieldProps } from './TextField.tsx'

/** A web address: the phone's URL keyboard, no autofill, no spell check. */
export function UrlField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="url" inputMode="url" autoComplete="off" spellCheck={false} {...props} />
}
