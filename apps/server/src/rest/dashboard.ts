import type { Services } from '@tutorat/api'
import { businessFiguresSchema, dashboardStatsSchema, pendingWorkSchema } from '@tutorat/contracts'
import { callerFor, type ShimApp } from './shim.ts'

export function dashboardRoutes(app: ShimApp, services: Services) {
  app.get(
    '/api/admin/dashboard/stats',
    { schema: { tags: ['dashboard'], summary: 'Statistiques du tableau de bord', response: { 200: dashboardStatsSchema } } },
    (request) => callerFor(services, request).dashboard.stats(),
  )
  app.get(
    '/api/admin/dashboard/pending-work',
    { schema: { tags: ['dashboard'], summary: 'Ce qui attend l’administrateur (preuves, demandes, témoignages, candidatures)', response: { 200: pendingWorkSchema } } },
    (request) => callerFor(services, request).dashboard.pendingWork(),
  )
  app.get(
    '/api/admin/dashboard/figures',
    { schema: { tags: ['dashboard'], summary: 'Chiffres de l’activité : recettes, conversion, renouvellements (super administrateurs)', response: { 200: businessFiguresSchema } } },
    (request) => callerFor(services, request).dashboard.figures(),
  )
}
