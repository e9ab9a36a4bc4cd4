import type { ReactNode } from 'react'

interface TitledSectionProps {
  /** The heading's id, which names the section (and stays its anchor). */
  id: string
  title: ReactNode
  /** `h3` inside a part that already has its `h2`. */
  level?: 'h2' | 'h3'
  className?: string
  children: ReactNode
}

/** A part of a page under its own heading, the landmark named by that heading. */
export function TitledSection({ id, title, level: Heading = 'h2', className = 'space-y-3', children }: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className="text-lg font-bold text-brand-950">
        {title}
      </Heading>
      {children}
    </section>
  )
}
