import { MessageCircle } from 'lucide-react'
import { buttonClasses } from '../../ui/Button.tsx'
import { type Announcement, formationMessage } from './format.ts'

interface BookOnWhatsappProps {
  announcement: Pick<Announcement, 'title' | 'price'>
  /** Builds the wa.me link; absent while the site settings load (then nothing shows). */
  whatsapp: ((text: string) => string) | undefined
}

/** « Réserver sur WhatsApp » with the formation's message, on the cards and on its page. */
export function BookOnWhatsapp({ announcement, whatsapp }: BookOnWhatsappProps) {
  if (!whatsapp) return null
  return (
    <a href={whatsapp(formationMessage(announcement))} target="_blank" rel="noopener noreferrer" className={buttonClasses('accent', 'md')}>
      <MessageCircle className="size-4" aria-hidden="true" />
      Réserver sur WhatsApp
      <span className="sr-only"> : {announcement.title} (nouvel onglet)</span>
    </a>
  )
}
