import { type RefObject, useLayoutEffect } from 'react'

/**
 * What a visitor typed in a form of the server's page before the app took it over (issue 33).
 * Hydration leaves a field's text as typed, but the form's state is still the server's (empty):
 * its next render (`useHydrated` turning true) would wipe the field. Read once, as the form
 * mounts — in the hydration's own commit, before that render — and handed to `keep`, which puts it
 * in the state. A form the browser drew itself has nothing to keep: its fields show its state.
 */
export function useTypedBeforeHydration<Name extends string>(
  form: RefObject<HTMLFormElement | null>,
  shown: Readonly<Record<Name, string>>,
  keep: (typed: Partial<Record<Name, string>>) => void,
) {
  useLayoutEffect(() => {
    const typed = typedFields(form.current, shown)
    if (Object.keys(typed).length) keep(typed)
    // once, when the form mounts: afterwards its fields show its state
  }, [])
}

/** The named text fields whose text differs from what the form's state shows. */
export function typedFields<Name extends string>(form: HTMLFormElement | null, shown: Readonly<Record<Name, string>>): Partial<Record<Name, string>> {
  const typed: Partial<Record<Name, string>> = {}
  if (!form) return typed
  for (const name of Object.keys(shown) as Name[]) {
    const field = form.elements.namedItem(name)
    const isText = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
    if (isText && field.value !== shown[name]) typed[name] = field.value
  }
  return typed
}
