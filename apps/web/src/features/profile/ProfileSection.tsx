import type { ReactNode } from 'react'
import { Card } from '../../ui/Card.tsx'

interface ProfileSectionProps {
  id: string
  title: string
  description?: ReactNode
  children: ReactNode
}

/** One block of « Mon profil »: a titled card, reachable by its anchor (`#id`). */
export function ProfileSection({ id, title, description, children }: ProfileSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <Card className="space-y-4 p-5">
        <header className="space-y-1">
          <h2 id={`${id}-title`} className="text-lg font-bold text-brand-950">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted">{description}</p> : null}
        </header>
        {children}
      </Card>
    </section>
  )
}
