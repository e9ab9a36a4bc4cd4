import {
  adminAnnouncementSchema,
  ANNOUNCEMENT_MESSAGES,
  announcementCreateInput,
  announcementListInput,
  announcementSchema,
  announcementUpdateInput,
  deleteOutput,
  formationPreviewSchema,
  formationSchema,
  idParam,
  teacherPhotoOutput,
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
import { formationPreview, previewKeys } from '../domain/announcements/preview.ts'
import { storeTeacherPhoto } from '../domain/announcements/teacher-photos.ts'
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
    .output(formationSchema)
    .query(({ ctx, input }) => ctx.publicCache.read(`announcements.get:${input.id}`, () => getActiveAnnouncement(ctx.db, input.id))),
  /** The free preview's address (never cached: a hosted file's is signed for a few minutes). */
  preview: publicProcedure
    .input(byId)
    .output(formationPreviewSchema)
    .query(({ ctx, input }) => formationPreview(ctx.db, previewKeys(ctx), input.id)),

  adminList: superAdminProcedure.output(z.array(adminAnnouncementSchema)).query(({ ctx }) => listAnnouncements(ctx.db)),
  create: superAdminProcedure
    .input(announcementCreateInput.extend({ image }))
    .output(adminAnnouncementSchema)
    .mutation(({ ctx, input: { image: bytes, ...fields } }) => createAnnouncement(ctx.db, ctx.files, ctx.admin.id, fields, bytes)),
  update: superAdminProcedure
    .input(announcementUpdateInput.extend({ image }))
    .output(adminAnnouncementSchema)
    .mutation(({ ctx, input: { image: bytes, ...fields } }) => updateAnnouncement(ctx.db, ctx.files, fields, bytes)),
  /** A teacher's photo through the image pipeline (multipart REST shim); its address goes into `teachers`. */
  uploadTeacherPhoto: superAdminProcedure
    .input(z.object({ image: z.instanceof(Uint8Array) }))
    .output(teacherPhotoOutput)
    .mutation(async ({ ctx, input }) => ({ photo_url: await storeTeacherPhoto(ctx.files, input.image) })),
  toggle: superAdminProcedure.input(byId).output(adminAnnouncementSchema).mutation(({ ctx, input }) => toggleAnnouncement(ctx.db, input.id)),
  delete: superAdminProcedure
    .input(byId)
    .output(deleteOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteAnnouncement(ctx.db, ctx.files, input.id)
      return { message: ANNOUNCEMENT_MESSAGES.deleted }
    }),
})
