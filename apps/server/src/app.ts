import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Services } from '@tutorat/api'
import { MESSAGES } from '@tutorat/contracts'
import type { DbKind } from '@tutorat/db'
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Redis } from 'ioredis'
import { z } from 'zod'
import { fr } from 'zod/locales'
import type { Config } from './config.ts'
import type { ServerServices } from './services.ts'
import { toErrorReply, toTrpcEnvelope } from './errors.ts'
import { loggerOptions } from './logger.ts'
import { registerDocs } from './plugins/docs.ts'
import { setRetryAfter, watchLimits } from './plugins/limits.ts'
import { discardUnreadBody } from './plugins/unread-body.ts'
import { registerSecurity } from './plugins/security.ts'
import { registerNoStore } from './plugins/no-store.ts'
import { pageMetaResolver } from './plugins/page-meta.ts'
import { registerStatic } from './plugins/static.ts'
import { publicProcedures } from './ssr/procedures.ts'
import { registerTrpc } from './plugins/trpc.ts'
import { listenForCacheClears } from './public-cache-bus.ts'
import { watchRedis } from './redis.ts'
import { authRoutes } from './rest/auth.ts'
import { courseRoutes } from './rest/courses.ts'
import { dashboardRoutes } from './rest/dashboard.ts'
import { healthRoutes } from './rest/health.ts'
import { accessRoutes } from './rest/accesses.ts'
import { adminRoutes } from './rest/admins.ts'
import { announcementRoutes } from './rest/announcements.ts'
import { freeCourseRoutes } from './rest/free-courses.ts'
import { paymentQrRoutes } from './rest/payment-qr.ts'
import { siteRoutes } from './rest/site.ts'
import { testimonialRoutes } from './rest/testimonials.ts'
import { studentSpaceRoutes } from './rest/student.ts'
import { studentRoutes } from './rest/students.ts'
import { videoRoutes } from './rest/videos.ts'
import { videoStreamRoutes } from './rest/video-streams.ts'
import { videoUploadRoutes } from './rest/video-uploads.ts'
import { recruitmentRoutes } from './rest/recruitment.ts'
import { applicationRoutes } from './rest/applications.ts'
import { paymentRoutes } from './rest/payments.ts'
import { instalmentRoutes } from './rest/instalments.ts'
import { couponRoutes } from './rest/coupons.ts'
import { cardPaymentRoutes } from './rest/card-payments.ts'
import { sessionRoutes } from './rest/sessions.ts'
import { calendarRoutes } from './rest/calendar.ts'
import { sessionRequestRoutes } from './rest/session-requests.ts'
import { notificationRoutes } from './rest/notifications.ts'
import { examRoutes } from './rest/exams.ts'
import { questionBankRoutes } from './rest/question-bank.ts'
import { playRoutes } from './rest/plays.ts'
import { driveRoutes } from './rest/drive.ts'

export interface AppDeps {
  config: Config
  services: ServerServices
  dbKind: DbKind
  /** Shared rate-limit and lockout store (REDIS_URL); the caller opens and closes it. */
  redis?: Redis
}

// zod's own messages (a value of the wrong type, an unknown key) reach users in `detail`: in French
z.config(fr())

/** Errors raised before routing (a URL that is not valid percent-encoding): French, like the rest. */
function refuseBeforeRouting(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ err: error }, 'request refused before routing')
  void reply.code(400).send({ detail: MESSAGES.badRequest })
}

/** Once closing has begun, a request that still arrives (on a busy keep-alive connection) gets the French 503. */
function refuseWhileDraining(app: FastifyInstance) {
  let draining = false
  app.addHook('preClose', (done) => {
    draining = true
    done()
  })
  app.addHook('onRequest', (_request, _reply, done) => {
    done(draining ? Object.assign(new Error('the server is shutting down'), { statusCode: 503 }) : undefined)
  })
}

/** The whole HTTP surface, without listening: tests drive it with `app.inject`. */
export async function buildApp({ config, services, dbKind, redis }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 5000 },
    // graceful shutdown: in-flight requests finish; new ones on a busy keep-alive connection get
    // our French 503 (refuseWhileDraining), not Fastify's English one
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    frameworkErrors: refuseBeforeRouting,
  })

  // REST schemas document and type the shims (OpenAPI); the input is validated once, by the
  // procedure, after authentication, so a visitor gets 401 rather than a 400 about the body.
  app.setValidatorCompiler(() => (data) => ({ value: data }))
  // Procedures validate their output (tRPC `.output`); the response schema is for the OpenAPI document.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data))

  // JSON and multipart only: Fastify's default text/plain parser would hand the procedures a string (→ 415 instead)
  app.removeContentTypeParser('text/plain')

  app.setErrorHandler(async (error, request, reply) => {
    const mapped = toErrorReply(error)
    setRetryAfter(reply, error)
    if (mapped.status >= 500) request.log.error({ err: error }, 'request failed')
    await discardUnreadBody(request.raw)
    if (request.url.startsWith('/trpc/')) {
      return reply.status(mapped.status).send(toTrpcEnvelope(mapped, request.url.includes('batch=1')))
    }
    return reply.status(mapped.status).send(mapped.body)
  })

  refuseWhileDraining(app)
  if (redis) {
    watchRedis(redis, app.log)
    listenForCacheClears(app, services.publicCache, redis, config.REDIS_KEY_PREFIX)
  }
  await registerSecurity(app, config)
  registerNoStore(app)
  await registerDocs(app)


  watchLimits(app, services.limiter)

  await app.register(async (rest) => {
    const shim = rest.withTypeProvider<ZodTypeProvider>()
    healthRoutes(shim, services, dbKind)
    authRoutes(shim, services)
    dashboardRoutes(shim, services)
    await courseRoutes(shim, services)
    await videoRoutes(shim, services)
    videoStreamRoutes(shim, services)
    studentRoutes(shim, services)
    accessRoutes(shim, services)
    studentSpaceRoutes(shim, services)
    siteRoutes(shim, services)
    paymentQrRoutes(shim, services)
    testimonialRoutes(shim, services)
    await announcementRoutes(shim, services)
    await freeCourseRoutes(shim, services)
    adminRoutes(shim, services)
    recruitmentRoutes(shim, services)
    await applicationRoutes(shim, services)
    await paymentRoutes(shim, services)
    instalmentRoutes(shim, services)
    couponRoutes(shim, services)
    await cardPaymentRoutes(shim, services)
    sessionRoutes(shim, services)
    calendarRoutes(shim, services)
    sessionRequestRoutes(shim, services)
    await notificationRoutes(shim, services)
    await examRoutes(shim, services)
    await questionBankRoutes(shim, services)
    playRoutes(shim, services)
    driveRoutes(shim, services)
  })
  await videoUploadRoutes(app, services, redis ? { redis, keyPrefix: config.REDIS_KEY_PREFIX } : undefined)

  await registerTrpc(app, services)
  await registerStatic(app, {
    webDist: existsSync(config.WEB_DIST_DIR) ? config.WEB_DIST_DIR : undefined,
    uploads: uploadsSource(config, services),
    publicUrl: () => services.settings.publicUrl,
    pageMeta: pageMetaResolver(services),
    procedures: publicProcedures(services),
  })

  app.setNotFoundHandler((request, reply) => {
    const api = request.url.startsWith('/api/') || request.url === '/api'
    return reply.status(404).send({ detail: api ? MESSAGES.apiNotFound : MESSAGES.notFound })
  })

  return app
}

/** Public uploads: from DATA_DIR/uploads on one machine, through the FileStore with S3_BUCKET. */
function uploadsSource(config: Config, services: Services) {
  if (config.S3_BUCKET) return { store: services.files }
  const dir = join(config.DATA_DIR, 'uploads')
  mkdirSync(dir, { recursive: true })
  return { dir }
}
