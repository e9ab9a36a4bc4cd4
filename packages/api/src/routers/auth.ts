import { adminLoginOutput, adminUser, loginInput, verifyOutput } from '@tutorat/contracts'
import { loginAdmin } from '../domain/auth/login-admin.ts'
import { adminProcedure, publicProcedure, router, superAdminProcedure } from '../trpc.ts'

export const authRouter = router({
  login: publicProcedure
    .input(loginInput)
    .output(adminLoginOutput)
    .mutation(({ ctx, input }) => loginAdmin(ctx, input)),

  me: adminProcedure.output(adminUser).query(({ ctx }) => ctx.admin),

  /** The signed-in super admin, or 401/403: lets upload shims refuse before reading a body. */
  superAdmin: superAdminProcedure.output(adminUser).query(({ ctx }) => ctx.admin),

  verify: adminProcedure.output(verifyOutput).query(({ ctx }) => ({ valid: true as const, user: ctx.admin })),
})
