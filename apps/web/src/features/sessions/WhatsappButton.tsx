import { MessageCircle } from 'lucide-react'
import { buttonClasses } from '../../ui/Button.tsx'

/** A WhatsApp conversation with a prefilled message, in a new tab. */
export function WhatsappButton({ href, size = 'md', children }: { href: string; size?: 'md' | 'lg'; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClasses('accent', size)}>
      <MessageCircle className={size === 'lg' ? 'size-5' : 'size-4'} aria-hidden="true" />
      {children}
    </a>
  )
}
