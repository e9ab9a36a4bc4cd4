import { type RefObject, useCallback, useEffect, useState } from 'react'

/**
 * Fullscreen of OUR container (DESIGN §16), so the watermark laid over the video stays on top.
 * Where element fullscreen is missing (iPhone: only `<video>` may go fullscreen, natively and
 * without our watermark), the container covers the viewport instead (`pseudo`): the caller lays
 * it out `fixed inset-0`, Escape or the same button leaves.
 */
export function useContainerFullscreen(target: RefObject<HTMLElement | null>) {
  const [native, setNative] = useState(false)
  const [pseudo, setPseudo] = useState(false)

  useEffect(() => {
    const onChange = () => setNative(document.fullscreenElement !== null && document.fullscreenElement === target.current)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [target])

  useEffect(() => {
    if (!pseudo) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setPseudo(false)
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    document.addEventListener('keydown', onKey)
    return () => {
      document.body.style.overflow = overflow
      document.removeEventListener('keydown', onKey)
    }
  }, [pseudo])

  const toggle = useCallback(() => {
    if (pseudo) return setPseudo(false)
    if (document.fullscreenElement) return void document.exitFullscreen()
    const element = target.current
    if (element && typeof element.requestFullscreen === 'function') {
      Promise.resolve(element.requestFullscreen()).catch(() => setPseudo(true))
    } else setPseudo(true)
  }, [pseudo, target])

  return { active: native || pseudo, pseudo, toggle }
}

/**
 * The container's classes while it covers the viewport without the Fullscreen API; important
 * (`!`), for they replace the container's own `relative`, `aspect-video`, rounded corners and the
 * margins its parent gives (`space-y-*`).
 */
export const PSEUDO_FULLSCREEN = 'fixed! inset-0 z-50 m-0! aspect-auto! rounded-none!'
