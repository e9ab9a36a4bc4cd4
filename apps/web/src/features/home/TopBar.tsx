import { TIMINGS } from '@tutorat/contracts'
import { useEffect, useState } from 'react'
import { SERVICE_HOURS } from '../../lib/brand.ts'
import { cn } from '../../lib/cn.ts'
import { useReducedMotion } from '../../lib/motion.ts'
import { TRACKS } from './schools.ts'
import './home.css'

const ALL_TRACKS = TRACKS.map((track) => track.label).join(', ')

/** The ribbon above the hero: who we help (a label changing every 2 s) and when we answer. */
export function TopBar() {
  const reduced = useReducedMotion()
  const [index, setIndex] = useState(0)

  useEffect(() => {
    if (reduced) return
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % TRACKS.length), TIMINGS.headerLabelRotationMs)
    return () => window.clearInterval(timer)
  }, [reduced])

  const track = TRACKS[index] ?? TRACKS[0]
  return (
    <section id="bandeau" aria-label="Filières accompagnées" className="bg-brand-950 text-sm text-slate-100">
      <div className="mx-auto flex max-w-7xl flex-col gap-0.5 px-4 py-2 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        {/* One line, whatever the label: a wrapping label would push the page down every 2 s. */}
        <p className="flex h-6 min-w-0 items-center gap-1.5 overflow-hidden whitespace-nowrap">
          <span>Nous accompagnons&nbsp;:</span>
          {reduced ? (
            <span className="truncate font-bold text-amber-300">{ALL_TRACKS}</span>
          ) : (
            <>
              <span key={track.label} data-testid="rotating-label" aria-hidden="true" className={cn('topbar-label truncate font-bold tracking-wide', track.color)}>
                {track.label}
              </span>
              <span className="sr-only">{ALL_TRACKS}</span>
            </>
          )}
        </p>
        <p className="whitespace-nowrap text-slate-200">
          Service <strong className="text-white">{SERVICE_HOURS}</strong> · Première séance gratuite
        </p>
      </div>
    </section>
  )
}
