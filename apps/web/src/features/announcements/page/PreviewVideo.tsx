import { PlayCircle } from 'lucide-react'
import { useRef, useState } from 'react'
import { trpc } from '../../../lib/trpc.ts'
import { Button } from '../../../ui/Button.tsx'
import { ErrorState } from '../../../ui/ErrorState.tsx'
import { Spinner } from '../../../ui/Spinner.tsx'

interface PreviewVideoProps {
  formationId: number
  title: string
}

/**
 * The formation's free preview. Its address is asked for only when the visitor presses play: a
 * hosted file's is signed for a few minutes, so a page left open asks again when the player fails.
 */
export function PreviewVideo({ formationId, title }: PreviewVideoProps) {
  const [started, setStarted] = useState(false)
  const preview = trpc.announcements.preview.useQuery({ id: formationId }, { enabled: started, staleTime: 60_000, retry: 1 })
  const video = useRef<HTMLVideoElement>(null)
  const resumeAt = useRef(0)

  if (!started) {
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-card bg-brand-950 p-4 text-center text-white">
        <PlayCircle className="size-12 text-accent-300" aria-hidden="true" />
        <p className="font-semibold break-words">{title}</p>
        <Button variant="accent" onClick={() => setStarted(true)}>
          Regarder l’aperçu gratuit
        </Button>
      </div>
    )
  }
  if (preview.isError) return <ErrorState title="L’aperçu n’a pas pu être chargé." onRetry={() => void preview.refetch()} retrying={preview.isFetching} />
  if (preview.isPending) {
    return (
      <div className="flex aspect-video w-full items-center justify-center rounded-card bg-brand-950 text-white">
        <Spinner size="lg" label="Chargement de l’aperçu" />
      </div>
    )
  }
  const { embed_url, stream_url } = preview.data
  if (embed_url) {
    return <iframe src={embed_url} title={`Aperçu : ${title}`} allow="autoplay; fullscreen" allowFullScreen className="aspect-video w-full rounded-card border-0 bg-black" />
  }
  return (
    // the signed address expired while paused: ask for a fresh one and go on where the visitor was
    <video
      ref={video}
      src={stream_url ?? undefined}
      controls
      autoPlay
      playsInline
      preload="metadata"
      aria-label={`Aperçu : ${title}`}
      className="aspect-video w-full rounded-card bg-black"
      onLoadedMetadata={() => {
        if (video.current && resumeAt.current > 0) video.current.currentTime = resumeAt.current
      }}
      onError={() => {
        resumeAt.current = video.current?.currentTime ?? 0
        void preview.refetch()
      }}
    />
  )
}
