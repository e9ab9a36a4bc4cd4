import { heartbeatInput, heartbeatOutput, playHistoryEntrySchema, playHistoryInput, playInput, playOutput, playTraceSchema, traceInput } from '@tutorat/contracts'
import { z } from 'zod'
import { heartbeat } from '../domain/plays/heartbeat.ts'
import { startPlay, streamKeys } from '../domain/plays/start.ts'
import { playHistory, traceCode } from '../domain/plays/trace.ts'
import { playProcedure } from '../limits/middleware.ts'
import { adminProcedure, router, studentProcedure } from '../trpc.ts'

/** DESIGN §16: every view attributed (play, heartbeat), one stream per account, leak tracing. */
export const playsRouter = router({
  start: playProcedure.input(playInput).output(playOutput).mutation(({ ctx, input }) => startPlay(ctx, ctx.student, input.id)),
  heartbeat: studentProcedure
    .input(heartbeatInput)
    .output(heartbeatOutput)
    .mutation(({ ctx, input }) => heartbeat(ctx.db, ctx.student, input.play_id, input.position_seconds, streamKeys(ctx))),
  trace: adminProcedure.input(traceInput).output(playTraceSchema).query(({ ctx, input }) => traceCode(ctx.db, ctx.admin, input.code)),
  history: adminProcedure
    .input(playHistoryInput)
    .output(z.array(playHistoryEntrySchema))
    .query(({ ctx, input }) => playHistory(ctx.db, ctx.admin, input.id, input)),
})
