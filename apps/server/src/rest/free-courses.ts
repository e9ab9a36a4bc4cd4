import { PDF_MAX_BYTES, type Services } from '@tutorat/api'
import { deleteOutput, FREE_COURSE_MESSAGES, freeCourseCreateInput, freeCourseSchema, freeCourseUpdateInput, idParam } from '@tutorat/contracts'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { readForm, registerMultipart } from './multipart.ts'
import { callerFor, parseInput, type ShimApp } from './shim.ts'

const params = z.object({ id: idParam })
const tags = ['free-courses']
const freeCourseChanges = freeCourseUpdateInput.omit({ id: true })

export async function freeCourseRoutes(app: ShimApp, services: Services) {
  const caller = callerFor.bind(null, services)

  app.get('/api/cours-gratuits', { schema: { tags, summary: 'Cours et ressources gratuits', response: { 200: z.array(freeCourseSchema) } } }, (request) =>
    caller(request).freeCourses.list(),
  )
  app.get('/api/admin/cours-gratuits', { schema: { tags, summary: 'Toutes les ressources gratuites', response: { 200: z.array(freeCourseSchema) } } }, (request) =>
    caller(request).freeCourses.adminList(),
  )
  app.delete('/api/admin/cours-gratuits/:id', { schema: { tags, summary: 'Supprimer une ressource', params, response: { 200: deleteOutput } } }, (request) =>
    caller(request).freeCourses.delete(request.params),
  )

  // DESIGN §6 "Bodies": form-data when a PDF travels (file field `file`), JSON for a resource that is only a link
  await app.register(async (forms) => {
    await registerMultipart(forms, PDF_MAX_BYTES)
    const consumes = ['multipart/form-data', 'application/json']
    forms.post('/api/admin/cours-gratuits', { schema: { tags, summary: 'Ajouter une ressource (form-data, ou JSON pour un lien)', consumes } }, async (request, reply) => {
      const { auth, freeCourses } = caller(request)
      await auth.superAdmin() // 401/403 before reading the body
      const body = await readBody(request)
      const fields = parseInput(freeCourseCreateInput, body.fields)
      return reply.status(201).send(await freeCourses.create({ ...fields, file: body.file }))
    })
    forms.put('/api/admin/cours-gratuits/:id', { schema: { tags, summary: 'Modifier une ressource (form-data, ou JSON pour un lien)', consumes } }, async (request) => {
      const { id } = parseInput(params, request.params)
      const { auth, freeCourses } = caller(request)
      await auth.superAdmin()
      const body = await readBody(request)
      const fields = parseInput(freeCourseChanges, body.fields)
      return freeCourses.update({ ...fields, id, file: body.file })
    })
  })
}

async function readBody(request: FastifyRequest): Promise<{ fields: unknown; file?: Uint8Array<ArrayBuffer> }> {
  if (!request.isMultipart()) return { fields: request.body }
  const form = await readForm(request, 'file', FREE_COURSE_MESSAGES.pdfTooLarge)
  return { fields: form.fields, file: form.file?.bytes }
}
