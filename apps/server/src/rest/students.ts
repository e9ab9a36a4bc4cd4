import type { Services } from '@tutorat/api'
import { adminStudentSchema, deleteOutput, idParam, inviteLinkOutput, inviteOutput, studentListInput, studentPostInput, studentUpdateInput } from '@tutorat/contracts'
import { z } from 'zod'
import { callerFor, type ShimApp } from './shim.ts'

const params = z.object({ id: idParam })
const tags = ['students']

/**
 * SPEC §7 "Students". POST creates a student with an initial password, or — when the
 * body names a `course_id` (the invite form) — invites them to that course.
 */
export function studentRoutes(app: ShimApp, services: Services) {
  const caller = callerFor.bind(null, services)

  app.get(
    '/api/admin/students',
    { schema: { tags, summary: 'Étudiants', querystring: studentListInput, response: { 200: z.array(adminStudentSchema) } } },
    (request) => caller(request).students.list(request.query),
  )
  app.post(
    '/api/admin/students',
    {
      schema: {
        tags,
        summary: 'Créer (avec mot de passe) ou inviter (avec course_id) un étudiant',
        body: studentPostInput,
        response: { 201: z.union([inviteOutput, adminStudentSchema]) },
      },
    },
    async (request, reply) => {
      const body = request.body
      const students = caller(request).students
      const invite = typeof body === 'object' && body !== null && 'course_id' in body
      const created = invite ? await students.invite(body) : await students.create(body)
      return reply.status(201).send(created)
    },
  )
  app.get('/api/admin/students/:id', { schema: { tags, summary: 'Un étudiant', params, response: { 200: adminStudentSchema } } }, (request) =>
    caller(request).students.get(request.params),
  )
  app.put(
    '/api/admin/students/:id',
    { schema: { tags, summary: 'Modifier un étudiant', params, body: studentUpdateInput.omit({ id: true }), response: { 200: adminStudentSchema } } },
    (request) => caller(request).students.update({ ...request.body, id: request.params.id }),
  )
  app.delete(
    '/api/admin/students/:id',
    { schema: { tags, summary: 'Supprimer un étudiant et ses accès', params, response: { 200: deleteOutput } } },
    (request) => caller(request).students.delete(request.params),
  )
  app.post(
    '/api/admin/students/:id/invite-link',
    { schema: { tags, summary: 'Nouveau lien pour choisir le mot de passe (les anciens ne fonctionnent plus)', params, response: { 201: inviteLinkOutput } } },
    async (request, reply) => reply.status(201).send(await caller(request).students.inviteLink(request.params)),
  )
}
