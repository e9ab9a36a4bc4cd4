import { appRouter, createContextInner, type Services } from '@tutorat/api'
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify'
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify'
import { requestInfo } from '../rest/shim.ts'

// The same per-IP limits as the REST paths of these procedures.
const LIMITED: { procedures: RegExp; limit: keyof Limits }[] = [
  { procedures: /(^|,)(auth\.login|student\.login|student\.googleLogin|student\.setPassword)(,|$)/, limit: 'login' },
  { procedures: /(^|,)(testimonials\.submit|applications\.submit)(,|$)/, limit: 'form' },
]

export interface Limits {
  login: preHandlerAsyncHookHandler
  form: preHandlerAsyncHookHandler
}

/** tRPC at /trpc, in its own scope (its body parsers must not reach the multipart routes). */
export async function registerTrpc(app: FastifyInstance, services: Services, limits: Limits) {
  await app.register(async (scope) => {
    scope.addHook('preHandler', async function (request, reply) {
      const path = decodeURIComponent(request.url.slice('/trpc/'.length).split('?')[0] ?? '')
      const limited = LIMITED.find((entry) => entry.procedures.test(path))
      if (limited) await limits[limited.limit].call(this, request, reply)
    })
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: ({ req }) => createContextInner(services, requestInfo(req)),
        maxBatchSize: 10,
        onError: ({ error, path }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR') scope.log.error({ err: error.cause ?? error, path }, 'tRPC failure')
        },
      } satisfies FastifyTRPCPluginOptions<typeof appRouter>['trpcOptions'],
    })
  })
}
