import { MessageCircle } from 'lucide-react'
import { useWhatsappUrl } from '../lib/site.ts'

/** The round WhatsApp button in the corner of every public page (needs the site settings). */
export function FloatingWhatsApp() {
  const whatsapp = useWhatsappUrl()
  if (!whatsapp) return null
  return (
    <a
      href={whatsapp('Bonjour, je souhaite avoir des informations sur vos cours.')}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Nous écrire sur WhatsApp (nouvel onglet)"
      className="fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-[#128c4a] text-white shadow-raised hover:bg-[#0f7a40] sm:right-6 sm:bottom-6"
    >
      <MessageCircle className="size-7" aria-hidden="true" />
    </a>
  )
}
