import { frenchTypography } from '../../lib/typography.ts'

interface SectionHeadingProps {
  id: string
  eyebrow: string
  title: string
  intro?: string
}

export function SectionHeading({ id, eyebrow, title, intro }: SectionHeadingProps) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">
        {frenchTypography(title)}
      </h2>
      {intro ? <p className="mt-3 text-muted">{frenchTypography(intro)}</p> : null}
    </div>
  )
}
