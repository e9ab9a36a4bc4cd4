import { ADMIN_MESSAGES, adminCreateInput, adminSchema, adminUpdateInput, idParam, profileUpdateInput } from '@tutorat/contracts'
import { z } from 'zod'
import { createAdmin, deleteAdmin, listAdmins, loadAdmin, toggleAdmin, updateAdmin, updateProfile } from '../domain/admins/manage.ts'
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
  updateProfile: adminProcedure.input(profileUpdateInput).output(adminSchema).mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.admin, input)),
})
