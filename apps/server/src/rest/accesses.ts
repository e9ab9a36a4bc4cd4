import type { Services } from '@tutorat/api'
import { accessCreateInput, accessGrantOutput, accessListInput, accessSchema, accessUpdateInput, deleteOutput, idParam } from '@tutorat/contracts'
import { z } from 'zod'
import { callerFor, type ShimApp } from './shim.ts'

const params = z.object({ id: idParam })
const tags = ['accesses']

export function accessRoutes(app: ShimApp, services: Services) {
  const caller = callerFor.bind(null, services)

  app.get('/api/admin/accesses', { schema: { tags, summary: 'Accès', querystring: accessListInput, response: { 200: z.array(accessSchema) } } }, (request) =>
    caller(request).accesses.list(request.query),
  )
  app.post(
    '/api/admin/accesses',
    { schema: { tags, summary: 'Accorder (ou prolonger) un accès', body: accessCreateInput, response: { 201: accessGrantOutput } } },
    async (request, reply) => reply.status(201).send(await caller(request).accesses.create(request.body)),
  )
  app.get('/api/admin/accesses/:id', { schema: { tags, summary: 'Un accès', params, response: { 200: accessSchema } } }, (request) =>
    caller(request).accesses.get(request.params),
  )
  app.put(
    '/api/admin/accesses/:id',
    { schema: { tags, summary: 'Modifier un accès', params, body: accessUpdateInput.omit({ id: true }), response: { 200: accessSchema } } },
    (request) => caller(request).accesses.update({ ...request.body, id: request.params.id }),
  )
  app.delete('/api/admin/accesses/:id', { schema: { tags, summary: 'Supprimer un accès', params, response: { 200: deleteOutput } } }, (request) =>
    caller(request).accesses.delete(request.params),
  )
}
