import type { RouterOutputs } from '@tutorat/api'

export type PublishedTestimonial = RouterOutputs['testimonials']['featured'][number]

/** A testimonial as the carousel shows it: from the server, or just written by this visitor. */
export interface ShownTestimonial extends Omit<PublishedTestimonial, 'id'> {
  /** The server's id; `local-…` until the server has given one (SPEC §4). */
  id: number | string
  /** Written on this device: waits for moderation (or for the server) before anyone else sees it. */
  local?: boolean
}
