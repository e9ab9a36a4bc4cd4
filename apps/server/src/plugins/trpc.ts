import { appRouter, createContextInner, type Services } from '@tutorat/api'
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify'
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify'
import { requestInfo } from '../rest/shim.ts'

const LOGIN_PROCEDURES = /(^|,)(auth\.login|student\.login|student\.googleLogin|student\.setPassword)(,|$)/

/** tRPC at /trpc, in its own scope (its body parsers must not reach the multipart routes). */
export async function registerTrpc(app: FastifyInstance, services: Services, loginLimit: preHandlerAsyncHookHandler) {
  await app.register(async (scope) => {
    scope.addHook('preHandler', async function (request, reply) {
      const path = decodeURIComponent(request.url.slice('/trpc/'.length).split('?')[0] ?? '')
      if (LOGIN_PROCEDURES.test(path)) await loginLimit.call(this, request, reply)
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
