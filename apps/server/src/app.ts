import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Services } from '@tutorat/api'
import { MESSAGES } from '@tutorat/contracts'
import type { DbKind } from '@tutorat/db'
import Fastify, { type FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import { toErrorReply, toTrpcEnvelope } from './errors.ts'
import { registerDocs } from './plugins/docs.ts'
import { registerSecurity } from './plugins/security.ts'
import { registerStatic } from './plugins/static.ts'
import { registerTrpc } from './plugins/trpc.ts'
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
import { recruitmentRoutes } from './rest/recruitment.ts'
import { applicationRoutes } from './rest/applications.ts'

export interface AppDeps {
  config: Config
  services: Services
  dbKind: DbKind
}

/** The whole HTTP surface, without listening: tests drive it with `app.inject`. */
export async function buildApp({ config, services, dbKind }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, redact: ['req.headers.authorization'] },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 5000 },
    // graceful shutdown: stop taking requests, let in-flight ones finish
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  })

  // REST schemas document and type the shims (OpenAPI); the input is validated once, by the
  // procedure, after authentication, so a visitor gets 401 rather than a 400 about the body.
  app.setValidatorCompiler(() => (data) => ({ value: data }))
  // Procedures validate their output (tRPC `.output`); the response schema is for the OpenAPI document.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data))

  app.setErrorHandler((error, request, reply) => {
    const mapped = toErrorReply(error)
    if (mapped.status >= 500) request.log.error({ err: error }, 'request failed')
    if (request.url.startsWith('/trpc/')) {
      return reply.status(mapped.status).send(toTrpcEnvelope(mapped, request.url.includes('batch=1')))
    }
    return reply.status(mapped.status).send(mapped.body)
  })

  await registerSecurity(app, config)
  await registerDocs(app)

  const uploadsDir = join(config.DATA_DIR, 'uploads')
  mkdirSync(uploadsDir, { recursive: true })

  const loginLimit = app.rateLimit({
    max: config.LOGIN_RATE_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => `login:${request.ip}`,
  })

  // public forms (testimonials, applications): a few per IP, enough for a family sharing a phone
  const formLimit = app.rateLimit({
    max: config.FORM_RATE_PER_10_MINUTES,
    timeWindow: '10 minutes',
    keyGenerator: (request) => `form:${request.ip}`,
  })

  await app.register(async (rest) => {
    const shim = rest.withTypeProvider<ZodTypeProvider>()
    healthRoutes(shim, services, dbKind)
    authRoutes(shim, services, loginLimit)
    dashboardRoutes(shim, services)
    await courseRoutes(shim, services)
    videoRoutes(shim, services)
    studentRoutes(shim, services)
    accessRoutes(shim, services)
    studentSpaceRoutes(shim, services, loginLimit)
    siteRoutes(shim, services)
    paymentQrRoutes(shim, services)
    testimonialRoutes(shim, services, formLimit)
    await announcementRoutes(shim, services)
    await freeCourseRoutes(shim, services)
    adminRoutes(shim, services)
    recruitmentRoutes(shim, services)
    await applicationRoutes(shim, services, formLimit)
  })

  await registerTrpc(app, services, { login: loginLimit, form: formLimit })
  await registerStatic(app, { webDist: existsSync(config.WEB_DIST_DIR) ? config.WEB_DIST_DIR : undefined, uploadsDir })

  app.setNotFoundHandler((request, reply) => {
    const api = request.url.startsWith('/api/') || request.url === '/api'
    return reply.status(404).send({ detail: api ? MESSAGES.apiNotFound : MESSAGES.notFound })
  })

  return app
}
