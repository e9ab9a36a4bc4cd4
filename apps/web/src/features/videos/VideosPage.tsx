import { getRouteApi, Link } from '@tanstack/react-router'
import { VIDEO_FEEDBACK } from '@tutorat/contracts'
import { FolderOpen, Pencil, Upload, Video as VideoIcon } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { toast } from 'sonner'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { AddButton } from '../../ui/AddButton.tsx'
import { BackLink } from '../../ui/BackLink.tsx'
import { Badge } from '../../ui/Badge.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { LoadingStatus, Skeleton, SkeletonBars } from '../../ui/Skeleton.tsx'
import { ListError } from '../admin/ListError.tsx'
import { LEVEL_TONE } from '../courses/CourseCard.tsx'
import { CourseImage } from '../courses/CourseImage.tsx'
import { errorText, statusOf, useSignOut, useSignOutOnUnauthorized } from '../courses/feedback.ts'
import { plural } from '../courses/format.ts'
import type { Course } from '../courses/types.ts'
import { groupByModule, moduleNames, moveId, OTHER_VIDEOS, type VideoModule } from './modules.ts'
import type { Video } from './types.ts'
import { moveButtonId, VideoItem } from './VideoItem.tsx'
import { VideoFormDialog } from './VideoFormDialog.tsx'
import { VideoUploadCard } from './VideoUploadCard.tsx'
import { useReorderVideos, useVideoCache } from './use-video-cache.ts'
import { CourseLoadError } from '../courses/CourseLoadError.tsx'
import { CourseDriveProgress } from '../drive/CourseDriveProgress.tsx'

const route = getRouteApi('/admin/courses/$courseId/videos')
const VIDEOS_ERROR = 'Erreur lors du chargement des vidéos.'

type Editor = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; video: Video }

export function VideosPage() {
  const { courseId } = route.useParams()
  const enabled = courseId > 0
  const course = trpc.courses.get.useQuery({ id: courseId }, { enabled })
  const videos = trpc.videos.byCourse.useQuery({ course_id: courseId }, { enabled })
  useSignOutOnUnauthorized(course.error, videos.error)
  useDocumentTitle(course.data ? `Vidéos — ${course.data.title}` : 'Vidéos du cours')

  if (!enabled || course.isError) {
    const missing = !enabled || statusOf(course.error) === 404
    return <CourseLoadError missing={missing} course={course} />
  }

  return (
    <div className="space-y-6">
      {course.data ? <CourseHeader course={course.data} videos={videos.data} /> : <HeaderSkeleton />}
      {videos.isPending ? (
        <ListSkeleton />
      ) : videos.isError ? (
        <ListError title={VIDEOS_ERROR} list={videos} />
      ) : (
        <VideoManager courseId={courseId} videos={videos.data} />
      )}
    </div>
  )
}

function CourseHeader({ course, videos }: { course: Course; videos: Video[] | undefined }) {
  const counts = videos
    ? { videos: videos.length, modules: moduleNames(videos).length, free: videos.filter((video) => video.is_free).length }
    : undefined
  return (
    <header className="space-y-4">
      <BackLink to="/admin/courses" look="text">Retour aux cours</BackLink>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 gap-4">
          <div className="aspect-video w-20 shrink-0 overflow-hidden rounded-control border border-line sm:w-36">
            <CourseImage picture={course} subject={course.subject} sizes="(min-width: 640px) 144px, 80px" />
          </div>
          <div className="min-w-0 flex-1 space-y-2">
            <p className="text-sm font-semibold text-brand-700">Vidéos du cours</p>
            <h1 className="text-xl font-extrabold tracking-tight break-words text-brand-950 sm:text-3xl">{course.title}</h1>
            <div className="flex flex-wrap gap-1.5">
              <Badge tone="brand">{course.subject}</Badge>
              <Badge tone={LEVEL_TONE[course.level]}>{course.level}</Badge>
            </div>
          </div>
        </div>
        <Link to="/admin/courses/$id/edit" params={{ id: course.id }} className={buttonClasses('secondary', 'md', 'self-start')}>
          <Pencil className="size-4" aria-hidden="true" />
          Modifier le cours
        </Link>
      </div>
      <dl className="grid grid-cols-3 gap-3" aria-label="Chiffres des vidéos">
        {(
          [
            ['Vidéos', counts?.videos],
            ['Modules', counts?.modules],
            ['Gratuites', counts?.free],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-card border border-line bg-white p-3 text-center shadow-card sm:p-4">
            <dt className="text-xs font-medium text-muted sm:text-sm">{label}</dt>
            <dd className="text-2xl font-extrabold text-brand-950 tabular-nums">
              {value === undefined ? <Skeleton className="mx-auto mt-1 h-7 w-10" /> : value}
            </dd>
          </div>
        ))}
      </dl>
      <CourseDriveProgress courseId={course.id} driveVideoCount={course.drive_video_count} />
    </header>
  )
}

function VideoManager({ courseId, videos }: { courseId: number; videos: Video[] }) {
  const [editor, setEditor] = useState<Editor>({ mode: 'closed' })
  const [toDelete, setToDelete] = useState<Video | null>(null)
  const [uploading, setUploading] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; delta: -1 | 1; position: number } | null>(null)
  const modules = useMemo(() => groupByModule(videos), [videos])
  const names = useMemo(() => moduleNames(videos), [videos])
  const reorder = useReorderVideos(courseId)

  // Focus stays on the arrow the admin pressed (or its twin once the video reached an end),
  // once the list shows the video at its new place.
  useEffect(() => {
    if (!focusAfterMove) return
    const { id, delta, position } = focusAfterMove
    if (!modules.some((module) => module.videos[position]?.id === id)) return
    const same = document.getElementById(moveButtonId(id, delta)) as HTMLButtonElement | null
    const twin = document.getElementById(moveButtonId(id, delta === -1 ? 1 : -1)) as HTMLButtonElement | null
    ;(same && !same.disabled ? same : twin)?.focus()
    setFocusAfterMove(null)
  }, [focusAfterMove, modules])

  function move(module: VideoModule, index: number, delta: -1 | 1) {
    const ids = moveId(
      module.videos.map((video) => video.id),
      index,
      delta,
    )
    const video = module.videos[index]
    if (!video) return
    reorder.mutate({ course_id: courseId, module_name: module.name, video_ids: ids })
    setFocusAfterMove({ id: video.id, delta, position: index + delta })
    setAnnouncement(`« ${video.title} » déplacée en position ${index + 1 + delta} sur ${module.videos.length}.`)
  }

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-lg font-bold text-brand-950">Vidéos par module</h2>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" onClick={() => setUploading(true)} className="w-full sm:w-auto" aria-expanded={uploading}>
            <Upload className="size-4" aria-hidden="true" />
            Téléverser une vidéo
          </Button>
          <AddButton onClick={() => setEditor({ mode: 'add' })} className="w-full sm:w-auto">
            Ajouter une vidéo
          </AddButton>
        </div>
      </div>
      {uploading ? <VideoUploadCard courseId={courseId} modules={names} onClose={() => setUploading(false)} /> : null}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>

      {videos.length === 0 ? (
        <EmptyState
          Icon={VideoIcon}
          title="Aucune vidéo dans ce cours"
          action={
            <AddButton onClick={() => setEditor({ mode: 'add' })}>
              Ajouter la première vidéo
            </AddButton>
          }
        >
          Téléversez vos vidéos ou ajoutez celles hébergées sur Google Drive, et rangez-les par module (chapitres, séances…).
        </EmptyState>
      ) : (
        <div className="space-y-5">
          {modules.map((module, index) => (
            <ModuleSection
              key={module.name ?? '\u0000others'}
              headingId={`module-${index}`}
              module={module}
              onMove={move}
              onEdit={(video) => setEditor({ mode: 'edit', video })}
              onDelete={setToDelete}
            />
          ))}
        </div>
      )}

      <VideoFormDialog
        open={editor.mode !== 'closed'}
        onOpenChange={(open) => (open ? undefined : setEditor({ mode: 'closed' }))}
        courseId={courseId}
        video={editor.mode === 'edit' ? editor.video : undefined}
        nextOrder={videos.length + 1}
        modules={names}
      />
      <DeleteVideoDialog courseId={courseId} video={toDelete} onClose={() => setToDelete(null)} />
    </>
  )
}

interface ModuleSectionProps {
  headingId: string
  module: VideoModule
  onMove: (module: VideoModule, index: number, delta: -1 | 1) => void
  onEdit: (video: Video) => void
  onDelete: (video: Video) => void
}

function ModuleSection({ headingId, module, onMove, onEdit, onDelete }: ModuleSectionProps) {
  const title = module.name ?? OTHER_VIDEOS
  return (
    <Card className="overflow-hidden">
      <section aria-labelledby={headingId}>
        <div className="flex items-center gap-3 border-b border-line bg-surface px-4 py-3">
          <FolderOpen className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <h3 id={headingId} className="min-w-0 flex-1 font-bold break-words text-brand-950">
            {title}
          </h3>
          <span className="shrink-0 text-sm text-muted">{plural(module.videos.length, 'vidéo')}</span>
        </div>
        <ol className="divide-y divide-line">
          {module.videos.map((video, index) => (
            <li key={video.id}>
              <VideoItem
                video={video}
                position={index + 1}
                isFirst={index === 0}
                isLast={index === module.videos.length - 1}
                onMove={(delta) => onMove(module, index, delta)}
                onEdit={() => onEdit(video)}
                onDelete={() => onDelete(video)}
              />
            </li>
          ))}
        </ol>
      </section>
    </Card>
  )
}

function DeleteVideoDialog({ courseId, video, onClose }: { courseId: number; video: Video | null; onClose: () => void }) {
  const cache = useVideoCache(courseId)
  const signOut = useSignOut()
  const remove = trpc.videos.delete.useMutation({
    onSuccess: (_result, { id }) => {
      cache.deleted(Number(id))
      toast.success(VIDEO_FEEDBACK.deleted)
      close()
    },
    onError: (error) => {
      if (statusOf(error) === 401) signOut()
    },
  })
  function close() {
    remove.reset()
    onClose()
  }
  return (
    <ConfirmDialog
      open={video !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Supprimer cette vidéo ?"
      description={
        video ? (
          <p>
            La vidéo <strong className="text-ink">« {video.title} »</strong> sera retirée du cours ; les étudiants ne la verront plus.
            {video.source === 'drive' ? ' Le fichier reste sur votre Google Drive.' : null}
          </p>
        ) : null
      }
      confirmLabel="Supprimer la vidéo"
      pending={remove.isPending}
      error={remove.error ? errorText(remove.error, VIDEO_FEEDBACK.deleteError) : undefined}
      onConfirm={() => video && remove.mutate({ id: video.id })}
    />
  )
}

function HeaderSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <LoadingStatus>Chargement du cours…</LoadingStatus>
      <Skeleton className="h-5 w-32" />
      <div className="flex gap-4">
        <Skeleton className="aspect-video w-28 sm:w-36" />
        <div className="flex-1 space-y-2">
          <SkeletonBars bars={['h-4 w-24', 'h-8 w-2/3']} />
        </div>
      </div>
      <div className="grid grid-cols-3 gap-3">
        <SkeletonBars bars={['h-20', 'h-20', 'h-20']} />
      </div>
    </div>
  )
}

function ListSkeleton() {
  return (
    <div className="space-y-3" aria-hidden="true">
      {[0, 1].map((block) => (
        <Card key={block} className="space-y-3 p-4">
          <SkeletonBars bars={['h-5 w-40', 'h-14 w-full', 'h-14 w-full']} />
        </Card>
      ))}
    </div>
  )
}
