import { adminLoginOutput, adminUser, loginInput, verifyOutput } from '@tutorat/contracts'
import type { Services } from '@tutorat/api'
import type { preHandlerAsyncHookHandler } from 'fastify'
import { callerFor, type ShimApp } from './shim.ts'

export function authRoutes(app: ShimApp, services: Services, loginLimit: preHandlerAsyncHookHandler) {
  app.post(
    '/api/auth/login',
    { preHandler: loginLimit, schema: { tags: ['auth'], summary: 'Connexion administrateur', body: loginInput, response: { 200: adminLoginOutput } } },
    (request) => callerFor(services, request).auth.login(request.body),
  )
  app.get(
    '/api/auth/me',
    { schema: { tags: ['auth'], summary: 'Administrateur connecté', response: { 200: adminUser } } },
    (request) => callerFor(services, request).auth.me(),
  )
  app.get(
    '/api/auth/verify',
    { schema: { tags: ['auth'], summary: 'Vérifie le jeton administrateur', response: { 200: verifyOutput } } },
    (request) => callerFor(services, request).auth.verify(),
  )
}
