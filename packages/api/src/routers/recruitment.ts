import {
  idParam,
  jobOfferAdminListInput,
  jobOfferAdminSchema,
  jobOfferCreateInput,
  jobOfferListInput,
  jobOfferSchema,
  jobOfferUpdateInput,
  offerDeleteOutput,
  RECRUITMENT_MESSAGES,
  recruitmentStatsSchema,
} from '@tutorat/contracts'
import { z } from 'zod'
import {
  createOffer,
  deleteOffer,
  listAdminOffers,
  listOpenOffers,
  loadOffer,
  loadPublicOffer,
  recruitmentStats,
  toggleOffer,
  updateOffer,
} from '../domain/recruitment/offers.ts'
import { publicProcedure, router, superAdminProcedure } from '../trpc.ts'

const byId = z.object({ id: idParam })

/** Job offers (SPEC §7 "Recruitment"): visitors read open ones, super admins manage them. */
export const recruitmentRouter = router({
  list: publicProcedure
    .input(jobOfferListInput)
    .output(z.array(jobOfferSchema))
    .query(({ ctx, input }) => ctx.publicCache.read(`recruitment.list:${JSON.stringify(input)}`, () => listOpenOffers(ctx.db, input))),
  get: publicProcedure.input(byId).output(jobOfferSchema).query(({ ctx, input }) => loadPublicOffer(ctx.db, input.id)),

  adminList: superAdminProcedure
    .input(jobOfferAdminListInput)
    .output(z.array(jobOfferAdminSchema))
    .query(({ ctx, input }) => listAdminOffers(ctx.db, input)),
  adminGet: superAdminProcedure.input(byId).output(jobOfferAdminSchema).query(({ ctx, input }) => loadOffer(ctx.db, input.id)),
  stats: superAdminProcedure.output(recruitmentStatsSchema).query(({ ctx }) => recruitmentStats(ctx.db)),
  create: superAdminProcedure.input(jobOfferCreateInput).output(jobOfferAdminSchema).mutation(({ ctx, input }) => createOffer(ctx.db, ctx.admin, input)),
  update: superAdminProcedure.input(jobOfferUpdateInput).output(jobOfferAdminSchema).mutation(({ ctx, input }) => updateOffer(ctx.db, input)),
  toggle: superAdminProcedure.input(byId).output(jobOfferAdminSchema).mutation(({ ctx, input }) => toggleOffer(ctx.db, input.id)),
  /** Deletes the offer with its applications and their CVs (the client confirms with `applications_count`). */
  delete: superAdminProcedure
    .input(byId)
    .output(offerDeleteOutput)
    .mutation(async ({ ctx, input }) => {
      const { applications_deleted } = await deleteOffer(ctx.db, ctx.privateFiles, input.id)
      const message = applications_deleted ? RECRUITMENT_MESSAGES.offerDeletedWithApplications(applications_deleted) : RECRUITMENT_MESSAGES.offerDeleted
      return { message, applications_deleted }
    }),
})
