import { Input, type InputProps } from './Input.tsx'
import { TextField, type TextFieldProps } from './TextField.tsx'

/** An email address: the phone's email keyboard, no spell check; labelled « Email » unless told otherwise. */
export function EmailField({ label = 'Email', ...props }: Omit<TextFieldProps, 'type' | 'inputMode' | 'label'> & { label?: string }) {
  return <TextField label={label} type="email" inputMode="email" spellCheck={false} {...props} />
}

/** A sign-in form's email (admins and students alike): the password manager's username; the form's alert says what is wrong. */
export function SignInEmail(props: Omit<InputProps, 'type' | 'inputMode' | 'label' | 'autoComplete'>) {
  return <Input label="Email" type="email" autoComplete="username" inputMode="email" placeholder="vous@exemple.ma" {...props} />
}
