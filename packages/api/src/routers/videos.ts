import { deleteOutput, HOSTED_VIDEO_MESSAGES, idParam, pagination, VIDEO_FEEDBACK, videoCreateInput, videoReorderInput, videoSchema, videoUpdateInput } from '@tutorat/contracts'
import { z } from 'zod'
import { removeHostedFiles, setPoster } from '../domain/videos/hosted.ts'
import { createVideo, deleteVideo, listAllVideos, listCourseVideos, loadOwnedVideo, loadVideo, reorderVideos, updateVideo } from '../domain/videos/manage.ts'
import { adminProcedure, router } from '../trpc.ts'

export const videosRouter = router({
  byCourse: adminProcedure
    .input(z.object({ course_id: idParam }))
    .output(z.array(videoSchema))
    .query(({ ctx, input }) => listCourseVideos(ctx.db, ctx.admin, input.course_id)),

  get: adminProcedure
    .input(z.object({ id: idParam }))
    .output(videoSchema)
    .query(({ ctx, input }) => loadVideo(ctx.db, ctx.admin, input.id)),

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
      const removed = await deleteVideo(ctx.db, ctx.admin, input.id)
      await removeHostedFiles(ctx, [removed])
      return { message: VIDEO_FEEDBACK.deleted }
    }),

  /** DESIGN §17: the poster frame of a hosted video, taken by the admin's browser (multipart on REST). */
  uploadPoster: adminProcedure
    .input(z.object({ id: idParam, file: z.instanceof(Uint8Array, { error: HOSTED_VIDEO_MESSAGES.posterMissing }) }))
    .output(videoSchema)
    .mutation(async ({ ctx, input }) => {
      await setPoster(ctx.db, ctx.files, await loadOwnedVideo(ctx.db, ctx.admin, input.id), input.file)
      return loadVideo(ctx.db, ctx.admin, input.id)
    }),

  reorder: adminProcedure
    .input(videoReorderInput)
    .output(z.array(videoSchema))
    .mutation(({ ctx, input }) => reorderVideos(ctx.db, ctx.admin, input)),
})
