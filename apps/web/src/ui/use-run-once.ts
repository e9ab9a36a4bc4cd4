import { useEffect, useRef } from 'react'

/**
 * Runs `run` once per visit of the page, even when React runs effects twice in development: for a
 * request that must not go twice (a one-time token, a join ticket).
 */
export function useRunOnce(run: () => void) {
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    run()
  })
}
