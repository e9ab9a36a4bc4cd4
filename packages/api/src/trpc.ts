// 1. init  2. the base procedure (database faults → 503)  3. the four role procedures.
import { MESSAGES } from '@tutorat/contracts'
import { initTRPC, TRPCError } from '@trpc/server'
import { ZodError } from 'zod'
import { authenticateAdmin } from './auth/authenticate.ts'
import { authenticateStudent } from './auth/authenticate-student.ts'
import type { Context } from './context.ts'
import { isInvalidText, isServiceUnavailable } from './errors.ts'

export interface IssueSummary {
  path: (string | number)[]
  message: string
}

function zodIssues(error: TRPCError): IssueSummary[] | undefined {
  if (!(error.cause instanceof ZodError)) return undefined
  return error.cause.issues.map((issue) => ({
    path: issue.path.filter((p): p is string | number => typeof p !== 'symbol'),
    message: issue.message,
  }))
}

/** The French sentence a user sees for any error (never a stack, never a raw zod dump). */
export function publicMessage(error: TRPCError): string {
  const issues = zodIssues(error)
  if (issues) return issues[0]?.message ?? MESSAGES.badRequest
  if (error.code === 'INTERNAL_SERVER_ERROR') return MESSAGES.internalError
  return error.message
}

const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    return { ...shape, message: publicMessage(error), data: { ...shape.data, stack: undefined, errors: zodIssues(error) } }
  },
})

export const router = t.router
export const createCallerFactory = t.createCallerFactory
export const middleware = t.middleware

const baseProcedure = t.procedure.use(async ({ next }) => {
  const result = await next()
  if (!result.ok && isServiceUnavailable(result.error.cause)) {
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.serviceUnavailable, cause: result.error })
  }
  if (!result.ok && isInvalidText(result.error.cause)) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.invalidCharacters, cause: result.error })
  }
  return result
})

export const publicProcedure = baseProcedure

export const adminProcedure = baseProcedure.use(async ({ ctx, type, next }) => {
  const admin = await authenticateAdmin(ctx)
  const result = await next({ ctx: { admin } })
  // only admins change what visitors read: after their change no visitor gets the list from before
  if (type === 'mutation' && result.ok) ctx.publicCache.clear()
  return result
})

export const superAdminProcedure = adminProcedure.use(({ ctx, next }) => {
  if (!ctx.admin.is_super_admin) throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.superAdminOnly })
  return next({ ctx: { admin: ctx.admin } })
})

export const studentProcedure = baseProcedure.use(async ({ ctx, next }) => {
  const student = await authenticateStudent(ctx)
  return next({ ctx: { student } })
})
