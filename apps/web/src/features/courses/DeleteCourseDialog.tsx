import { useQueryClient } from '@tanstack/react-query'
import { getQueryKey } from '@trpc/react-query'
import { COURSE_MESSAGES } from '@tutorat/contracts'
import { toast } from 'sonner'
import { trpc } from '../../lib/trpc.ts'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { errorText, statusOf, useSignOut } from './feedback.ts'
import { plural } from './format.ts'
import type { Course } from './types.ts'

interface DeleteCourseDialogProps {
  course: Course | null
  onClose: () => void
  /** After the deletion, once the lists are fresh (e.g. leave the course's own page). */
  onDeleted?: () => void
}

/** The consequences in full (DESIGN §5, issue: "how many students lose access") before an irreversible delete. */
export function deletionConsequences(course: Pick<Course, 'video_count' | 'student_count'>): { videos: string; students: string } {
  const students = course.student_count
  return {
    videos:
      course.video_count > 1
        ? `Ses ${plural(course.video_count, 'vidéo')} seront supprimées définitivement.`
        : course.video_count === 1
          ? 'Sa vidéo sera supprimée définitivement.'
          : 'Ce cours ne contient aucune vidéo.',
    students:
      students > 0
        ? `${plural(students, 'étudiant')} ${students > 1 ? 'perdront' : 'perdra'} l’accès à ce cours.`
        : 'Aucun étudiant n’a accès à ce cours.',
  }
}

export function DeleteCourseDialog({ course, onClose, onDeleted }: DeleteCourseDialogProps) {
  const utils = trpc.useUtils()
  const queryClient = useQueryClient()
  const signOut = useSignOut()
  const remove = trpc.courses.delete.useMutation({
    onSuccess: async (_result, { id }) => {
      queryClient.removeQueries({ queryKey: getQueryKey(trpc.courses.get, { id }) })
      queryClient.removeQueries({ queryKey: getQueryKey(trpc.videos.byCourse, { course_id: id }) })
      // The dialog stays busy until the list no longer shows the course.
      await Promise.all([utils.courses.list.invalidate(), utils.courses.stats.invalidate(), utils.dashboard.stats.invalidate()])
      toast.success(COURSE_MESSAGES.deleted)
      close()
      onDeleted?.()
    },
    onError: (error) => {
      if (statusOf(error) === 401) signOut()
    },
  })

  function close() {
    remove.reset()
    onClose()
  }

  const consequences = course ? deletionConsequences(course) : null
  return (
    <ConfirmDialog
      open={course !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Supprimer ce cours ?"
      description={
        course && consequences ? (
          <>
            <p>
              Le cours <strong className="text-ink">« {course.title} »</strong> sera supprimé. {consequences.videos}
            </p>
            <p className={course.student_count > 0 ? 'font-semibold text-red-800' : undefined}>{consequences.students}</p>
            <p>Cette action est irréversible.</p>
          </>
        ) : null
      }
      confirmLabel="Supprimer le cours"
      pending={remove.isPending}
      error={remove.error ? errorText(remove.error, COURSE_MESSAGES.deleteError) : undefined}
      onConfirm={() => course && remove.mutate({ id: course.id })}
    />
  )
}
