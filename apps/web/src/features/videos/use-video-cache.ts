import { useQueryClient } from '@tanstack/react-query'
import { getMutationKey } from '@trpc/react-query'
import { VIDEO_FEEDBACK } from '@tutorat/contracts'
import { toast } from 'sonner'
import { trpc } from '../../lib/trpc.ts'
import { errorDetail, statusOf, useSignOut } from '../courses/feedback.ts'
import { applyReorder } from './modules.ts'
import type { Video } from './types.ts'

const byOrder = (a: Video, b: Video) => a.order_in_course - b.order_in_course || a.id - b.id

/**
 * Writes a video mutation's answer into the course's list (no refetch of what we already know),
 * and marks stale only what shows counts of videos: the course, the lists, the dashboard.
 */
export function useVideoCache(courseId: number) {
  const utils = trpc.useUtils()
  const key = { course_id: courseId }

  const countsChanged = () =>
    Promise.all([
      utils.courses.get.invalidate({ id: courseId }),
      utils.courses.list.invalidate(),
      utils.courses.stats.invalidate(),
      utils.dashboard.stats.invalidate(),
    ])

  return {
    added: (video: Video) => {
      utils.videos.byCourse.setData(key, (videos) => (videos ? [...videos, video].sort(byOrder) : videos))
      void countsChanged()
    },
    updated: (video: Video) => {
      utils.videos.byCourse.setData(key, (videos) => videos?.map((v) => (v.id === video.id ? video : v)).sort(byOrder))
    },
    /** a video made elsewhere (a finished upload): the list is asked again */
    refreshed: () => Promise.all([utils.videos.byCourse.invalidate(key), countsChanged()]),
    deleted: (id: number) => {
      utils.videos.byCourse.setData(key, (videos) => videos?.filter((v) => v.id !== id))
      void countsChanged()
    },
  }
}

/**
 * Moves a video inside its module: the list moves at once, the server is told, and a refusal
 * puts the list back. Moves run one after another (mutation scope), in the order clicked.
 */
export function useReorderVideos(courseId: number) {
  const utils = trpc.useUtils()
  const queryClient = useQueryClient()
  const signOut = useSignOut()
  const key = { course_id: courseId }
  return trpc.videos.reorder.useMutation({
    scope: { id: `videos.reorder:${courseId}` },
    onMutate: async ({ module_name, video_ids }) => {
      await utils.videos.byCourse.cancel(key)
      const previous = utils.videos.byCourse.getData(key)
      if (previous) utils.videos.byCourse.setData(key, applyReorder(previous, module_name, video_ids.map(Number)))
      return { previous }
    },
    onSuccess: (videos) => {
      // A later move is still on its way: its optimistic order is the newest truth.
      if (queryClient.isMutating({ mutationKey: getMutationKey(trpc.videos.reorder) }) <= 1) utils.videos.byCourse.setData(key, videos)
    },
    onError: (error, _input, context) => {
      if (context?.previous) utils.videos.byCourse.setData(key, context.previous)
      if (statusOf(error) === 401) return signOut()
      toast.error(VIDEO_FEEDBACK.updateError, { description: errorDetail(error, VIDEO_FEEDBACK.updateError) })
    },
  })
}
