// 1. init  2. the base procedure (database faults → 503)  3. the four role procedures.
import { MESSAGES, VERIFICATION_MESSAGES } from '@tutorat/contracts'
import { initTRPC, TRPCError } from '@trpc/server'
import { ZodError } from 'zod'
import { authenticateAdmin } from './auth/authenticate.ts'
import { authenticateStudent } from './auth/authenticate-student.ts'
import type { Context } from './context.ts'
import { requireTwoFactorSetup } from './domain/two-factor/gate.ts'
import { isInvalidText, isOutOfRange, isServiceUnavailable } from './errors.ts'
import { transportMessage } from './trpc-errors.ts'

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
  return transportMessage(error) ?? error.message
}

/** `allowWithoutTwoFactor`: reachable by a super admin who has yet to enrol (REQUIRE_ADMIN_2FA). */
export interface ProcedureMeta {
  allowWithoutTwoFactor?: boolean
}

const t = initTRPC.context<Context>().meta<ProcedureMeta>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    return { ...shape, message: publicMessage(error), data: { ...shape.data, stack: undefined, errors: zodIssues(error) } }
  },
})

export const router = t.router
export const createCallerFactory = t.createCallerFactory
export const middleware = t.middleware

/** What a database or storage fault becomes for the caller (503, or a French 400), if it is one. */
export function mappedFault(error: TRPCError): TRPCError | undefined {
  if (isServiceUnavailable(error.cause)) return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.serviceUnavailable, cause: error })
  if (isInvalidText(error.cause)) return new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.invalidCharacters, cause: error })
  // the contracts bound every id (issue 13); this catches a number one of them missed: a 400, not a 500
  if (isOutOfRange(error.cause)) return new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.badRequest, cause: error })
  return undefined
}

/** The first level of every procedure (trpc-compact.ts merges it with a public procedure's tail). */
export const faultsMiddleware = middleware(async ({ next }) => {
  const result = await next()
  const fault = result.ok ? undefined : mappedFault(result.error)
  if (fault) throw fault
  return result
})

const baseProcedure = t.procedure.use(faultsMiddleware)

export const publicProcedure = baseProcedure

export const adminProcedure = baseProcedure.use(async ({ ctx, type, meta, next }) => {
  const admin = await authenticateAdmin(ctx)
  await requireTwoFactorSetup(ctx, admin, meta?.allowWithoutTwoFactor === true)
  const result = await next({ ctx: { admin } })
  // only admins change what visitors read: after their change no visitor gets the list from before
  if (type === 'mutation' && result.ok) await ctx.publicCache.clear()
  return result
})

export const superAdminProcedure = adminProcedure.use(({ ctx, next }) => {
  if (!ctx.admin.is_super_admin) throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.superAdminOnly })
  return next({ ctx: { admin: ctx.admin } })
})

/**
 * What a student whose address is not confirmed yet may call (DESIGN §15): their own account,
 * to read it and to correct the address. Everything else answers 403 until the link is opened.
 */
const UNVERIFIED_ALLOWED: ReadonlySet<string> = new Set(['student.verify', 'student.changeEmail'])

export const studentProcedure = baseProcedure.use(async ({ ctx, path, next }) => {
  const student = await authenticateStudent(ctx)
  if (!student.email_verified && !UNVERIFIED_ALLOWED.has(path)) throw new TRPCError({ code: 'FORBIDDEN', message: VERIFICATION_MESSAGES.unverified })
  return next({ ctx: { student } })
})
