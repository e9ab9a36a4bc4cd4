import { PLAY_RULES } from '@tutorat/contracts'
import { useEffect, useState } from 'react'
import { cn } from '../../../lib/cn.ts'
import { useReducedMotion } from '../../../lib/motion.ts'

/** Places over the frame (top %, left %), far enough apart that a crop keeps losing it. */
const SPOTS = [
  [8, 6],
  [8, 52],
  [30, 28],
  [48, 4],
  [50, 50],
  [70, 20],
  [78, 55],
  [24, 60],
] as const

const nextSpot = (current: number) => (current + 1 + Math.floor(Math.random() * (SPOTS.length - 1))) % SPOTS.length

/**
 * The student's name, the last 4 digits of their phone and the play's code, over the video
 * (DESIGN §16): semi-transparent, never in the way of a tap, moving every
 * `watermarkMoveSeconds`; it jumps rather than glides for those who asked for less motion.
 */
export function Watermark({ text, code }: { text: string; code: string }) {
  const [spot, setSpot] = useState(() => Math.floor(Math.random() * SPOTS.length))
  const reduced = useReducedMotion()
  useEffect(() => {
    const timer = window.setInterval(() => setSpot(nextSpot), PLAY_RULES.watermarkMoveSeconds * 1000)
    return () => window.clearInterval(timer)
  }, [])
  const [top, left] = SPOTS[spot] ?? SPOTS[0]
  return (
    <div
      aria-hidden="true"
      data-testid="watermark"
      style={{ top: `${top}%`, left: `${left}%` }}
      className={cn(
        'pointer-events-none absolute z-10 max-w-[45%] rounded bg-black/25 px-2 py-1 text-[11px] leading-tight font-semibold text-white/70 select-none sm:text-sm',
        !reduced && 'transition-[top,left] duration-[1500ms] ease-in-out',
      )}
    >
      <span className="block">{text}</span>
      <span className="block font-mono tracking-widest">{code}</span>
    </div>
  )
}
