import { driveAuditSchema, driveProgressSchema, driveStatusSchema, idParam, googleAccountInput, googleAccountOutput, googleAccountSchema } from '@tutorat/contracts'
import { auditSharing, fixSharing } from '../domain/drive/audit.ts'
import { googleAccount, linkGoogleAccount, unlinkGoogleAccount } from '../domain/drive/google-account.ts'
import { courseDriveProgress } from '../domain/drive/progress.ts'
import { driveStatus } from '../domain/drive/status.ts'
import { limited } from '../limits/middleware.ts'
import { adminProcedure, router, studentProcedure, superAdminProcedure } from '../trpc.ts'
import { z } from 'zod'

// DESIGN §16: the Google Drive connection (back office) and the student's Google account.
export const driveRouter = router({
  status: superAdminProcedure.output(driveStatusSchema).query(({ ctx }) => driveStatus(ctx.db, ctx.drive)),
  courseProgress: adminProcedure
    .input(z.object({ course_id: idParam }))
    .output(driveProgressSchema)
    .query(({ ctx, input }) => courseDriveProgress(ctx.db, ctx.admin, input.course_id)),
  /** « Vérifier le partage » (and `npm run admin -- drive-audit`) */
  audit: superAdminProcedure.output(driveAuditSchema).mutation(({ ctx }) => auditSharing(ctx.db, ctx.drive)),
  /** « Corriger » (and `drive-audit --fix`) */
  fixSharing: superAdminProcedure.output(driveAuditSchema).mutation(({ ctx }) => fixSharing(ctx.db, ctx.drive)),

  googleAccount: studentProcedure.output(googleAccountSchema).query(({ ctx }) => googleAccount(ctx.db, ctx.student.id)),
  // the same per-IP limit as Google sign-in: each call checks a token against Google's keys
  linkGoogleAccount: studentProcedure
    .use(limited('signIn'))
    .input(googleAccountInput)
    .output(googleAccountOutput)
    .mutation(({ ctx, input }) => linkGoogleAccount(ctx, ctx.student.id, input.credential)),
  unlinkGoogleAccount: studentProcedure.output(googleAccountOutput).mutation(({ ctx }) => unlinkGoogleAccount(ctx.db, ctx.student.id)),
})
