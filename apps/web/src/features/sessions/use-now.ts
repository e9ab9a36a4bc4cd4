import { useEffect, useState } from 'react'

/** The clock the countdowns read, ticking every `everyMs`: « Rejoindre » opens without a reload. */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs)
    return () => window.clearInterval(timer)
  }, [everyMs])
  return now
}
