import { COURSE_MESSAGES, LIMITS } from '@tutorat/contracts'
import { Check, Copy, MessageCircle } from 'lucide-react'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { copySelected, copyText } from '../../lib/clipboard.ts'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { type AccessLink, formatExpiry } from './use-access-link.ts'

interface AccessLinkDialogProps {
  link: AccessLink | null
  onClose: () => void
}

/** The visible fallback when the clipboard is refused: the link, selectable, with a copy button. */
export function AccessLinkDialog({ link, onClose }: AccessLinkDialogProps) {
  return (
    <Dialog
      open={link !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Lien d’accès au cours"
      description={link ? `« ${link.courseTitle} » — valable jusqu’au ${formatExpiry(link.expiresAt)}.` : undefined}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Fermer
        </Button>
      }
    >
      {link ? <LinkBody link={link} /> : null}
    </Dialog>
  )
}

function LinkBody({ link }: { link: AccessLink }) {
  const input = useRef<HTMLInputElement>(null)
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle')

  async function copy() {
    const copied = (await copyText(link.url)) || (input.current ? copySelected(input.current) : false)
    if (copied) toast.success(COURSE_MESSAGES.linkCopied)
    else input.current?.select()
    setState(copied ? 'copied' : 'manual')
  }

  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`Voici votre lien d’accès au cours « ${link.courseTitle} » : ${link.url}`)}`
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        Votre navigateur n’a pas permis la copie automatique. Copiez ce lien et envoyez-le à vos étudiants : chacun obtient un accès
        de {LIMITS.generatedLinkValidityDays} jours en l’ouvrant.
      </p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="access-link" className="text-sm font-medium text-ink">
          Lien d’accès
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            ref={input}
            id="access-link"
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
            className="h-11 min-w-0 flex-1 rounded-control border border-slate-500 bg-slate-50 px-3 font-mono text-sm text-ink focus-visible:border-brand-500 focus-visible:shadow-focus focus-visible:outline-none"
          />
          <Button onClick={() => void copy()}>
            {state === 'copied' ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
            {state === 'copied' ? 'Copié' : 'Copier le lien'}
          </Button>
        </div>
        <p role="status" className="min-h-5 text-sm text-muted">
          {state === 'manual' ? 'Le lien est sélectionné : copiez-le avec Ctrl+C (ou un appui long sur téléphone).' : ''}
        </p>
      </div>
      <a
        href={whatsapp}
        target="_blank"
        rel="noreferrer"
        aria-label="Envoyer par WhatsApp (nouvel onglet)"
        className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}
      >
        <MessageCircle className="size-4" aria-hidden="true" />
        Envoyer par WhatsApp
      </a>
    </div>
  )
}
