import { ADMIN_MESSAGES, adminCreateInput, adminSchema, adminUpdateInput, idParam, profileUpdateInput, unlockSignInInput } from '@tutorat/contracts'
import { z } from 'zod'
import { createAdmin, deleteAdmin, listAdmins, loadAdmin, toggleAdmin, updateAdmin, updateProfile } from '../domain/admins/manage.ts'
import { resetTwoFactor } from '../domain/two-factor/enrolment.ts'
import { unlockSignIn } from '../limits/lockout.ts'
import { adminProcedure, router, superAdminProcedure } from '../trpc.ts'

const byId = z.object({ id: idParam })

/** SPEC §7 "Admins": only super admins manage others; everyone edits their own profile. */
export const adminsRouter = router({
  list: superAdminProcedure.output(z.array(adminSchema)).query(({ ctx }) => listAdmins(ctx.db)),
  get: superAdminProcedure.input(byId).output(adminSchema).query(({ ctx, input }) => loadAdmin(ctx.db, input.id)),
  create: superAdminProcedure.input(adminCreateInput).output(adminSchema).mutation(({ ctx, input }) => createAdmin(ctx.db, input)),
  update: superAdminProcedure.input(adminUpdateInput).output(adminSchema).mutation(({ ctx, input }) => updateAdmin(ctx.db, ctx.admin, input)),
  toggle: superAdminProcedure.input(byId).output(adminSchema).mutation(({ ctx, input }) => toggleAdmin(ctx.db, ctx.admin, input.id)),
  delete: superAdminProcedure
    .input(byId)
    .output(z.object({ message: z.string(), transferred_courses: z.number().int() }))
    .mutation(async ({ ctx, input }) => ({ message: ADMIN_MESSAGES.deleted, ...(await deleteAdmin(ctx.db, ctx.admin, input.id)) })),
  /** Lost phone: turns the admin's two-factor sign-in off and ends their sessions. */
  resetTwoFactor: superAdminProcedure
    .input(byId)
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => resetTwoFactor(ctx, ctx.admin, input.id)),
  /** A locked-out owner (their own failures, or a hundred of a stranger's): signs in again at once. */
  unlockSignIn: superAdminProcedure
    .input(unlockSignInInput)
    .output(z.object({ message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await unlockSignIn(ctx, input.email)
      return { message: ADMIN_MESSAGES.signInUnlocked }
    }),
  updateProfile: adminProcedure.input(profileUpdateInput).output(adminSchema).mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.admin, input)),
})
