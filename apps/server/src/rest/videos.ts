import { IMAGE_MAX_BYTES, type Services } from '@tutorat/api'
import { COURSE_MESSAGES, deleteOutput, HOSTED_VIDEO_MESSAGES, idParam, pagination, videoCreateInput, videoSchema, videoUpdateInput } from '@tutorat/contracts'
import { z } from 'zod'
import { readUpload, registerMultipart } from './multipart.ts'
import { callerFor, parseInput, type ShimApp } from './shim.ts'

const params = z.object({ id: idParam })
const tags = ['videos']

export async function videoRoutes(app: ShimApp, services: Services) {
  const caller = callerFor.bind(null, services)

  app.get(
    '/api/admin/courses/:id/videos',
    { schema: { tags, summary: 'Vidéos d’un cours', params, response: { 200: z.array(videoSchema) } } },
    (request) => caller(request).videos.byCourse({ course_id: request.params.id }),
  )
  app.post(
    '/api/admin/courses/:id/videos',
    {
      schema: {
        tags,
        summary: 'Ajouter une vidéo',
        params,
        // course_id may be repeated in the body (SPEC §7); the path decides
        body: videoCreateInput.extend({ course_id: idParam.optional() }),
        response: { 201: videoSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await caller(request).videos.create({ ...request.body, course_id: request.params.id })),
  )
  app.get(
    '/api/admin/videos',
    { schema: { tags, summary: 'Toutes les vidéos', querystring: pagination, response: { 200: z.array(videoSchema) } } },
    (request) => caller(request).videos.list(request.query),
  )
  app.get(
    '/api/admin/videos/:id',
    { schema: { tags, summary: 'Une vidéo (source, lien Drive ou fichier hébergé)', params, response: { 200: videoSchema } } },
    (request) => caller(request).videos.get(request.params),
  )
  app.put(
    '/api/admin/videos/:id',
    { schema: { tags, summary: 'Modifier une vidéo', params, body: videoUpdateInput.omit({ id: true }), response: { 200: videoSchema } } },
    (request) => caller(request).videos.update({ ...request.body, id: request.params.id }),
  )
  app.delete(
    '/api/admin/videos/:id',
    { schema: { tags, summary: 'Supprimer une vidéo', params, response: { 200: deleteOutput } } },
    (request) => caller(request).videos.delete(request.params),
  )

  await app.register(async (uploads) => {
    await registerMultipart(uploads, IMAGE_MAX_BYTES)
    uploads.post(
      '/api/admin/videos/:id/poster',
      {
        schema: {
          tags,
          summary: 'Image d’aperçu d’une vidéo hébergée (multipart, champ « file » : JPG, PNG ou WebP prise par le navigateur)',
          consumes: ['multipart/form-data'],
          params,
          response: { 200: videoSchema },
        },
      },
      async (request) => {
        const { id } = parseInput(params, request.params)
        await caller(request).videos.get({ id }) // refuse before reading the body when the video is not the admin's
        const upload = await readUpload(request, 'file', { missing: HOSTED_VIDEO_MESSAGES.posterMissing, tooLarge: COURSE_MESSAGES.imageTooLarge })
        return caller(request).videos.uploadPoster({ id, file: upload.bytes })
      },
    )
  })
}
