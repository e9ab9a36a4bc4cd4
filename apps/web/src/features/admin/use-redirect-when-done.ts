import { type NavigateOptions, useNavigate } from '@tanstack/react-router'
import { TIMINGS } from '@tutorat/contracts'
import { useEffect } from 'react'

/** Once `done` (the form's confirmation on screen), a moment to read it, then the list page `to`. */
export function useRedirectWhenDone(done: boolean, to: NavigateOptions['to']) {
  const navigate = useNavigate()
  useEffect(() => {
    if (!done) return
    const timer = setTimeout(() => void navigate({ to }), TIMINGS.redirectDelayMs)
    return () => clearTimeout(timer)
  }, [done, navigate, to])
}
