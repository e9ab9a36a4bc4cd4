import { deleteOutput, idParam, pagination, VIDEO_FEEDBACK, videoCreateInput, videoReorderInput, videoSchema, videoUpdateInput } from '@tutorat/contracts'
import { z } from 'zod'
import { createVideo, deleteVideo, listAllVideos, listCourseVideos, reorderVideos, updateVideo } from '../domain/videos/manage.ts'
import { adminProcedure, router } from '../trpc.ts'

export const videosRouter = router({
  byCourse: adminProcedure
    .input(z.object({ course_id: idParam }))
    .output(z.array(videoSchema))
    .query(({ ctx, input }) => listCourseVideos(ctx.db, ctx.admin, input.course_id)),

  list: adminProcedure
    .input(pagination)
    .output(z.array(videoSchema))
    .query(({ ctx, input }) => listAllVideos(ctx.db, ctx.admin, input)),

  create: adminProcedure
    .input(videoCreateInput)
    .output(videoSchema)
    .mutation(({ ctx, input }) => createVideo(ctx.db, ctx.admin, input, ctx.drive)),

  update: adminProcedure
    .input(videoUpdateInput)
    .output(videoSchema)
    .mutation(({ ctx, input }) => updateVideo(ctx.db, ctx.admin, input, ctx.drive)),

  delete: adminProcedure
    .input(z.object({ id: idParam }))
    .output(deleteOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteVideo(ctx.db, ctx.admin, input.id)
      return { message: VIDEO_FEEDBACK.deleted }
    }),

  reorder: adminProcedure
    .input(videoReorderInput)
    .output(z.array(videoSchema))
    .mutation(({ ctx, input }) => reorderVideos(ctx.db, ctx.admin, input)),
})
