import type { Services } from '@tutorat/api'
import {
  heartbeatBody,
  heartbeatOutput,
  idParam,
  pagination,
  playHistoryEntrySchema,
  playId,
  playOutput,
  playTraceSchema,
} from '@tutorat/contracts'
import { z } from 'zod'
import { callerFor, type ShimApp } from './shim.ts'

const tags = ['plays']
const videoParams = z.object({ id: idParam })
// the procedure judges the id and the code (a malformed one is a 404 there, after the token)
const playParams = z.object({ play_id: playId })
const traceParams = z.object({ code: z.string().max(40) })

/** DESIGN §16: playing a video, the one-stream heartbeat, the leak trace and the watch history. */
export function playRoutes(app: ShimApp, services: Services) {
  const caller = callerFor.bind(null, services)

  app.post(
    '/api/student/videos/:id/play',
    {
      schema: {
        tags,
        summary: 'Lance une vidéo : adresse du lecteur, filigrane, rythme des battements (arrête la lecture des autres appareils)',
        params: videoParams,
        response: { 201: playOutput },
      },
    },
    async (request, reply) => reply.status(201).send(await caller(request).plays.start(request.params)),
  )
  app.post(
    '/api/student/plays/:play_id/heartbeat',
    {
      schema: {
        tags,
        summary: 'La lecture continue (409 si un autre appareil a pris la main, 404 si elle est terminée)',
        params: playParams,
        body: heartbeatBody.optional(),
        response: { 200: heartbeatOutput },
      },
    },
    (request) => caller(request).plays.heartbeat({ ...request.body, play_id: request.params.play_id }),
  )
  app.get(
    '/api/admin/traces/:code',
    { schema: { tags, summary: 'Retrouver une fuite : la lecture que désigne un code lu sur une vidéo', params: traceParams, response: { 200: playTraceSchema } } },
    (request) => caller(request).plays.trace(request.params),
  )
  app.get(
    '/api/admin/students/:id/plays',
    {
      schema: {
        tags,
        summary: 'Historique de visionnage d’un étudiant (vidéos de vos cours ; toutes pour un super admin)',
        params: videoParams,
        querystring: pagination,
        response: { 200: z.array(playHistoryEntrySchema) },
      },
    },
    (request) => caller(request).plays.history({ ...request.query, id: request.params.id }),
  )
}
