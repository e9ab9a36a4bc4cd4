import { type ReactNode, Suspense } from 'react'
import { cn } from '../../lib/cn.ts'

const TONES = { white: 'bg-white', surface: 'bg-surface' } as const

export type HomeSectionTone = keyof typeof TONES

interface HomeSectionProps {
  id: string
  tone: HomeSectionTone
  /** Height held while the section's code downloads (keeps the sections below in place). */
  placeholder: string
  children: ReactNode
}

/**
 * The frame of a home page section: its id ships in the first bundle, so the scroll links always
 * find their target; the heading and body (`<SectionHeading id={`${id}-titre`}>…`) come after.
 */
export function HomeSection({ id, tone, placeholder, children }: HomeSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-titre`} className={cn('px-4 py-14 sm:px-6 md:py-20', TONES[tone])}>
      <div className="mx-auto max-w-7xl">
        <Suspense fallback={<div className={placeholder} />}>{children}</Suspense>
      </div>
    </section>
  )
}
