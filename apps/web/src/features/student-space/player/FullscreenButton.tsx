import { Maximize, Minimize } from 'lucide-react'
import { PLAYER_UI } from '../messages.ts'

interface FullscreenButtonProps {
  active: boolean
  onToggle: () => void
  className: string
  iconClassName: string
}

/** Our own fullscreen button: it takes the whole container, so the watermark stays over the picture. */
export function FullscreenButton({ active, onToggle, className, iconClassName }: FullscreenButtonProps) {
  const Icon = active ? Minimize : Maximize
  return (
    <button type="button" onClick={onToggle} aria-label={active ? PLAYER_UI.exitFullscreen : PLAYER_UI.fullscreen} className={className}>
      <Icon className={iconClassName} aria-hidden="true" />
    </button>
  )
}
