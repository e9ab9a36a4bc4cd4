import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/** The OpenAPI document of the REST shims, generated from their zod schemas, at /api/docs. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Tutorat Maroc — API REST', version: '1.0.0', description: 'Chemins /api documentés (SPEC §7).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
  })
  app.get('/api/docs', { schema: { hide: true } }, () => app.swagger())
}
