import { healthOutput } from '@tutorat/contracts'
import { sql } from '@tutorat/db'
import type { Services } from '@tutorat/api'
import type { ShimApp } from './shim.ts'

export function healthRoutes(app: ShimApp, services: Services, kind: 'pglite' | 'postgres') {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'État du service et de la base', response: { 200: healthOutput } } },
    async () => {
      await sql`select 1`.execute(services.db)
      return { status: 'ok' as const, database: kind }
    },
  )
}
