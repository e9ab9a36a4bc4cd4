import type { ReactNode } from 'react'
import { WithData } from '../../lib/data.tsx'
import { cn } from '../../lib/cn.ts'
import { Card } from '../../ui/Card.tsx'

interface StudentAuthPageProps {
  title: string
  intro: ReactNode
  /** the sign-up form needs more room than a password */
  wide?: boolean
  children: ReactNode
}

/** The frame of the student's sign-in pages (sign-up, links, forgotten password): one card on the brand gradient. */
export function StudentAuthPage({ title, intro, wide, children }: StudentAuthPageProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-surface px-4 py-10 sm:py-16">
      <Card className={cn('mx-auto w-full p-6 sm:p-8', wide ? 'max-w-xl' : 'max-w-md')}>
        <div className="mb-6 space-y-1 text-center">
          <h1 className="text-2xl font-extrabold tracking-tight text-brand-950">{title}</h1>
          <p className="text-sm text-muted">{intro}</p>
        </div>
        <WithData>{children}</WithData>
      </Card>
    </div>
  )
}
