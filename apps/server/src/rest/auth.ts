import { adminLoginOutput, adminSession, adminUser, loginInput, loginTwoFactorInput, verifyOutput } from '@tutorat/contracts'
import type { Services } from '@tutorat/api'
import { callerFor, type ShimApp } from './shim.ts'

const tags = ['auth']

export function authRoutes(app: ShimApp, services: Services) {
  app.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Connexion administrateur',
        description: 'La session ; ou, pour un administrateur avec double authentification, `{two_factor_required, challenge_token}` (5 min) à envoyer avec un code à /api/auth/login/two-factor.',
        body: loginInput,
        response: { 200: adminLoginOutput },
      },
    },
    (request) => callerFor(services, request).auth.login(request.body),
  )
  app.post(
    '/api/auth/login/two-factor',
    {
      schema: {
        tags,
        summary: 'Connexion administrateur : second facteur',
        description: 'Le jeton de la première étape et un code à 6 chiffres de l’application d’authentification, ou un code de secours (utilisable une fois).',
        body: loginTwoFactorInput,
        response: { 200: adminSession },
      },
    },
    (request) => callerFor(services, request).auth.loginTwoFactor(request.body),
  )
  app.get('/api/auth/me', { schema: { tags, summary: 'Administrateur connecté', response: { 200: adminUser } } }, (request) => callerFor(services, request).auth.me())
  app.get('/api/auth/verify', { schema: { tags, summary: 'Vérifie le jeton administrateur', response: { 200: verifyOutput } } }, (request) =>
    callerFor(services, request).auth.verify(),
  )
}
