import type { Services } from '@tutorat/api'
import { siteSettingsSchema } from '@tutorat/contracts'
import { callerFor, type ShimApp } from './shim.ts'

export function siteRoutes(app: ShimApp, services: Services) {
  app.get('/api/site', { schema: { tags: ['system'], summary: 'Coordonnées publiques (WhatsApp, email, paiement)', response: { 200: siteSettingsSchema } } }, (request) =>
    callerFor(services, request).site.settings(),
  )
}
