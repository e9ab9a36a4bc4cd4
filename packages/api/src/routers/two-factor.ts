import { recoveryCodesOutput, twoFactorConfirmInput, twoFactorDisableInput, twoFactorEnabledOutput, twoFactorSetup, twoFactorStatus, totpCode } from '@tutorat/contracts'
import { z } from 'zod'
import { confirmTwoFactor, disableTwoFactor, regenerateRecoveryCodes, startTwoFactor, twoFactorStatus as readStatus } from '../domain/two-factor/enrolment.ts'
import { adminProcedure, router } from '../trpc.ts'

// The signed-in admin's own two-factor sign-in (« Mon profil »). Reachable before enrolment
// even when REQUIRE_ADMIN_2FA makes it mandatory: that is how one gets out of the gate.
const enrolment = adminProcedure.meta({ allowWithoutTwoFactor: true })

export const twoFactorRouter = router({
  status: enrolment.output(twoFactorStatus).query(({ ctx }) => readStatus(ctx, ctx.admin)),
  start: enrolment.output(twoFactorSetup).mutation(({ ctx }) => startTwoFactor(ctx, ctx.admin)),
  confirm: enrolment.input(twoFactorConfirmInput).output(twoFactorEnabledOutput).mutation(({ ctx, input }) => confirmTwoFactor(ctx, ctx.admin, input.code)),
  regenerateRecoveryCodes: adminProcedure
    .input(z.object({ code: totpCode }))
    .output(recoveryCodesOutput)
    .mutation(({ ctx, input }) => regenerateRecoveryCodes(ctx, ctx.admin, input.code)),
  disable: adminProcedure
    .input(twoFactorDisableInput)
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) => disableTwoFactor(ctx, ctx.admin, input)),
})
