import type { Services } from '@tutorat/api'
import {
  applicationFilter,
  applicationFormInput,
  applicationListInput,
  applicationSchema,
  applicationUpdateInput,
  applyOutput,
  CV_MAX_BYTES,
  deleteOutput,
  idParam,
  moroccoToday,
  RECRUITMENT_MESSAGES,
} from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import { z } from 'zod'
import { applicationsCsv, attachment } from '../files/downloads.ts'
import { readForm, registerMultipart } from './multipart.ts'
import { callerFor, parseInput, type ShimApp } from './shim.ts'

const params = z.object({ id: idParam })
const tags = ['applications']

/** SPEC §7 "Applications": the public form (multipart, rate limited), the admin table, CV and CSV downloads. */
export async function applicationRoutes(app: ShimApp, services: Services) {
  const caller = callerFor.bind(null, services)

  app.get(
    '/api/admin/applications',
    { schema: { tags, summary: 'Candidatures (filtres : job_offer_id, status)', querystring: applicationListInput, response: { 200: z.array(applicationSchema) } } },
    (request) => caller(request).applications.list(request.query),
  )
  // a static segment: never read as an id
  app.get(
    '/api/admin/applications/export',
    { schema: { tags, summary: 'Export CSV (UTF-8 avec BOM, séparateur ;)', querystring: applicationFilter, produces: ['text/csv'] } },
    async (request, reply) => {
      const rows = await caller(request).applications.export(request.query)
      const scope = request.query.job_offer_id ? `-offre-${request.query.job_offer_id}` : ''
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(`candidatures${scope}-${moroccoToday()}.csv`))
        .header('cache-control', 'private, no-store')
        .send(applicationsCsv(rows))
    },
  )
  app.get('/api/admin/applications/:id', { schema: { tags, summary: 'Une candidature', params, response: { 200: applicationSchema } } }, (request) =>
    caller(request).applications.get(request.params),
  )
  app.put(
    '/api/admin/applications/:id',
    { schema: { tags, summary: 'Changer le statut', params, body: applicationUpdateInput.omit({ id: true }), response: { 200: applicationSchema } } },
    (request) => caller(request).applications.update({ ...request.body, id: request.params.id }),
  )
  app.delete('/api/admin/applications/:id', { schema: { tags, summary: 'Supprimer une candidature et son CV', params, response: { 200: deleteOutput } } }, (request) =>
    caller(request).applications.delete(request.params),
  )
  app.get(
    '/api/admin/applications/:id/cv',
    { schema: { tags, summary: 'Télécharger le CV (pièce jointe, nom d’origine)', params, produces: ['application/octet-stream'] } },
    async (request, reply) => {
      const cv = await caller(request).applications.cv(request.params)
      const stream = await services.privateFiles.read(cv.key)
      if (!stream) throw new TRPCError({ code: 'NOT_FOUND', message: RECRUITMENT_MESSAGES.cvFileMissing })
      return reply
        .header('content-type', cv.mime)
        .header('content-disposition', attachment(cv.file_name))
        .header('cache-control', 'private, no-store')
        .send(stream)
    },
  )

  // form-data: job_offer_id, full_name, email, phone, school, message, and the file field `cv`;
  // an optional student bearer token links the application to the student
  await app.register(async (forms) => {
    await registerMultipart(forms, CV_MAX_BYTES)
    forms.post(
      '/api/applications',
      { schema: { tags, summary: 'Postuler à une offre (form-data, CV pdf/doc/docx ≤ 10 Mo)', consumes: ['multipart/form-data'], response: { 201: applyOutput } } },
      async (request, reply) => {
        const form = await readForm(request, 'cv', RECRUITMENT_MESSAGES.cvTooLarge)
        const fields = parseInput(applicationFormInput, form.fields)
        if (!form.file) throw new TRPCError({ code: 'BAD_REQUEST', message: RECRUITMENT_MESSAGES.cvMissing })
        const created = await caller(request).applications.submit({ ...fields, cv: form.file.bytes, cv_name: form.file.filename })
        return reply.status(201).send(created)
      },
    )
  })
}
