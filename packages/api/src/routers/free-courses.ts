import { deleteOutput, FREE_COURSE_MESSAGES, freeCourseCreateInput, freeCourseSchema, freeCourseUpdateInput, idParam } from '@tutorat/contracts'
import { z } from 'zod'
import { createFreeCourse, deleteFreeCourse, listFreeCourses, updateFreeCourse } from '../domain/free-courses/manage.ts'
import { publicProcedure, router, superAdminProcedure } from '../trpc.ts'

/** PDF bytes arrive through the multipart REST shim (in-process); JSON callers send none. */
const file = z.instanceof(Uint8Array).optional()

export const freeCoursesRouter = router({
  list: publicProcedure.output(z.array(freeCourseSchema)).query(({ ctx }) => ctx.publicCache.read('freeCourses.list', () => listFreeCourses(ctx.db, true))),

  adminList: superAdminProcedure.output(z.array(freeCourseSchema)).query(({ ctx }) => listFreeCourses(ctx.db, false)),
  create: superAdminProcedure
    .input(freeCourseCreateInput.extend({ file }))
    .output(freeCourseSchema)
    .mutation(({ ctx, input: { file: pdf, ...fields } }) => createFreeCourse(ctx.db, ctx.files, ctx.admin.id, fields, pdf)),
  update: superAdminProcedure
    .input(freeCourseUpdateInput.extend({ file }))
    .output(freeCourseSchema)
    .mutation(({ ctx, input: { file: pdf, ...fields } }) => updateFreeCourse(ctx.db, ctx.files, fields, pdf)),
  delete: superAdminProcedure
    .input(z.object({ id: idParam }))
    .output(deleteOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteFreeCourse(ctx.db, ctx.files, input.id)
      return { message: FREE_COURSE_MESSAGES.deleted }
    }),
})
