import {
  changeEmailInput,
  changePasswordInput,
  googleLoginInput,
  idParam,
  joinInput,
  joinOutput,
  markSeenInput,
  messageOutput,
  myCourseSchema,
  NOTIFICATION_MESSAGES,
  passwordResetConfirmInput,
  passwordResetInput,
  redeemCodeInput,
  resendVerificationInput,
  setPasswordInput,
  STUDENT_SPACE_MESSAGES,
  studentCourseSchema,
  studentLoginInput,
  studentLoginOutput,
  studentRegisterInput,
  studentRegisterOutput,
  studentVerifyOutput,
  studentVideoSchema,
  VERIFICATION_MESSAGES,
  verifyEmailInput,
} from '@tutorat/contracts'
import { z } from 'zod'
import { googleLogin } from '../domain/student-auth/google.ts'
import { changeStudentPassword, loginStudent, setPasswordFromLink, signedIn } from '../domain/student-auth/login.ts'
import { registerStudent } from '../domain/student-auth/register.ts'
import { withinMailCap } from '../domain/student-auth/mail-cap.ts'
import { findSignedInStudent } from '../domain/student-auth/me.ts'
import { requestPasswordReset } from '../domain/student-auth/reset.ts'
import { changeEmail, resendVerification, verifyEmail } from '../domain/student-auth/verification.ts'
import { markSeen, myCourse, myCourses, myCourseVideos } from '../domain/student-space/courses.ts'
import { redeemAccessCode, redeemJoinLink } from '../domain/student-space/join.ts'
import { conflict } from '../errors.ts'
import { limited, profileProcedure, redemptionProcedure } from '../limits/middleware.ts'
import { publicProcedure, router, studentProcedure } from '../trpc.ts'
import { studentProfileProcedures } from './student-profile.ts'

const byCourse = z.object({ id: idParam })
const signedInWithMessage = studentLoginOutput.extend({ message: z.string() })

/** The student space (SPEC §7 "Student space") and how a student signs in. */
export const studentRouter = router({
  login: publicProcedure.use(limited('signIn')).input(studentLoginInput).output(studentLoginOutput).mutation(({ ctx, input }) => loginStudent(ctx, input)),
  googleLogin: publicProcedure.use(limited('signIn')).input(googleLoginInput).output(studentLoginOutput).mutation(({ ctx, input }) => googleLogin(ctx, input.credential)),
  setPassword: publicProcedure
    .use(limited('signIn'))
    .input(setPasswordInput)
    .output(studentLoginOutput)
    .mutation(({ ctx, input }) => setPasswordFromLink(ctx, 'invite', input.token, input.password)),
  register: publicProcedure
    .use(limited('publicForm'))
    .input(studentRegisterInput)
    .output(studentRegisterOutput)
    .mutation(({ ctx, input }) => registerStudent(ctx, input)),
  verifyEmail: publicProcedure
    .use(limited('signIn'))
    .input(verifyEmailInput)
    .output(signedInWithMessage)
    .mutation(({ ctx, input }) => verifyEmail(ctx, input.token)),
  resendVerification: publicProcedure
    .use(limited('publicForm'))
    .input(resendVerificationInput)
    .output(messageOutput)
    .mutation(async ({ ctx, input }) => resendVerification(ctx, input.email, await withinMailCap(ctx, input.email))),
  // DESIGN §15: an unverified student corrects the address (or asks the link again), a few times an hour
  changeEmail: studentProcedure
    .use(async ({ ctx, next }) => {
      if (ctx.student.email_verified) throw conflict(VERIFICATION_MESSAGES.alreadyVerified)
      await ctx.limiter.consume('resetPerEmail', `student:${ctx.student.id}`)
      return next()
    })
    .input(changeEmailInput)
    .output(studentRegisterOutput)
    .mutation(async ({ ctx, input }) => changeEmail(ctx, ctx.student, input.email, await withinMailCap(ctx, input.email))),
  requestPasswordReset: publicProcedure
    .use(limited('publicForm'))
    .input(passwordResetInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input.email)),
  resetPassword: publicProcedure
    .use(limited('signIn'))
    .input(passwordResetConfirmInput)
    .output(signedInWithMessage)
    .mutation(async ({ ctx, input }) => ({
      ...(await setPasswordFromLink(ctx, 'reset', input.token, input.password)),
      message: NOTIFICATION_MESSAGES.passwordReset,
    })),

  verify: studentProcedure.output(studentVerifyOutput).query(async ({ ctx }) => {
    const user = await findSignedInStudent(ctx.db, ctx.student.id)
    if (!user) throw new Error('authenticated student vanished')
    return { valid: true as const, user }
  }),
  // « Mon profil » (issue 29): limited per student like the profile's other changes (a guessed current password)
  changePassword: profileProcedure
    .input(changePasswordInput)
    .output(signedInWithMessage)
    .mutation(async ({ ctx, input }) => {
      await changeStudentPassword(ctx.db, ctx.student.id, input.current_password, input.new_password)
      return { ...(await signedIn(ctx, ctx.student.id)), message: STUDENT_SPACE_MESSAGES.passwordChanged }
    }),

  myCourses: studentProcedure.output(z.array(myCourseSchema)).query(({ ctx }) => myCourses(ctx.db, ctx.student.id)),
  course: studentProcedure.input(byCourse).output(studentCourseSchema).query(({ ctx, input }) => myCourse(ctx.db, ctx.student.id, input.id)),
  courseVideos: studentProcedure
    .input(byCourse)
    .output(z.array(studentVideoSchema))
    .query(({ ctx, input }) => myCourseVideos(ctx.db, ctx.student.id, input.id)),
  markSeen: studentProcedure
    .input(markSeenInput)
    .output(z.object({ video_id: z.number().int(), seen: z.boolean() }))
    .mutation(({ ctx, input }) => markSeen(ctx.db, ctx.student.id, input.video_id, input.seen)),
  redeemCode: redemptionProcedure.input(redeemCodeInput).output(joinOutput).mutation(({ ctx, input }) => redeemAccessCode(ctx.db, ctx.settings.jwtSecret, ctx.student.id, input.code)),
  join: redemptionProcedure.input(joinInput).output(joinOutput).mutation(({ ctx, input }) => redeemJoinLink(ctx.db, ctx.settings, ctx.student.id, input.token)),
  ...studentProfileProcedures,
})
