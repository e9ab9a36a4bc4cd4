import { courseSchema } from '@tutorat/contracts'
import { postFile } from '../../lib/upload.ts'
import type { Course } from './types.ts'

/** SPEC §7: POST /api/admin/courses/{id}/upload-image (multipart field `file`) → the updated course. */
export async function uploadCourseImage(courseId: number, file: File): Promise<Course> {
  return courseSchema.parse(await postFile(`/api/admin/courses/${courseId}/upload-image`, 'file', file))
}
