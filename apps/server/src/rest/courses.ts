import { IMAGE_MAX_BYTES, type Services } from '@tutorat/api'
import {
  COURSE_MESSAGES,
  courseInput,
  courseListInput,
  courseSchema,
  deleteOutput,
  generateLinkInput,
  generateLinkOutput,
  idParam,
} from '@tutorat/contracts'
import { z } from 'zod'
import { readUpload, registerMultipart } from './multipart.ts'
import { callerFor, parseInput, type ShimApp } from './shim.ts'

const params = z.object({ id: idParam })
const tags = ['courses']

export async function courseRoutes(app: ShimApp, services: Services) {
  const caller = callerFor.bind(null, services)

  app.get(
    '/api/admin/courses',
    { schema: { tags, summary: 'Liste des cours', querystring: courseListInput, response: { 200: z.array(courseSchema) } } },
    (request) => caller(request).courses.list(request.query),
  )
  app.post(
    '/api/admin/courses',
    { schema: { tags, summary: 'Créer un cours', body: courseInput, response: { 201: courseSchema } } },
    async (request, reply) => reply.status(201).send(await caller(request).courses.create(request.body)),
  )
  app.get(
    '/api/admin/courses/:id',
    { schema: { tags, summary: 'Un cours', params, response: { 200: courseSchema } } },
    (request) => caller(request).courses.get(request.params),
  )
  app.put(
    '/api/admin/courses/:id',
    { schema: { tags, summary: 'Modifier un cours', params, body: courseInput.partial(), response: { 200: courseSchema } } },
    (request) => caller(request).courses.update({ ...request.body, id: request.params.id }),
  )
  app.delete(
    '/api/admin/courses/:id',
    { schema: { tags, summary: 'Supprimer un cours, ses vidéos et ses accès', params, response: { 200: deleteOutput } } },
    (request) => caller(request).courses.delete(request.params),
  )
  app.post(
    '/api/admin/courses/:id/generate-link',
    {
      schema: {
        tags,
        summary: 'Générer un lien d’accès (30 jours)',
        params,
        body: generateLinkInput.omit({ id: true }).optional(),
        response: { 200: generateLinkOutput },
      },
    },
    (request) => caller(request).courses.generateLink({ ...request.body, id: request.params.id }),
  )

  await app.register(async (uploads) => {
    await registerMultipart(uploads, IMAGE_MAX_BYTES)
    uploads.post(
      '/api/admin/courses/:id/upload-image',
      { schema: { tags, summary: "Image du cours (multipart, champ 'file')", consumes: ['multipart/form-data'] } },
      async (request) => {
        const { id } = parseInput(params, request.params)
        const courses = caller(request).courses
        await courses.get({ id }) // refuse before reading the body when the course is not the admin's
        const upload = await readUpload(request, 'file', { missing: COURSE_MESSAGES.fileMissing, tooLarge: COURSE_MESSAGES.imageTooLarge })
        return courses.uploadImage({ id, file: upload.bytes })
      },
    )
  })
}
