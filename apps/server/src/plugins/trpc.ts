import { appRouter, createContextInner, retryAfterSeconds, type Services } from '@tutorat/api'
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify'
import type { FastifyInstance } from 'fastify'
import { requestInfo } from '../rest/shim.ts'

/**
 * tRPC at /trpc, in its own scope (its body parsers must not reach the multipart routes). Limits
 * are the procedures' own (packages/api limits/): no path matching here, so no spelling skips them.
 */
export async function registerTrpc(app: FastifyInstance, services: Services) {
  await app.register(async (scope) => {
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: ({ req }) => createContextInner(services, requestInfo(req)),
        maxBatchSize: 10,
        responseMeta: ({ errors }) => {
          const retryAfter = retryAfterSeconds(errors)
          return retryAfter ? { headers: { 'retry-after': String(retryAfter) } } : {}
        },
        onError: ({ error, path }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR') scope.log.error({ err: error.cause ?? error, path }, 'tRPC failure')
        },
      } satisfies FastifyTRPCPluginOptions<typeof appRouter>['trpcOptions'],
    })
  })
}
