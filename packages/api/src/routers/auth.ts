import { adminLoginOutput, adminSession, adminUser, loginInput, loginTwoFactorInput, verifyOutput } from '@tutorat/contracts'
import { loginAdmin } from '../domain/auth/login-admin.ts'
import { loginTwoFactor } from '../domain/two-factor/sign-in.ts'
import { limited } from '../limits/middleware.ts'
import { adminProcedure, publicProcedure, router, superAdminProcedure } from '../trpc.ts'

/** Reading oneself stays open to a super admin who must still enrol (REQUIRE_ADMIN_2FA). */
const self = adminProcedure.meta({ allowWithoutTwoFactor: true })

export const authRouter = router({
  /** The session, or `{two_factor_required, challenge_token}` for an admin with two-factor sign-in. */
  login: publicProcedure
    .use(limited('signIn'))
    .input(loginInput)
    .output(adminLoginOutput)
    .mutation(({ ctx, input }) => loginAdmin(ctx, input)),

  loginTwoFactor: publicProcedure
    .use(limited('signIn'))
    .input(loginTwoFactorInput)
    .output(adminSession)
    .mutation(({ ctx, input }) => loginTwoFactor(ctx, input)),

  me: self.output(adminUser).query(({ ctx }) => ctx.admin),

  /** The signed-in super admin, or 401/403: lets upload shims refuse before reading a body. */
  superAdmin: superAdminProcedure.output(adminUser).query(({ ctx }) => ctx.admin),

  verify: self.output(verifyOutput).query(({ ctx }) => ({ valid: true as const, user: ctx.admin })),
})
