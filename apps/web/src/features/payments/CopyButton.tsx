import { Copy } from 'lucide-react'
import { toast } from 'sonner'
import { copyText } from '../../lib/clipboard.ts'
import { Button } from '../../ui/Button.tsx'

interface CopyButtonProps {
  value: string
  /** what the button copies, for screen readers: « la référence », « le RIB » */
  what: string
  /** the toast once copied: « Référence copiée » */
  done: string
  /** a visible label beside the icon (the reference's big button) */
  children?: string
}

const COPY_REFUSED = 'Copie automatique impossible : appuyez longuement sur le texte pour le sélectionner, puis copiez-le.'

/** Copies one value; where the browser refuses, says to select it (the value is `select-all`). */
export function CopyButton({ value, what, done, children }: CopyButtonProps) {
  async function copy() {
    if (await copyText(value)) toast.success(done)
    else toast.info(COPY_REFUSED)
  }
  return (
    <Button variant="secondary" size={children ? 'md' : 'icon'} onClick={() => void copy()} aria-label={children ? undefined : `Copier ${what}`} className="shrink-0">
      <Copy className="size-4" aria-hidden="true" />
      {children}
    </Button>
  )
}
