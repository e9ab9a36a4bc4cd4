import type { Services } from '@tutorat/api'
import {
  deleteOutput,
  featuredInput,
  idParam,
  publicTestimonialSchema,
  submitOutput,
  testimonialListInput,
  testimonialSchema,
  testimonialStatsSchema,
  testimonialSubmitInput,
  testimonialUpdateInput,
} from '@tutorat/contracts'
import { z } from 'zod'
import { callerFor, type ShimApp } from './shim.ts'

const params = z.object({ id: idParam })
const tags = ['testimonials']

export function testimonialRoutes(app: ShimApp, services: Services) {
  const caller = callerFor.bind(null, services)

  app.get('/api/testimonials/active', { schema: { tags, summary: 'Témoignages publiés', response: { 200: z.array(publicTestimonialSchema) } } }, (request) =>
    caller(request).testimonials.active(),
  )
  app.get(
    '/api/testimonials/featured',
    { schema: { tags, summary: 'Témoignages mis en avant', querystring: featuredInput, response: { 200: z.array(publicTestimonialSchema) } } },
    (request) => caller(request).testimonials.featured(request.query),
  )
  app.post(
    '/api/testimonials/submit',
    { schema: { tags, summary: 'Proposer un témoignage (publié après modération)', body: testimonialSubmitInput, response: { 201: submitOutput } } },
    async (request, reply) => reply.status(201).send(await caller(request).testimonials.submit(request.body)),
  )
  app.get(
    '/api/admin/testimonials',
    { schema: { tags, summary: 'Témoignages (filtres)', querystring: testimonialListInput, response: { 200: z.array(testimonialSchema) } } },
    (request) => caller(request).testimonials.list(request.query),
  )
  app.get('/api/admin/testimonials/stats', { schema: { tags, summary: 'Statistiques des témoignages', response: { 200: testimonialStatsSchema } } }, (request) =>
    caller(request).testimonials.stats(),
  )
  app.put(
    '/api/admin/testimonials/:id',
    { schema: { tags, summary: 'Modifier un témoignage', params, body: testimonialUpdateInput.omit({ id: true }), response: { 200: testimonialSchema } } },
    (request) => caller(request).testimonials.update({ ...request.body, id: request.params.id }),
  )
  app.put(
    '/api/admin/testimonials/:id/toggle-status',
    { schema: { tags, summary: 'Activer / désactiver', params, response: { 200: testimonialSchema } } },
    (request) => caller(request).testimonials.toggle(request.params),
  )
  app.delete('/api/admin/testimonials/:id', { schema: { tags, summary: 'Supprimer un témoignage', params, response: { 200: deleteOutput } } }, (request) =>
    caller(request).testimonials.delete(request.params),
  )
}
