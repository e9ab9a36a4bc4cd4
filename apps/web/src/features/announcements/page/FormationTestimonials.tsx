import { TestimonialCard } from '../../testimonials/TestimonialCard.tsx'
import type { Formation } from '../format.ts'

/** What students of this formation said (active testimonials that name it). */
export function FormationTestimonials({ testimonials }: { testimonials: Formation['testimonials'] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  )
}
