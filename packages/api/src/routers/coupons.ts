import {
  couponDeleteOutput,
  couponFilter,
  couponCreateInput,
  couponListInput,
  couponMessageOutput,
  couponSchema,
  couponUpdateInput,
  idParam,
  referralSchema,
} from '@tutorat/contracts'
import { z } from 'zod'
import { createCoupon, deleteCoupon, exportCoupons, listCoupons, loadCoupon, updateCoupon } from '../domain/coupons/manage.ts'
import { myReferral } from '../domain/coupons/referral.ts'
import { router, studentProcedure, superAdminProcedure } from '../trpc.ts'

const byId = z.object({ id: idParam })

/** DESIGN §18: promo codes (super admins) and the student's own referral code. */
export const couponsRouter = router({
  list: superAdminProcedure.input(couponListInput).output(z.array(couponSchema)).query(({ ctx, input }) => listCoupons(ctx.db, input)),
  get: superAdminProcedure.input(byId).output(couponSchema).query(({ ctx, input }) => loadCoupon(ctx.db, input.id)),
  create: superAdminProcedure.input(couponCreateInput).output(couponMessageOutput).mutation(({ ctx, input }) => createCoupon(ctx.db, input)),
  update: superAdminProcedure.input(couponUpdateInput).output(couponMessageOutput).mutation(({ ctx, input }) => updateCoupon(ctx.db, input)),
  delete: superAdminProcedure.input(byId).output(couponDeleteOutput).mutation(({ ctx, input }) => deleteCoupon(ctx.db, input.id)),
  /** Rows of the CSV export; the REST shim writes the file. */
  export: superAdminProcedure.input(couponFilter).output(z.array(couponSchema)).query(({ ctx, input }) => exportCoupons(ctx.db, input)),
  /** Made on first ask, then the same code for good. */
  myReferral: studentProcedure.output(referralSchema).query(({ ctx }) => myReferral(ctx.db, ctx.student.id, ctx.settings.publicUrl)),
})
