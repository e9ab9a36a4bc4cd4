import type { UseFormReturn } from 'react-hook-form'
import { useWatch } from 'react-hook-form'
import { fieldsOf } from '../../lib/form-field.ts'
import { trpc } from '../../lib/trpc.ts'
import { Select } from '../../ui/Select.tsx'
import { useCourseOptions } from '../accesses/use-course-options.ts'
import type { AnnouncementDraft } from './api.ts'

/**
 * The free preview a visitor may watch on the formation's page: a course, then one of its videos
 * marked « Gratuite » (only those play for anyone; the others stay behind the students' access).
 */
export function PreviewVideoPicker({ form }: { form: UseFormReturn<AnnouncementDraft> }) {
  const field = fieldsOf(form)
  const courses = useCourseOptions()
  const courseId = Number(useWatch({ control: form.control, name: 'preview_course_id' }))
  const videos = trpc.videos.byCourse.useQuery({ course_id: courseId }, { enabled: courseId > 0, select: (rows) => rows.filter((video) => video.is_free) })
  const course = form.register('preview_course_id')
  const videoHint = videos.isError
    ? 'Les vidéos n’ont pas pu être chargées : réessayez.'
    : videos.data?.length === 0
      ? 'Ce cours n’a pas de vidéo gratuite : cochez « Gratuite » sur la vidéo à montrer.'
      : 'Pour une vidéo Drive, le fichier doit être partagé avec « tous les utilisateurs disposant du lien ».'
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select
        label="Cours de la vidéo d’aperçu"
        requirement="optional"
        disabled={courses.isPending}
        {...course}
        onChange={(event) => {
          form.setValue('preview_video_id', '')
          return course.onChange(event)
        }}
      >
        <option value="">{courses.isPending ? 'Chargement des cours…' : 'Aucun aperçu'}</option>
        {courses.data?.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title}
          </option>
        ))}
      </Select>
      {courseId > 0 ? (
        <Select key={videos.isPending ? 'loading' : 'loaded'} label="Vidéo d’aperçu (gratuite)" requirement="optional" hint={videoHint} disabled={videos.isPending} {...field('preview_video_id')}>
          <option value="">{videos.isPending ? 'Chargement des vidéos…' : 'Aucune'}</option>
          {videos.data?.map((video) => (
            <option key={video.id} value={video.id}>
              {video.title}
            </option>
          ))}
        </Select>
      ) : null}
    </div>
  )
}
