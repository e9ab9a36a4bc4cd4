import { Plus } from 'lucide-react'
import { Button, type ButtonProps } from './Button.tsx'

/** The button that creates something (« Nouveau code », « Ajouter une option »): a « + » before its label. */
export function AddButton({ children, ...props }: ButtonProps) {
  return (
    <Button {...props}>
      <Plus className="size-4" aria-hidden="true" />
      {children}
    </Button>
  )
}
