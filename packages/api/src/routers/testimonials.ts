import {
  deleteOutput,
  featuredInput,
  idParam,
  publicTestimonialSchema,
  submitOutput,
  TESTIMONIAL_MESSAGES,
  testimonialListInput,
  testimonialSchema,
  testimonialStatsSchema,
  testimonialSubmitInput,
  testimonialUpdateInput,
} from '@tutorat/contracts'
import { z } from 'zod'
import {
  activeTestimonials,
  deleteTestimonial,
  featuredTestimonials,
  listTestimonials,
  submitTestimonial,
  testimonialStats,
  toggleTestimonial,
  updateTestimonial,
} from '../domain/testimonials/manage.ts'
import { limited } from '../limits/middleware.ts'
import { publicProcedure, router, superAdminProcedure } from '../trpc.ts'

const byId = z.object({ id: idParam })

export const testimonialsRouter = router({
  active: publicProcedure.output(z.array(publicTestimonialSchema)).query(({ ctx }) => ctx.publicCache.read('testimonials.active', () => activeTestimonials(ctx.db))),
  featured: publicProcedure
    .input(featuredInput)
    .output(z.array(publicTestimonialSchema))
    .query(({ ctx, input }) => ctx.publicCache.read(`testimonials.featured:${input.limit}`, () => featuredTestimonials(ctx.db, input.limit))),
  submit: publicProcedure.use(limited('publicForm')).input(testimonialSubmitInput).output(submitOutput).mutation(({ ctx, input }) => submitTestimonial(ctx.db, input)),

  list: superAdminProcedure.input(testimonialListInput).output(z.array(testimonialSchema)).query(({ ctx, input }) => listTestimonials(ctx.db, input)),
  stats: superAdminProcedure.output(testimonialStatsSchema).query(({ ctx }) => testimonialStats(ctx.db)),
  update: superAdminProcedure.input(testimonialUpdateInput).output(testimonialSchema).mutation(({ ctx, input }) => updateTestimonial(ctx.db, input)),
  toggle: superAdminProcedure.input(byId).output(testimonialSchema).mutation(({ ctx, input }) => toggleTestimonial(ctx.db, input.id)),
  delete: superAdminProcedure
    .input(byId)
    .output(deleteOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteTestimonial(ctx.db, input.id)
      return { message: TESTIMONIAL_MESSAGES.deleted }
    }),
})
