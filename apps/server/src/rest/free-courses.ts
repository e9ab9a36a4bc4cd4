import { PDF_MAX_BYTES, type Services } from '@tutorat/api'
import { deleteOutput, FREE_COURSE_MESSAGES, freeCourseCreateInput, freeCourseSchema, freeCourseUpdateInput, idParam } from '@tutorat/contracts'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { readForm, registerMultipart } from './multipart.ts'
import { callerFor, parseInput, type ShimApp } from './shim.ts'

const params = z.object({ id: idParam })
const tags = ['free-courses']
const readPdfForm = (request: FastifyRequest) => readForm(request, 'file', FREE_COURSE_MESSAGES.pdfTooLarge)

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

  // form-data: title, description, category, school, level, external_url, is_active, file (PDF, optional)
  await app.register(async (forms) => {
    await registerMultipart(forms, PDF_MAX_BYTES)
    const consumes = ['multipart/form-data']
    forms.post('/api/admin/cours-gratuits', { schema: { tags, summary: 'Ajouter une ressource (form-data)', consumes } }, async (request, reply) => {
      const { auth, freeCourses } = caller(request)
      await auth.superAdmin()
      const form = await readPdfForm(request)
      const fields = parseInput(freeCourseCreateInput, form.fields)
      return reply.status(201).send(await freeCourses.create({ ...fields, file: form.file?.bytes }))
    })
    forms.put('/api/admin/cours-gratuits/:id', { schema: { tags, summary: 'Modifier une ressource (form-data)', consumes } }, async (request) => {
      const { id } = parseInput(params, request.params)
      const { auth, freeCourses } = caller(request)
      await auth.superAdmin()
      const form = await readPdfForm(request)
      const fields = parseInput(freeCourseUpdateInput, { ...form.fields, id })
      return freeCourses.update({ ...fields, file: form.file?.bytes })
    })
  })
}
