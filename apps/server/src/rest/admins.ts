import type { Services } from '@tutorat/api'
import { adminCreateInput, adminSchema, adminUpdateInput, idParam, profileUpdateInput, unlockSignInInput } from '@tutorat/contracts'
import { z } from 'zod'
import { callerFor, type ShimApp } from './shim.ts'

const params = z.object({ id: idParam })
const tags = ['admins']

export function adminRoutes(app: ShimApp, services: Services) {
  const caller = callerFor.bind(null, services)

  app.get('/api/admin/management', { schema: { tags, summary: 'Administrateurs', response: { 200: z.array(adminSchema) } } }, (request) =>
    caller(request).admins.list(),
  )
  app.post('/api/admin/management', { schema: { tags, summary: 'Créer un administrateur', body: adminCreateInput, response: { 201: adminSchema } } }, async (request, reply) =>
    reply.status(201).send(await caller(request).admins.create(request.body)),
  )
  // registered before /:id so that "profile" is never read as an id
  app.put('/api/admin/management/profile/me', { schema: { tags, summary: 'Modifier mon profil', body: profileUpdateInput, response: { 200: adminSchema } } }, (request) =>
    caller(request).admins.updateProfile(request.body),
  )
  app.put(
    '/api/admin/management/unlock-sign-in',
    { schema: { tags, summary: 'Débloquer la connexion d’une adresse (super admin)', body: unlockSignInInput, response: { 200: z.object({ message: z.string() }) } } },
    (request) => caller(request).admins.unlockSignIn(request.body),
  )
  app.get('/api/admin/management/:id', { schema: { tags, summary: 'Un administrateur', params, response: { 200: adminSchema } } }, (request) =>
    caller(request).admins.get(request.params),
  )
  app.put(
    '/api/admin/management/:id',
    { schema: { tags, summary: 'Modifier un administrateur', params, body: adminUpdateInput.omit({ id: true }), response: { 200: adminSchema } } },
    (request) => caller(request).admins.update({ ...request.body, id: request.params.id }),
  )
  app.put('/api/admin/management/:id/toggle-status', { schema: { tags, summary: 'Activer / désactiver', params, response: { 200: adminSchema } } }, (request) =>
    caller(request).admins.toggle(request.params),
  )
  app.put(
    '/api/admin/management/:id/reset-two-factor',
    { schema: { tags, summary: 'Réinitialiser la double authentification (téléphone perdu ; ses sessions se ferment)', params, response: { 200: z.object({ message: z.string() }) } } },
    (request) => caller(request).admins.resetTwoFactor(request.params),
  )
  app.delete(
    '/api/admin/management/:id',
    { schema: { tags, summary: 'Supprimer un administrateur (ses cours vous sont transférés)', params, response: { 200: z.object({ message: z.string(), transferred_courses: z.number() }) } } },
    (request) => caller(request).admins.delete(request.params),
  )
}
