import type { RouterOutputs } from '@tutorat/api'

export type AdminTestimonial = RouterOutputs['testimonials']['list'][number]
export type TestimonialStats = RouterOutputs['testimonials']['stats']
