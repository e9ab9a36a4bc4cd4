import { Quote } from 'lucide-react'
import { Badge } from '../../ui/Badge.tsx'
import { Stars } from './Stars.tsx'
import type { ShownTestimonial } from './types.ts'

export function TestimonialCard({ testimonial }: { testimonial: ShownTestimonial }) {
  return (
    <figure className="flex h-full flex-col gap-4 rounded-card border border-line bg-white p-6 shadow-card">
      <div className="flex items-center justify-between gap-2">
        <Stars rating={testimonial.rating} />
        {testimonial.local ? <Badge tone="warning">En attente de validation</Badge> : <Quote className="size-6 text-brand-200" aria-hidden="true" />}
      </div>
      <blockquote className="flex-1 leading-relaxed break-words whitespace-pre-line text-ink">{testimonial.comment}</blockquote>
      <figcaption className="border-t border-line pt-4">
        <strong className="block break-words text-brand-950">{testimonial.nom}</strong>
        <span className="text-sm break-words text-muted">{testimonial.ecole}</span>
      </figcaption>
    </figure>
  )
}
