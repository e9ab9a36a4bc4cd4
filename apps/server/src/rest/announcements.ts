import { IMAGE_MAX_BYTES, openPreviewStream } from '@tutorat/api'
import {
  adminAnnouncementSchema,
  ANNOUNCEMENT_MESSAGES,
  announcementCreateInput,
  announcementListInput,
  announcementSchema,
  announcementUpdateInput,
  deleteOutput,
  FORMATION_MESSAGES,
  formationPreviewSchema,
  formationSchema,
  idParam,
  teacherPhotoOutput,
} from '@tutorat/contracts'
import { z } from 'zod'
import type { ServerServices } from '../services.ts'
import { readForm, readUpload, registerMultipart } from './multipart.ts'
import { callerFor, parseInput, type ShimApp } from './shim.ts'
import { sendVideo, signedQuery, videoResponses } from './video-streams.ts'

const params = z.object({ id: idParam })
const tags = ['announcements']
const readAnnouncementForm = (request: Parameters<typeof readForm>[0]) => readForm(request, 'image', ANNOUNCEMENT_MESSAGES.imageTooLarge)

/** Every text field of the form (the sale group, the page's fields, remove_image), with room to spare. */
const FORM_FIELDS = 25

export async function announcementRoutes(app: ShimApp, services: ServerServices) {
  const caller = callerFor.bind(null, services)

  app.get(
    '/api/announcements',
    { schema: { tags, summary: 'Formations actives', querystring: announcementListInput, response: { 200: z.array(announcementSchema) } } },
    (request) => caller(request).announcements.list(request.query),
  )
  app.get('/api/announcements/:id', { schema: { tags, summary: 'Une formation active (sa page)', params, response: { 200: formationSchema } } }, (request) =>
    caller(request).announcements.get(request.params),
  )
  app.get(
    '/api/announcements/:id/preview',
    { schema: { tags, summary: 'La vidéo d’aperçu gratuite d’une formation (cadre Drive ou adresse signée)', params, response: { 200: formationPreviewSchema } } },
    // a signed address lives a few minutes: never kept by a browser or a proxy
    (request, reply) => {
      void reply.header('cache-control', 'no-store')
      return caller(request).announcements.preview(request.params)
    },
  )
  // DESIGN §18: the preview's bytes for any visitor, through an address signed for this formation and its video
  app.get(
    '/api/announcements/:id/preview/stream',
    { schema: { tags, summary: 'Flux de la vidéo d’aperçu hébergée (adresse signée, Range)', params, querystring: signedQuery, response: videoResponses } },
    async (request, reply) => {
      const { id } = parseInput(params, request.params)
      const stream = await openPreviewStream(services.db, services.settings.jwtSecret, id, signedQuery.parse(request.query))
      return sendVideo(request, reply, services, stream)
    },
  )
  app.get('/api/admin/announcements/admin', { schema: { tags, summary: 'Toutes les annonces', response: { 200: z.array(adminAnnouncementSchema) } } }, (request) =>
    caller(request).announcements.adminList(),
  )
  app.put('/api/admin/announcements/:id/toggle', { schema: { tags, summary: 'Activer / désactiver', params, response: { 200: adminAnnouncementSchema } } }, (request) =>
    caller(request).announcements.toggle(request.params),
  )
  app.delete('/api/admin/announcements/:id', { schema: { tags, summary: 'Supprimer une annonce', params, response: { 200: deleteOutput } } }, (request) =>
    caller(request).announcements.delete(request.params),
  )

  // form-data: title, description, price, is_active, the « vente en ligne » group (course_id, amount_mad,
  // access_type, duration_days: all four or none; all four empty on update = no longer sold), the
  // page's fields (programme, starts_on, schedule, capacity, preview_video_id; teachers, faq and
  // instalments as JSON text), and `image`
  await app.register(async (forms) => {
    await registerMultipart(forms, IMAGE_MAX_BYTES, FORM_FIELDS)
    const consumes = ['multipart/form-data']
    forms.post('/api/admin/announcements', { schema: { tags, summary: 'Créer une annonce (form-data)', consumes } }, async (request, reply) => {
      const { auth, announcements } = caller(request)
      await auth.superAdmin() // 401/403 before reading the body
      const form = await readAnnouncementForm(request)
      const fields = parseInput(announcementCreateInput, form.fields)
      return reply.status(201).send(await announcements.create({ ...fields, image: form.file?.bytes }))
    })
    forms.put('/api/admin/announcements/:id', { schema: { tags, summary: 'Modifier une annonce (form-data)', consumes } }, async (request) => {
      const { id } = parseInput(params, request.params)
      const { auth, announcements } = caller(request)
      await auth.superAdmin()
      const form = await readAnnouncementForm(request)
      const fields = parseInput(announcementUpdateInput, { ...form.fields, id })
      return announcements.update({ ...fields, image: form.file?.bytes })
    })
    forms.post(
      '/api/admin/announcements/teacher-photos',
      { schema: { tags, summary: 'Envoyer la photo d’un enseignant (form-data, champ image)', consumes, response: { 201: teacherPhotoOutput } } },
      async (request, reply) => {
        const { auth, announcements } = caller(request)
        await auth.superAdmin()
        const upload = await readUpload(request, 'image', { missing: FORMATION_MESSAGES.photoMissing, tooLarge: ANNOUNCEMENT_MESSAGES.imageTooLarge })
        return reply.status(201).send(await announcements.uploadTeacherPhoto({ image: upload.bytes }))
      },
    )
  })
}
