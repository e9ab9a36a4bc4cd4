import {
  COURSE_MESSAGES,
  courseInput,
  courseListInput,
  courseSchema,
  courseStatsSchema,
  courseUpdateInput,
  deleteOutput,
  generateLinkInput,
  generateLinkOutput,
  idParam,
} from '@tutorat/contracts'
import { z } from 'zod'
import { setCourseImage } from '../domain/courses/image.ts'
import { generateCourseLink } from '../domain/courses/link.ts'
import { removeHostedFiles } from '../domain/videos/hosted.ts'
import { createCourse, deleteCourse, loadOwnedCourse, regenerateAccessCode, updateCourse } from '../domain/courses/manage.ts'
import { courseStats, listCourses } from '../domain/courses/queries.ts'
import { removeImage } from '../domain/images/store.ts'
import { adminProcedure, router } from '../trpc.ts'

const byId = z.object({ id: idParam })

export const coursesRouter = router({
  list: adminProcedure
    .input(courseListInput)
    .output(z.array(courseSchema))
    .query(({ ctx, input }) => listCourses(ctx.db, ctx.admin, input)),

  stats: adminProcedure.output(courseStatsSchema).query(({ ctx }) => courseStats(ctx.db, ctx.admin)),

  get: adminProcedure
    .input(byId)
    .output(courseSchema)
    .query(({ ctx, input }) => loadOwnedCourse(ctx.db, ctx.admin, input.id)),

  create: adminProcedure
    .input(courseInput)
    .output(courseSchema)
    .mutation(({ ctx, input }) => createCourse(ctx.db, ctx.admin, input, ctx.drive)),

  update: adminProcedure
    .input(courseUpdateInput)
    .output(courseSchema)
    .mutation(({ ctx, input }) => updateCourse(ctx.db, ctx.admin, input, ctx.drive)),

  delete: adminProcedure
    .input(byId)
    .output(deleteOutput)
    .mutation(async ({ ctx, input }) => {
      const { image_filename, hosted } = await deleteCourse(ctx.db, ctx.admin, input.id)
      if (image_filename) await removeImage(ctx.files, image_filename)
      await removeHostedFiles(ctx, hosted)
      return { message: COURSE_MESSAGES.deleted }
    }),

  regenerateCode: adminProcedure
    .input(byId)
    .output(courseSchema)
    .mutation(({ ctx, input }) => regenerateAccessCode(ctx.db, ctx.admin, input.id)),

  generateLink: adminProcedure
    .input(generateLinkInput)
    .output(generateLinkOutput)
    .mutation(({ ctx, input }) => generateCourseLink(ctx.db, ctx.settings, ctx.admin, input.id, input.expires_days)),

  /** Bytes arrive through the multipart REST shim (in-process caller); JSON cannot carry them. */
  uploadImage: adminProcedure
    .input(z.object({ id: idParam, file: z.instanceof(Uint8Array, { error: COURSE_MESSAGES.fileMissing }) }))
    .output(courseSchema)
    .mutation(({ ctx, input }) => setCourseImage(ctx.db, ctx.files, ctx.admin, input.id, input.file)),
})
