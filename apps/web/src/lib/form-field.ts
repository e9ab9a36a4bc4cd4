import type { FieldPath, FieldValues, FormState, UseFormGetFieldState, UseFormRegister } from 'react-hook-form'

interface FormWithFields<Values extends FieldValues> {
  register: UseFormRegister<Values>
  getFieldState: UseFormGetFieldState<Values>
  formState: FormState<Values>
}

/**
 * The props that tie a field to its form, under one name: its registration and its error message
 * (so a field never shows another field's error). `<TextField label="Titre" {...field('title')} />`
 */
export function fieldsOf<Values extends FieldValues>(form: FormWithFields<Values>) {
  return (name: FieldPath<Values>) => ({ ...form.register(name), error: form.getFieldState(name, form.formState).error?.message })
}
