import {
  adminAnnouncementSchema,
  ANNOUNCEMENT_MESSAGES,
  announcementCreateInput,
  announcementListInput,
  announcementSchema,
  announcementUpdateInput,
  deleteOutput,
  idParam,
} from '@tutorat/contracts'
import { z } from 'zod'
import {
  createAnnouncement,
  deleteAnnouncement,
  getActiveAnnouncement,
  listActiveAnnouncements,
  listAnnouncements,
  toggleAnnouncement,
  updateAnnouncement,
} from '../domain/announcements/manage.ts'
import { publicProcedure, router, superAdminProcedure } from '../trpc.ts'

const byId = z.object({ id: idParam })
/** Image bytes arrive through the multipart REST shim (in-process); JSON callers send none. */
const image = z.instanceof(Uint8Array).optional()

export const announcementsRouter = router({
  /** Visitors only ever see active ones, whatever they ask. */
  list: publicProcedure.input(announcementListInput).output(z.array(announcementSchema)).query(({ ctx }) => ctx.publicCache.read('announcements.list', () => listActiveAnnouncements(ctx.db))),
  /** One formation's page; cached by id like the list (any admin mutation empties both). */
  get: publicProcedure
    .input(byId)
    .output(announcementSchema)
    .query(({ ctx, input }) => ctx.publicCache.read(`announcements.get:${input.id}`, () => getActiveAnnouncement(ctx.db, input.id))),

  adminList: superAdminProcedure.output(z.array(adminAnnouncementSchema)).query(({ ctx }) => listAnnouncements(ctx.db)),
  create: superAdminProcedure
    .input(announcementCreateInput.extend({ image }))
    .output(adminAnnouncementSchema)
    .mutation(({ ctx, input: { image: bytes, ...fields } }) => createAnnouncement(ctx.db, ctx.files, ctx.admin.id, fields, bytes)),
  update: superAdminProcedure
    .input(announcementUpdateInput.extend({ image }))
    .output(adminAnnouncementSchema)
    .mutation(({ ctx, input: { image: bytes, ...fields } }) => updateAnnouncement(ctx.db, ctx.files, fields, bytes)),
  toggle: superAdminProcedure.input(byId).output(adminAnnouncementSchema).mutation(({ ctx, input }) => toggleAnnouncement(ctx.db, input.id)),
  delete: superAdminProcedure
    .input(byId)
    .output(deleteOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteAnnouncement(ctx.db, ctx.files, input.id)
      return { message: ANNOUNCEMENT_MESSAGES.deleted }
    }),
})
