import { MessageCircle } from 'lucide-react'
import { buttonClasses } from '../../ui/Button.tsx'
import { type Announcement, formationMessage, questionMessage } from './format.ts'

interface BookOnWhatsappProps {
  announcement: Pick<Announcement, 'title' | 'price' | 'sellable'>
  /** Builds the wa.me link; absent while the site settings load (then nothing shows). */
  whatsapp: ((text: string) => string) | undefined
}

/**
 * The WhatsApp button of a formation, on the cards and on its page. A formation sold online is
 * bought through « S’inscrire » (its reference ties the transfer to the student), so WhatsApp is
 * there for questions; any other is booked on WhatsApp (issue 29).
 */
export function BookOnWhatsapp({ announcement, whatsapp }: BookOnWhatsappProps) {
  if (!whatsapp) return null
  const message = announcement.sellable ? questionMessage(announcement) : formationMessage(announcement)
  return (
    <a href={whatsapp(message)} target="_blank" rel="noopener noreferrer" className={buttonClasses(announcement.sellable ? 'secondary' : 'accent', 'md')}>
      <MessageCircle className="size-4" aria-hidden="true" />
      {announcement.sellable ? (
        <>
          Poser une question <span className="sr-only">sur WhatsApp : {announcement.title} (nouvel onglet)</span>
        </>
      ) : (
        <>
          Réserver sur WhatsApp
          <span className="sr-only"> : {announcement.title} (nouvel onglet)</span>
        </>
      )}
    </a>
  )
}
