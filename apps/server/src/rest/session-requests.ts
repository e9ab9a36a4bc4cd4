import type { Services } from '@tutorat/api'
import {
  idParam,
  messageOutput,
  sessionRequestInput,
  sessionRequestListInput,
  sessionRequestListOutput,
  sessionRequestScheduleInput,
  sessionRequestScheduleOutput,
  sessionRequestSchema,
  sessionRequestUpdateInput,
} from '@tutorat/contracts'
import { z } from 'zod'
import { callerFor, type ShimApp } from './shim.ts'

const params = z.object({ id: idParam })
const tags = ['sessions']

/** DESIGN §12: the public site's session requests, and the admins' follow-up. */
export function sessionRequestRoutes(app: ShimApp, services: Services) {
  const caller = callerFor.bind(null, services)

  app.post(
    '/api/session-requests',
    { schema: { tags, summary: 'Demander une séance d’évaluation gratuite ou une séance solo', body: sessionRequestInput, response: { 201: messageOutput } } },
    async (request, reply) => reply.status(201).send(await caller(request).sessionRequests.submit(request.body)),
  )
  app.get(
    '/api/admin/session-requests',
    { schema: { tags, summary: 'Demandes de séance (filtres : status, search)', querystring: sessionRequestListInput, response: { 200: sessionRequestListOutput } } },
    (request) => caller(request).sessionRequests.list(request.query),
  )
  app.put(
    '/api/admin/session-requests/:id',
    { schema: { tags, summary: 'Changer le statut ou la note d’une demande', params, body: sessionRequestUpdateInput.omit({ id: true }), response: { 200: sessionRequestSchema } } },
    (request) => caller(request).sessionRequests.update({ ...request.body, id: request.params.id }),
  )
  app.post(
    '/api/admin/session-requests/:id/schedule',
    {
      schema: {
        tags,
        summary: 'Planifier la séance solo d’une demande (compte créé et invité si besoin)',
        params,
        body: sessionRequestScheduleInput.omit({ id: true }),
        response: { 201: sessionRequestScheduleOutput },
      },
    },
    async (request, reply) => reply.status(201).send(await caller(request).sessionRequests.schedule({ ...request.body, id: request.params.id })),
  )
}
