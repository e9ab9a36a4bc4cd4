import type { Services } from '@tutorat/api'
import { driveAuditSchema, driveProgressSchema, driveStatusSchema, idParam, googleAccountInput, googleAccountOutput, googleAccountSchema } from '@tutorat/contracts'
import { z } from 'zod'
import { callerFor, type ShimApp } from './shim.ts'

const tags = ['drive']

/** DESIGN §16: the Google Drive connection (back office) and the student's Google account. */
export function driveRoutes(app: ShimApp, services: Services) {
  const caller = callerFor.bind(null, services)

  app.get(
    '/api/admin/drive/status',
    { schema: { tags, summary: 'Connexion Google Drive : compte, dernier balayage, dernier audit, erreurs', response: { 200: driveStatusSchema } } },
    (request) => caller(request).drive.status(),
  )
  app.get(
    '/api/admin/courses/:id/drive-progress',
    { schema: { tags, summary: 'Accès Drive d’un cours : accordés, en préparation, en échec', params: z.object({ id: idParam }), response: { 200: driveProgressSchema } } },
    (request) => caller(request).drive.courseProgress({ course_id: request.params.id }),
  )
  app.post(
    '/api/admin/drive/audit',
    { schema: { tags, summary: 'Vérifier le partage des vidéos payantes sur Google Drive', response: { 200: driveAuditSchema } } },
    (request) => caller(request).drive.audit(),
  )
  app.post(
    '/api/admin/drive/audit/fix',
    { schema: { tags, summary: 'Corriger : retirer les partages en trop', response: { 200: driveAuditSchema } } },
    (request) => caller(request).drive.fixSharing(),
  )
  app.get(
    '/api/student/google-account',
    { schema: { tags, summary: 'Compte Google associé (vidéos protégées)', response: { 200: googleAccountSchema } } },
    (request) => caller(request).drive.googleAccount(),
  )
  app.post(
    '/api/student/google-account',
    { schema: { tags, summary: 'Associer mon compte Google (jeton d’identité Google)', body: googleAccountInput, response: { 200: googleAccountOutput } } },
    (request) => caller(request).drive.linkGoogleAccount(request.body),
  )
  app.delete(
    '/api/student/google-account',
    { schema: { tags, summary: 'Dissocier mon compte Google', response: { 200: googleAccountOutput } } },
    (request) => caller(request).drive.unlinkGoogleAccount(),
  )
}
