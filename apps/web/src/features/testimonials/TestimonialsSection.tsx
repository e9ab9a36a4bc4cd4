import { LIMITS } from '@tutorat/contracts'
import { useMemo, useState } from 'react'
import { trpc } from '../../lib/trpc.ts'
import { Card } from '../../ui/Card.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { DEMO_TESTIMONIALS } from './demo.ts'
import { type LocalTestimonials, TestimonialForm } from './TestimonialForm.tsx'
import { TestimonialsCarousel } from './TestimonialsCarousel.tsx'
import type { ShownTestimonial } from './types.ts'

/** The home page's testimonials: featured ones in a carousel, and the form to add one. */
export default function TestimonialsSection() {
  const featured = trpc.testimonials.featured.useQuery({ limit: LIMITS.featuredTestimonialsDefault })
  const [mine, setMine] = useState<ShownTestimonial[]>([])

  const local = useMemo<LocalTestimonials>(
    () => ({
      add: (testimonial) => setMine((list) => [testimonial, ...list]),
      confirm: (temporaryId, id) => setMine((list) => list.map((item) => (item.id === temporaryId && id !== null ? { ...item, id } : item))),
      drop: (temporaryId) => setMine((list) => list.filter((item) => item.id !== temporaryId)),
    }),
    [],
  )

  // SPEC §8: when the list cannot be loaded, two demo testimonials stand in.
  const published = featured.isError ? DEMO_TESTIMONIALS : (featured.data ?? [])
  const items = [...mine, ...published]

  return (
    <div className="grid grid-cols-1 gap-10">
      {featured.isPending && mine.length === 0 ? (
        <div role="status" aria-label="Chargement des témoignages…" className="grid gap-5 min-[900px]:grid-cols-2 min-[1200px]:grid-cols-3">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className={key === 0 ? 'h-64' : key === 1 ? 'hidden h-64 min-[900px]:block' : 'hidden h-64 min-[1200px]:block'} />
          ))}
        </div>
      ) : items.length > 0 ? (
        <TestimonialsCarousel items={items} />
      ) : (
        <p className="text-center text-muted">Aucun témoignage publié pour le moment : soyez le premier à partager votre expérience !</p>
      )}
      <Card className="mx-auto w-full max-w-3xl p-6 sm:p-8">
        <TestimonialForm local={local} />
      </Card>
    </div>
  )
}
