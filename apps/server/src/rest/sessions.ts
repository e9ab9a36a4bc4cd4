import type { Services } from '@tutorat/api'
import {
  adminSessionSchema,
  attendanceOutput,
  calendarOutput,
  calendarRenewOutput,
  idParam,
  joinTicketOutput,
  messageOutput,
  recordingInput,
  sessionCreateInput,
  sessionListInput,
  sessionListOutput,
  sessionMessageOutput,
  sessionUpdateInput,
  studentSessionSchema,
} from '@tutorat/contracts'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { callerFor, type ShimApp } from './shim.ts'

const params = z.object({ id: idParam })
const joinQuery = z.object({ ticket: z.string().optional() })
const tags = ['sessions']

/** DESIGN §12: live sessions on Google Meet. Students never get the Meet link but through the join redirect. */
export function sessionRoutes(app: ShimApp, services: Services) {
  const caller = callerFor.bind(null, services)

  app.get(
    '/api/admin/sessions',
    { schema: { tags, summary: 'Séances live (à venir ou passées ; filtres : course_id, kind, status, from, to)', querystring: sessionListInput, response: { 200: sessionListOutput } } },
    (request) => caller(request).sessions.list(request.query),
  )
  app.post(
    '/api/admin/sessions',
    { schema: { tags, summary: 'Planifier une séance (heure de Casablanca) : les étudiants sont prévenus', body: sessionCreateInput, response: { 201: sessionMessageOutput } } },
    async (request, reply) => reply.status(201).send(await caller(request).sessions.create(request.body)),
  )
  app.get('/api/admin/sessions/:id', { schema: { tags, summary: 'Une séance', params, response: { 200: adminSessionSchema } } }, (request) =>
    caller(request).sessions.get(request.params),
  )
  app.put(
    '/api/admin/sessions/:id',
    { schema: { tags, summary: 'Modifier une séance (un changement d’horaire ou de lien prévient les étudiants)', params, body: sessionUpdateInput.omit({ id: true }), response: { 200: sessionMessageOutput } } },
    (request) => caller(request).sessions.update({ ...request.body, id: request.params.id }),
  )
  app.delete('/api/admin/sessions/:id', { schema: { tags, summary: 'Supprimer une séance créée par erreur', params, response: { 200: messageOutput } } }, (request) =>
    caller(request).sessions.delete(request.params),
  )
  app.put('/api/admin/sessions/:id/cancel', { schema: { tags, summary: 'Annuler une séance : les étudiants sont prévenus', params, response: { 200: sessionMessageOutput } } }, (request) =>
    caller(request).sessions.cancel(request.params),
  )
  app.put(
    '/api/admin/sessions/:id/recording',
    { schema: { tags, summary: 'Ajouter l’enregistrement (lien Drive) une fois la séance terminée', params, body: recordingInput.omit({ id: true }), response: { 200: sessionMessageOutput } } },
    (request) => caller(request).sessions.recording({ ...request.body, id: request.params.id }),
  )
  app.get('/api/admin/sessions/:id/attendance', { schema: { tags, summary: 'Présences : qui a rejoint, quand', params, response: { 200: attendanceOutput } } }, (request) =>
    caller(request).sessions.attendance(request.params),
  )

  app.get('/api/student/sessions', { schema: { tags, summary: 'Mes prochaines séances', response: { 200: z.array(studentSessionSchema) } } }, (request) =>
    caller(request).sessions.mine(),
  )
  app.get('/api/student/course/:id/sessions', { schema: { tags, summary: 'Les séances d’un de mes cours', params, response: { 200: z.array(studentSessionSchema) } } }, (request) =>
    caller(request).sessions.forCourse({ course_id: request.params.id }),
  )
  app.post(
    '/api/student/sessions/:id/join-ticket',
    { schema: { tags, summary: 'Un lien d’une minute pour rejoindre la séance depuis le navigateur', params, response: { 200: joinTicketOutput } } },
    (request) => caller(request).sessions.joinTicket(request.params),
  )
  app.get(
    '/api/student/sessions/:id/join',
    { schema: { tags, summary: 'Rejoindre la séance : redirection (302) vers Google Meet, de 15 minutes avant le début à la fin (?ticket=… ou jeton)', params, querystring: joinQuery } },
    async (request, reply) => {
      const { url } = await join(request, request.params.id, request.query.ticket)
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(url, 302)
    },
  )
  app.get('/api/student/calendar', { schema: { tags, summary: 'Le lien de mon calendrier privé (.ics)', response: { 200: calendarOutput } } }, (request) =>
    caller(request).sessions.calendar(),
  )
  app.post(
    '/api/student/calendar',
    { schema: { tags, summary: 'Nouveau lien de calendrier : l’ancien ne fonctionne plus', response: { 200: calendarRenewOutput } } },
    (request) => caller(request).sessions.renewCalendar(),
  )

  /** A ticket (the browser's redirect cannot carry the bearer) or, for API clients, the bearer itself. */
  function join(request: FastifyRequest, id: number, ticket: string | undefined) {
    const sessions = caller(request).sessions
    return ticket === undefined ? sessions.join({ id }) : sessions.joinWithTicket({ id, ticket })
  }
}
