import { IMAGE_MAX_BYTES, type Services } from '@tutorat/api'
import {
  adminAnnouncementSchema,
  ANNOUNCEMENT_MESSAGES,
  announcementCreateInput,
  announcementListInput,
  announcementSchema,
  announcementUpdateInput,
  deleteOutput,
  idParam,
} from '@tutorat/contracts'
import { z } from 'zod'
import { readForm, registerMultipart } from './multipart.ts'
import { callerFor, parseInput, type ShimApp } from './shim.ts'

const params = z.object({ id: idParam })
const tags = ['announcements']
const readAnnouncementForm = (request: Parameters<typeof readForm>[0]) => readForm(request, 'image', ANNOUNCEMENT_MESSAGES.imageTooLarge)

export async function announcementRoutes(app: ShimApp, services: Services) {
  const caller = callerFor.bind(null, services)

  app.get(
    '/api/announcements',
    { schema: { tags, summary: 'Formations actives', querystring: announcementListInput, response: { 200: z.array(announcementSchema) } } },
    (request) => caller(request).announcements.list(request.query),
  )
  app.get('/api/announcements/:id', { schema: { tags, summary: 'Une formation active (sa page)', params, response: { 200: announcementSchema } } }, (request) =>
    caller(request).announcements.get(request.params),
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
  // access_type, duration_days: all four or none; all four empty on update = no longer sold), and `image`
  await app.register(async (forms) => {
    await registerMultipart(forms, IMAGE_MAX_BYTES)
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
  })
}
