import { useMutation } from '@tanstack/react-query'
import type { courseInput } from '@tutorat/contracts'
import type { z } from 'zod'
import { trpc } from '../../lib/trpc.ts'
import { uploadCourseImage } from './api.ts'
import type { Course } from './types.ts'

export interface SaveCourseVariables {
  values: z.output<typeof courseInput>
  /** A newly chosen image, sent once the course exists. */
  image: File | null
}

export interface SaveCourseResult {
  course: Course
  /** The course was saved but its image was refused (type, size): the admin may retry. */
  imageError: unknown
}

/** Create or update, then upload the chosen image: one action for the admin, two calls for the server. */
export function useSaveCourse(existing: Course | undefined) {
  const utils = trpc.useUtils()
  return useMutation({
    mutationFn: async ({ values, image }: SaveCourseVariables): Promise<SaveCourseResult> => {
      const saved = existing
        ? await utils.client.courses.update.mutate({ id: existing.id, ...values })
        : await utils.client.courses.create.mutate(values)
      if (!image) return { course: saved, imageError: null }
      try {
        return { course: await uploadCourseImage(saved.id, image), imageError: null }
      } catch (imageError) {
        return { course: saved, imageError }
      }
    },
    onSuccess: async ({ course }) => {
      utils.courses.get.setData({ id: course.id }, course)
      await Promise.all([
        utils.courses.list.invalidate(),
        utils.courses.stats.invalidate(),
        // a new course changes the dashboard's count; an edit changes nothing it shows
        existing ? undefined : utils.dashboard.stats.invalidate(),
      ])
    },
  })
}
