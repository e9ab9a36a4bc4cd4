import type { Services } from '@tutorat/api'
import {
  idParam,
  jobOfferAdminListInput,
  jobOfferAdminSchema,
  jobOfferCreateInput,
  jobOfferListInput,
  jobOfferSchema,
  jobOfferUpdateInput,
  offerDeleteOutput,
  recruitmentStatsSchema,
} from '@tutorat/contracts'
import { z } from 'zod'
import { callerFor, type ShimApp } from './shim.ts'

const params = z.object({ id: idParam })
const tags = ['recruitment']

/** SPEC §7 "Recruitment": job offers. */
export function recruitmentRoutes(app: ShimApp, services: Services) {
  const caller = callerFor.bind(null, services)

  app.get(
    '/api/recruitment',
    { schema: { tags, summary: 'Offres d’emploi ouvertes (filtres : contract_type, location, search)', querystring: jobOfferListInput, response: { 200: z.array(jobOfferSchema) } } },
    (request) => caller(request).recruitment.list(request.query),
  )
  app.get('/api/recruitment/:id', { schema: { tags, summary: 'Une offre d’emploi', params, response: { 200: jobOfferSchema } } }, (request) =>
    caller(request).recruitment.get(request.params),
  )

  app.get(
    '/api/admin/recruitment',
    { schema: { tags, summary: 'Toutes les offres, avec leur nombre de candidatures', querystring: jobOfferAdminListInput, response: { 200: z.array(jobOfferAdminSchema) } } },
    (request) => caller(request).recruitment.adminList(request.query),
  )
  app.post(
    '/api/admin/recruitment',
    { schema: { tags, summary: 'Publier une offre', body: jobOfferCreateInput, response: { 201: jobOfferAdminSchema } } },
    async (request, reply) => reply.status(201).send(await caller(request).recruitment.create(request.body)),
  )
  // a static segment: never read as an id
  app.get('/api/admin/recruitment/stats', { schema: { tags, summary: 'Statistiques du recrutement', response: { 200: recruitmentStatsSchema } } }, (request) =>
    caller(request).recruitment.stats(),
  )
  app.get('/api/admin/recruitment/:id', { schema: { tags, summary: 'Une offre (admin)', params, response: { 200: jobOfferAdminSchema } } }, (request) =>
    caller(request).recruitment.adminGet(request.params),
  )
  app.put(
    '/api/admin/recruitment/:id',
    { schema: { tags, summary: 'Modifier une offre', params, body: jobOfferUpdateInput.omit({ id: true }), response: { 200: jobOfferAdminSchema } } },
    (request) => caller(request).recruitment.update({ ...request.body, id: request.params.id }),
  )
  app.put('/api/admin/recruitment/:id/toggle', { schema: { tags, summary: 'Activer / désactiver une offre', params, response: { 200: jobOfferAdminSchema } } }, (request) =>
    caller(request).recruitment.toggle(request.params),
  )
  app.delete(
    '/api/admin/recruitment/:id',
    { schema: { tags, summary: 'Supprimer une offre, ses candidatures et leurs CV', params, response: { 200: offerDeleteOutput } } },
    (request) => caller(request).recruitment.delete(request.params),
  )
}
