import { adminLoginOutput, adminUser, loginInput, verifyOutput } from '@tutorat/contracts'
import { loginAdmin } from '../domain/auth/login-admin.ts'
import { adminProcedure, publicProcedure, router } from '../trpc.ts'

export const authRouter = router({
  login: publicProcedure
    .input(loginInput)
    .output(adminLoginOutput)
    .mutation(({ ctx, input }) => loginAdmin(ctx, input)),

  me: adminProcedure.output(adminUser).query(({ ctx }) => ctx.admin),

  verify: adminProcedure.output(verifyOutput).query(({ ctx }) => ({ valid: true as const, user: ctx.admin })),
})
