import { useId } from 'react'
import { TextField, type TextFieldProps } from '../../ui/TextField.tsx'

interface ModuleFieldProps extends Omit<TextFieldProps, 'label'> {
  /** Suggestions: the course's existing modules. */
  modules: readonly string[]
}

/** A video's module, with the course's modules offered as the user types. */
export function ModuleField({ modules, ...props }: ModuleFieldProps) {
  const listId = useId()
  return (
    <>
      <TextField
        label="Module"
        requirement="optional"
        list={listId}
        autoComplete="off"
        placeholder="Ex. : Chapitre 1 — Limites"
        hint="Laissez vide pour la ranger dans « Autres vidéos »."
        {...props}
      />
      <datalist id={listId}>
        {modules.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  )
}
