import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { MessageCircle } from 'lucide-react'
import { useEffect, useMemo } from 'react'
import { toast } from 'sonner'
import { serverMessage } from '../../lib/error-message.ts'
import { errorStatus, trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { BackLink } from '../../ui/BackLink.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { CourseExams } from '../exams/CourseExams.tsx'
import { CourseSessions } from '../sessions/CourseSessions.tsx'
import { groupByModule, neighbours, pickVideo, type StudentVideo } from './course-outline.ts'
import { STUDENT_UI } from './messages.ts'
import { ProgressBar } from './ProgressBar.tsx'
import { VideoOutline } from './VideoOutline.tsx'
import { VideoPlayer } from './VideoPlayer.tsx'
import { useStudentWhatsapp } from './whatsapp.ts'

const route = getRouteApi('/student/course/$courseId')

const backLink = <BackLink to="/student/dashboard">Mes cours</BackLink>

export function CoursePage() {
  const { courseId } = route.useParams()
  const id = Number(courseId)
  if (!Number.isInteger(id) || id <= 0) return <Refused message={STUDENT_SPACE_MESSAGES.noAccess} />
  return <CourseViewer courseId={id} />
}

function CourseViewer({ courseId }: { courseId: number }) {
  const { video: requested } = route.useSearch()
  const course = trpc.student.course.useQuery({ id: courseId })
  const videos = trpc.student.courseVideos.useQuery({ id: courseId })
  const toggleSeen = useToggleSeen(courseId)
  const navigate = useNavigate()
  const utils = trpc.useUtils()
  useDocumentTitle(course.data?.title ?? 'Cours')

  const ordered = useMemo(() => {
    const groups = groupByModule(videos.data ?? [])
    return { groups, list: groups.flatMap((group) => group.videos) }
  }, [videos.data])
  const current = pickVideo(ordered.list, requested)

  // The video chosen for the student goes into the address: marking it seen must not move
  // the page to the next unseen one, and the address can be shared or reloaded.
  const pickedId = requested === undefined ? current?.id : undefined
  useEffect(() => {
    if (pickedId !== undefined) void navigate({ to: '.', search: { video: pickedId }, replace: true })
  }, [pickedId, navigate])

  const error = course.error ?? videos.error
  if (error) {
    if (errorStatus(error) === 403 || errorStatus(error) === 404) {
      const expired = error.message === STUDENT_SPACE_MESSAGES.expired
      // The course call refuses an expired access: the title comes from the dashboard's list, when loaded.
      const title = utils.student.myCourses.getData()?.find((mine) => mine.id === courseId)?.title
      return expired ? <Expired courseTitle={title} /> : <Refused message={serverMessage(error, STUDENT_SPACE_MESSAGES.noAccess)} />
    }
    return (
      <div className="space-y-4">
        {backLink}
        <ErrorState
          title={STUDENT_UI.courseLoadError}
          onRetry={() => {
            void course.refetch()
            void videos.refetch()
          }}
          retrying={course.isFetching || videos.isFetching}
        />
      </div>
    )
  }
  if (!course.data || !videos.data) return <CourseSkeleton />

  const seen = videos.data.filter((video) => video.seen).length
  const around = current ? neighbours(ordered.list, current) : { previous: undefined, next: undefined }

  return (
    <div className="space-y-6">
      <header className="space-y-3">
        {backLink}
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">{course.data.title}</h1>
        <div className="max-w-md">
          <ProgressBar seen={seen} total={videos.data.length} label={`Progression dans « ${course.data.title} »`} />
        </div>
      </header>

      {current ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <VideoPlayer
            courseId={courseId}
            courseTitle={course.data.title}
            video={current}
            moduleName={ordered.groups.length > 1 ? (current.module_name ?? 'Autres vidéos') : current.module_name}
            previous={around.previous}
            next={around.next}
            onToggleSeen={() => toggleSeen.mutate({ video_id: current.id, seen: !current.seen })}
            saving={toggleSeen.isPending}
          />
          <VideoOutline courseId={courseId} groups={ordered.groups} current={current} total={ordered.list.length} />
        </div>
      ) : (
        <Alert tone="info">Ce cours ne contient pas encore de vidéo. Revenez bientôt !</Alert>
      )}

      <CourseSessions courseId={courseId} />
      <CourseExams courseId={courseId} />
    </div>
  )
}

/** Marks a video seen or not: shown at once, saved on the server, undone if the server refuses. */
function useToggleSeen(courseId: number) {
  const utils = trpc.useUtils()
  const setSeen = (videoId: number, seen: boolean) =>
    utils.student.courseVideos.setData({ id: courseId }, (list?: StudentVideo[]) => list?.map((video) => (video.id === videoId ? { ...video, seen } : video)))

  return trpc.student.markSeen.useMutation({
    // `video_id` is typed `unknown` (the schema coerces it); the page always sends a number.
    onMutate: ({ video_id, seen }) => {
      setSeen(Number(video_id), seen ?? true)
    },
    onError: (error, { video_id, seen }) => {
      setSeen(Number(video_id), !(seen ?? true))
      if (errorStatus(error) !== 401) toast.error(serverMessage(error, STUDENT_UI.progressError))
    },
    onSuccess: ({ video_id, seen }) => setSeen(video_id, seen),
    // The dashboard's progress and resume point change with it.
    onSettled: () => utils.student.myCourses.invalidate(),
  })
}

function Expired({ courseTitle }: { courseTitle: string | undefined }) {
  const whatsapp = useStudentWhatsapp('renew', courseTitle ?? 'mon cours')
  return (
    <div className="mx-auto max-w-xl space-y-4 py-6">
      {backLink}
      <h1 className="text-2xl font-extrabold tracking-tight text-brand-950">Accès expiré</h1>
      {courseTitle ? <p className="font-semibold text-ink">{courseTitle}</p> : null}
      <Alert tone="error">{STUDENT_SPACE_MESSAGES.expired}</Alert>
      {whatsapp ? (
        <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonClasses('accent')}>
          <MessageCircle className="size-4" aria-hidden="true" />
          {STUDENT_UI.renewLabel}
        </a>
      ) : (
        <p className="text-sm text-muted">{STUDENT_UI.contactAdmin}</p>
      )}
    </div>
  )
}

function Refused({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-xl space-y-4 py-6">
      {backLink}
      <h1 className="text-2xl font-extrabold tracking-tight text-brand-950">Cours indisponible</h1>
      <Alert tone="error">{message}</Alert>
    </div>
  )
}

function CourseSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <Skeleton className="h-8 w-2/3" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="aspect-video w-full rounded-card" />
        <Skeleton className="h-64 w-full rounded-card" />
      </div>
    </div>
  )
}
