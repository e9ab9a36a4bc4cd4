import {
  requestEmailChangeInput,
  signedOutOutput,
  signOutDeviceInput,
  studentDeviceSchema,
  studentProfileSchema,
  studentRegisterOutput,
  updateProfileInput,
} from '@tutorat/contracts'
import { z } from 'zod'
import { myDevices, signOutDevice, signOutOtherDevices } from '../domain/student-profile/devices.ts'
import { requestEmailChange } from '../domain/student-profile/email.ts'
import { myProfile, updateProfile } from '../domain/student-profile/profile.ts'
import { profileProcedure } from '../limits/middleware.ts'
import { studentProcedure } from '../trpc.ts'

const savedProfile = studentProfileSchema.extend({ message: z.string() })

/**
 * « Mon profil » (issue 29), merged into the `student` router: a student reads and changes their
 * own account, never anyone else's (every id is looked up under `ctx.student`). No REST paths:
 * SPEC §7 documents none for these.
 */
export const studentProfileProcedures = {
  profile: studentProcedure.output(studentProfileSchema).query(({ ctx }) => myProfile(ctx.db, ctx.student.id)),
  updateProfile: profileProcedure
    .input(updateProfileInput)
    .output(savedProfile)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.student.id, input)),
  // a few an hour, like the unverified student's correction: each one may mail a link
  requestEmailChange: profileProcedure
    .use(async ({ ctx, next }) => {
      await ctx.limiter.consume('resetPerEmail', `student:${ctx.student.id}`)
      return next()
    })
    .input(requestEmailChangeInput)
    .output(studentRegisterOutput)
    .mutation(({ ctx, input }) => requestEmailChange(ctx, ctx.student, input.email, input.current_password)),
  devices: studentProcedure.output(z.array(studentDeviceSchema)).query(({ ctx }) => myDevices(ctx.db, ctx.student)),
  signOutDevice: profileProcedure
    .input(signOutDeviceInput)
    .output(signedOutOutput)
    .mutation(({ ctx, input }) => signOutDevice(ctx.db, ctx.student, input.id)),
  signOutOtherDevices: profileProcedure.output(signedOutOutput).mutation(({ ctx }) => signOutOtherDevices(ctx.db, ctx.student)),
}
