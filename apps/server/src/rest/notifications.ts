import type { Services } from '@tutorat/api'
import {
  idParam,
  markReadInput,
  markReadOutput,
  messageOutput,
  notificationLogInput,
  notificationLogOutput,
  notificationPreferencesInput,
  notificationPreferencesSchema,
  pagination,
  preferencesSavedOutput,
  retryFailedOutput,
  studentNotificationsOutput,
  unsubscribeInput,
  unsubscribeOutput,
} from '@tutorat/contracts'
import { z } from 'zod'
import { callerFor, type ShimApp } from './shim.ts'

const params = z.object({ id: idParam })
const student = ['student']
const admin = ['notifications']

/** DESIGN §10: the student's messages and preferences, the unsubscribe link, the super admins' log. */
export async function notificationRoutes(app: ShimApp, services: Services) {
  const caller = callerFor.bind(null, services)

  app.get(
    '/api/student/notifications',
    { schema: { tags: student, summary: 'Mes notifications (les plus récentes d’abord) et le nombre de non lues', querystring: pagination, response: { 200: studentNotificationsOutput } } },
    (request) => caller(request).notifications.mine(request.query),
  )
  app.post(
    '/api/student/notifications/read',
    { schema: { tags: student, summary: 'Marquer comme lues (`ids`, ou toutes sans `ids`)', body: markReadInput, response: { 200: markReadOutput } } },
    (request) => caller(request).notifications.markRead(request.body),
  )
  app.get(
    '/api/student/notification-preferences',
    { schema: { tags: student, summary: 'Mes canaux (e-mail, WhatsApp)', response: { 200: notificationPreferencesSchema } } },
    (request) => caller(request).notifications.preferences(),
  )
  app.put(
    '/api/student/notification-preferences',
    { schema: { tags: student, summary: 'Choisir mes canaux', body: notificationPreferencesInput, response: { 200: preferencesSavedOutput } } },
    (request) => caller(request).notifications.updatePreferences(request.body),
  )

  await app.register(async (oneClick) => unsubscribeRoute(oneClick, services))

  app.get(
    '/api/admin/notifications',
    { schema: { tags: admin, summary: 'Journal des messages (filtres : status, channel, template, recipient)', querystring: notificationLogInput, response: { 200: notificationLogOutput } } },
    (request) => caller(request).notifications.log(request.query),
  )
  // a static segment, registered like the id route: never read as an id
  app.post(
    '/api/admin/notifications/retry-failed',
    { schema: { tags: admin, summary: 'Renvoyer tous les messages en échec', response: { 200: retryFailedOutput } } },
    (request) => caller(request).notifications.retryFailed(),
  )
  app.post(
    '/api/admin/notifications/:id/retry',
    { schema: { tags: admin, summary: 'Renvoyer un message en échec ou abandonné', params, response: { 200: messageOutput } } },
    (request) => caller(request).notifications.retry(request.params),
  )
}

const tokenInQuery = z.object({ token: z.string().optional() })

/**
 * The page's button sends JSON `{token}`; a mail client's one-click unsubscribe (RFC 8058) POSTs
 * `List-Unsubscribe=One-Click` as a form to the header's address, the token in the query. The
 * form parser lives in this scope only: no other path takes forms.
 */
function unsubscribeRoute(app: ShimApp, services: Services) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))))
  })
  app.post(
    '/api/notifications/unsubscribe',
    {
      schema: {
        tags: student,
        summary: 'Se désinscrire d’un canal (lien signé, sans connexion ; aussi en un clic, RFC 8058)',
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        querystring: tokenInQuery,
        body: unsubscribeInput.partial(),
        response: { 200: unsubscribeOutput },
      },
    },
    (request) => {
      const body: unknown = request.body
      const inBody = typeof body === 'object' && body !== null && 'token' in body ? body.token : undefined
      // anything but one string fails the procedure's own check (a French 400), after the rate limit counted it
      return callerFor(services, request).notifications.unsubscribe({ token: String(inBody ?? request.query.token ?? '') })
    },
  )
}
