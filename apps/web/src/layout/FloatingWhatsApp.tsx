import { MessageCircle } from 'lucide-react'
import { useRef } from 'react'
import { cn } from '../lib/cn.ts'
import { useWhatsappUrl } from '../lib/site.ts'
import { useCoversInteractive } from './keep-clear.ts'

/** The round WhatsApp button in the corner of every public page (needs the site settings). */
export function FloatingWhatsApp() {
  const whatsapp = useWhatsappUrl()
  if (!whatsapp) return null
  return <FloatingButton href={whatsapp('Bonjour, je souhaite avoir des informations sur vos cours.')} />
}

/**
 * It steps aside (hidden, still measured) while a link, a button or a field passes under it: on a
 * phone it would otherwise sit on the password's eye, « Voir plus » or « Partager » (issue 29).
 */
function FloatingButton({ href }: { href: string }) {
  const ref = useRef<HTMLAnchorElement>(null)
  const covers = useCoversInteractive(ref)
  return (
    <a
      ref={ref}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Nous écrire sur WhatsApp (nouvel onglet)"
      className={cn(
        'fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-[#128c4a] text-white shadow-raised hover:bg-[#0f7a40] sm:right-6 sm:bottom-6',
        covers && 'invisible',
      )}
    >
      <MessageCircle className="size-7" aria-hidden="true" />
    </a>
  )
}
