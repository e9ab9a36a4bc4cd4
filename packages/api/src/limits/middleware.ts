import { middleware, studentProcedure } from '../trpc.ts'
import type { LimitPolicy } from './limiter.ts'

/**
 * A limit counted inside the procedure, keyed by IP: a REST call, a tRPC call, each call of a batch
 * and every spelling of the path count alike (DESIGN §6). Put it before `.input()` so that a
 * malformed attempt counts too.
 */
export const limited = (policy: LimitPolicy) =>
  middleware(async ({ ctx, next }) => {
    await ctx.limiter.consume(policy, ctx.ip)
    return next()
  })

/** Redeeming a course code or a join link (DESIGN §5): limited per IP and per student. */
export const redemptionProcedure = studentProcedure.use(limited('redeemPerIp')).use(async ({ ctx, next }) => {
  await ctx.limiter.consume('redeemPerStudent', `student:${ctx.student.id}`)
  return next()
})

/** What a student does to their payment requests (DESIGN §11): limited per student, whatever the IP. */
export const paymentProcedure = studentProcedure.use(async ({ ctx, next }) => {
  await ctx.limiter.consume('paymentPerStudent', `student:${ctx.student.id}`)
  return next()
})

/** Starting, answering and submitting papers (DESIGN §13): limited per student, whatever the IP. */
export const examProcedure = studentProcedure.use(async ({ ctx, next }) => {
  await ctx.limiter.consume('examPerStudent', `student:${ctx.student.id}`)
  return next()
})

/** What a student changes of their own account (issue 29): limited per student, whatever the IP. */
export const profileProcedure = studentProcedure.use(async ({ ctx, next }) => {
  await ctx.limiter.consume('profilePerStudent', `student:${ctx.student.id}`)
  return next()
})

/** Starting a video (DESIGN §16): limited per student, whatever the IP. */
export const playProcedure = studentProcedure.use(async ({ ctx, next }) => {
  await ctx.limiter.consume('playPerStudent', `student:${ctx.student.id}`)
  return next()
})
