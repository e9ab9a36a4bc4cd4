import type { ReactNode } from 'react'

/** One part of the formation page, with its heading (an h2 under the page's h1). */
export function FormationSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-xl font-bold tracking-tight text-brand-950">
        {title}
      </h2>
      {children}
    </section>
  )
}
