import { COUNTER_TARGETS } from '@tutorat/contracts'
import { useEffect, useState } from 'react'
import { useReducedMotion } from '../../lib/motion.ts'
import { useHydrated } from '../../ssr/hydration.ts'
import { canObserveViewport, useInView } from '../../lib/use-in-view.ts'

/** One step every 16 ms: the 125 steps of SPEC §9 take about two seconds. */
export const COUNTER_STEP_MS = 16

const STATS = [
  { target: COUNTER_TARGETS.yearsOfExperience, suffix: '+', label: 'années d’expérience' },
  { target: COUNTER_TARGETS.studentsTrained, suffix: '+', label: 'étudiants formés' },
] as const

/** Counts from 0 to `target` in `steps` equal steps once `run` turns true. */
function useCountUp(target: number, run: boolean): number {
  const [value, setValue] = useState(0)
  useEffect(() => {
    if (!run) return
    let step = 0
    const timer = window.setInterval(() => {
      step += 1
      setValue(Math.round((target * step) / COUNTER_TARGETS.steps))
      if (step >= COUNTER_TARGETS.steps) window.clearInterval(timer)
    }, COUNTER_STEP_MS)
    return () => window.clearInterval(timer)
  }, [run, target])
  return value
}

function Stat({ target, suffix, label, run, still }: { target: number; suffix: string; label: string; run: boolean; still: boolean }) {
  const counted = useCountUp(target, run)
  // the server's page (read without scripts) and its hydration show the number itself
  const hydrated = useHydrated()
  const value = still || !hydrated ? target : counted
  return (
    <div className="flex flex-col-reverse">
      <dt className="text-sm text-slate-200">{label}</dt>
      <dd className="text-3xl font-extrabold text-accent-300 tabular-nums sm:text-4xl">
        <span className="sr-only">
          {target}
          {suffix}
        </span>
        {/* The final number, invisible, holds the width: the counting digits never move the layout. */}
        <span aria-hidden="true" className="relative inline-block">
          <span className="invisible">
            {target}
            {suffix}
          </span>
          <span data-testid="counter" className="absolute inset-0">
            {value}
            {suffix}
          </span>
        </span>
      </dd>
    </div>
  )
}

/** SPEC §4: the counters run from 0 once, when half of the block is on screen. */
export function Counters() {
  const reduced = useReducedMotion()
  const [ref, visible] = useInView<HTMLDListElement>({ threshold: COUNTER_TARGETS.visibilityThreshold })
  // Nothing to animate for (reduced motion) or nothing to tell us when it is seen: the numbers as they are.
  const hydrated = useHydrated()
  const still = reduced || (hydrated && !canObserveViewport())
  return (
    <dl ref={ref} className="flex gap-8 sm:gap-12">
      {STATS.map((stat) => (
        <Stat key={stat.label} {...stat} run={visible && !still} still={still} />
      ))}
    </dl>
  )
}
