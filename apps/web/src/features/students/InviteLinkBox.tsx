import { Check, Copy, MessageCircle } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import { copySelected, copyText } from '../../lib/clipboard.ts'
import { Button, buttonClasses } from '../../ui/Button.tsx'

export const LINK_COPIED = 'Lien copié !'

/** The one-time set-password link: visible, selectable, copyable, or sent through WhatsApp. */
export function InviteLinkBox({ url, whatsappUrl }: { url: string; whatsappUrl: string | null }) {
  const input = useRef<HTMLInputElement>(null)
  const [copied, setCopied] = useState(false)
  const id = useId()

  async function copy() {
    const done = (await copyText(url)) || (input.current ? copySelected(input.current) : false)
    if (done) {
      setCopied(true)
      toast.success(LINK_COPIED)
    } else {
      input.current?.select()
      toast.info('Copie automatique impossible : le lien est sélectionné, copiez-le avec Ctrl+C (ou un appui long).')
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Lien pour choisir le mot de passe
      </label>
      <input
        id={id}
        ref={input}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="h-11 w-full rounded-control border border-slate-500 bg-slate-50 px-3 font-mono text-sm text-ink"
      />
      <p className="text-xs text-muted">
        Le lien vient d’être envoyé à l’étudiant par e-mail (et par WhatsApp s’il a donné son numéro). Il ne sert qu’une fois :
        l’étudiant y choisit son mot de passe. Vous pouvez aussi le partager vous-même.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
          {copied ? 'Lien copié' : 'Copier le lien'}
        </Button>
        {whatsappUrl ? (
          <a href={whatsappUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('accent')}>
            <MessageCircle className="size-4" aria-hidden="true" />
            Envoyer par WhatsApp
          </a>
        ) : null}
      </div>
    </div>
  )
}
