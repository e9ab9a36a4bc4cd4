import {
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
  list: publicProcedure.input(announcementListInput).output(z.array(announcementSchema)).query(({ ctx }) => ctx.publicCache.read('announcements.list', () => listAnnouncements(ctx.db, true))),

  adminList: superAdminProcedure.output(z.array(announcementSchema)).query(({ ctx }) => listAnnouncements(ctx.db, false)),
  create: superAdminProcedure
    .input(announcementCreateInput.extend({ image }))
    .output(announcementSchema)
    .mutation(({ ctx, input: { image: bytes, ...fields } }) => createAnnouncement(ctx.db, ctx.files, ctx.admin.id, fields, bytes)),
  update: superAdminProcedure
    .input(announcementUpdateInput.extend({ image }))
    .output(announcementSchema)
    .mutation(({ ctx, input: { image: bytes, ...fields } }) => updateAnnouncement(ctx.db, ctx.files, fields, bytes)),
  toggle: superAdminProcedure.input(byId).output(announcementSchema).mutation(({ ctx, input }) => toggleAnnouncement(ctx.db, input.id)),
  delete: superAdminProcedure
    .input(byId)
    .output(deleteOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteAnnouncement(ctx.db, ctx.files, input.id)
      return { message: ANNOUNCEMENT_MESSAGES.deleted }
    }),
})
