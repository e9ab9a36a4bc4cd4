import { ExternalLink, Maximize, Minimize, RotateCcw } from 'lucide-react'
import { DRIVE_MESSAGES } from '@tutorat/contracts'
import { type RefObject, useEffect, useRef, useState } from 'react'
import { Alert } from '../../../ui/Alert.tsx'
import { Button } from '../../../ui/Button.tsx'
import { Spinner } from '../../../ui/Spinner.tsx'
import { GoogleAccountCard } from '../../drive/GoogleAccountCard.tsx'
import { PLAYER_UI } from '../messages.ts'
import { framesLoseGoogleCookies } from './frame-cookies.ts'
import { usePlay } from './use-play.ts'
import { Watermark } from './Watermark.tsx'

const box = 'relative aspect-video overflow-hidden rounded-card bg-slate-900 shadow-card'

/**
 * The video inside our own container (DESIGN §16): the frame gets no `allowfullscreen`, our button
 * puts the container in fullscreen, so the watermark stays over the picture there too.
 */
export function ProtectedPlayer({ videoId, title }: { videoId: number; title: string }) {
  const { state, restart } = usePlay(videoId)
  if (state.kind === 'starting') {
    return (
      <div className={`${box} flex items-center justify-center text-white`}>
        <Spinner label={PLAYER_UI.starting} />
      </div>
    )
  }
  if (state.kind !== 'playing') {
    // a `drive` course opens its files to the student's Google account: link it right here
    const needsGoogle = state.message === DRIVE_MESSAGES.noGoogleAccount
    return (
      <div className="flex min-h-[12rem] flex-col items-center justify-center gap-3 rounded-card border border-line bg-slate-100 p-4 text-center">
        <Alert tone="error" title={state.kind === 'stopped' ? PLAYER_UI.stoppedTitle : undefined}>
          {state.message}
        </Alert>
        {needsGoogle ? (
          <div className="w-full text-left">
            <GoogleAccountCard />
          </div>
        ) : null}
        <Button onClick={restart}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {PLAYER_UI.resumeHere}
        </Button>
      </div>
    )
  }
  const { play } = state
  return (
    <div className="space-y-2">
      <Frame key={play.play_id} src={play.embed_url ?? play.stream_url ?? ''} title={title} watermark={play.watermark} />
      {play.open_in_drive_url ? <OpenInDrive href={play.open_in_drive_url} /> : null}
    </div>
  )
}

/** A `drive` course's way out when the frame cannot show the file: Drive itself, under the student's own permission. */
function OpenInDrive({ href }: { href: string }) {
  const blocked = framesLoseGoogleCookies()
  const link = (
    <a href={href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2">
      {PLAYER_UI.openInDrive}
      <ExternalLink className="size-4" aria-hidden="true" />
    </a>
  )
  if (blocked) return <Alert tone="info">{PLAYER_UI.driveFrameBlocked} {link}</Alert>
  return (
    <p className="text-sm text-muted">
      {PLAYER_UI.driveFrameHint} {link}
    </p>
  )
}

function Frame({ src, title, watermark }: { src: string; title: string; watermark: { text: string; code: string } }) {
  const container = useRef<HTMLDivElement>(null)
  const fullscreen = useFullscreen(container)
  return (
    <div ref={container} data-testid="player" className={`${box} [&:fullscreen]:rounded-none`}>
      <iframe
        src={src}
        title={PLAYER_UI.frameTitle(title)}
        allow="autoplay; encrypted-media"
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 size-full border-0"
      />
      <Watermark text={watermark.text} code={watermark.code} />
      <Button
        variant="light"
        size="icon"
        onClick={fullscreen.toggle}
        aria-label={fullscreen.active ? PLAYER_UI.exitFullscreen : PLAYER_UI.fullscreen}
        className="absolute right-2 bottom-2 z-20 size-10 bg-black/40"
      >
        {fullscreen.active ? <Minimize className="size-5" aria-hidden="true" /> : <Maximize className="size-5" aria-hidden="true" />}
      </Button>
    </div>
  )
}

function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false)
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [target])
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen()
    else void target.current?.requestFullscreen?.()
  }
  return { active, toggle }
}
