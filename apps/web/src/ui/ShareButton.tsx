import { useLocation } from '@tanstack/react-router'
import { Share2 } from 'lucide-react'
import { useHydrated, useOrigin } from '../ssr/hydration.ts'
import { Button, buttonClasses } from './Button.tsx'

export interface ShareButtonProps {
  title: string
  /** the prepared sentence the link follows, e.g. « Regarde cette formation de Tutorat Maroc : … » */
  text: string
  /** the page to share; the current one by default */
  path?: string | undefined
  size?: 'sm' | 'md' | 'lg'
}

/**
 * « Partager » (DESIGN §14): the phone's own share sheet where it has the Web Share API, else a
 * WhatsApp message with the prepared text and the link. The server writes each shared page's own
 * preview, so the message shows what was shared.
 */
export function ShareButton({ title, text, path, size = 'md' }: ShareButtonProps) {
  const current = useLocation().href
  // the server's page (and its hydration) offers WhatsApp; a phone's share sheet right after
  const hydrated = useHydrated()
  const url = new URL(path ?? current, useOrigin() || 'http://localhost').href
  if (hydrated && typeof navigator.share === 'function') {
    return (
      <Button variant="secondary" size={size} onClick={() => void navigator.share({ title, text, url }).catch(() => undefined)}>
        <Share2 className="size-4" aria-hidden="true" />
        Partager
      </Button>
    )
  }
  return (
    <a href={`https://wa.me/?text=${encodeURIComponent(`${text} : ${url}`)}`} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary', size)}>
      <Share2 className="size-4" aria-hidden="true" />
      Partager
      <span className="sr-only"> sur WhatsApp (nouvel onglet)</span>
    </a>
  )
}
