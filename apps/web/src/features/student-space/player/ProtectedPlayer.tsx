import { ExternalLink, RotateCcw } from 'lucide-react'
import { DRIVE_MESSAGES } from '@tutorat/contracts'
import { lazy, Suspense, useRef } from 'react'
import { withinChunkDeadline } from '../../../lib/chunk-deadline.ts'
import { cn } from '../../../lib/cn.ts'
import { Alert } from '../../../ui/Alert.tsx'
import { Button, buttonClasses } from '../../../ui/Button.tsx'
import { Spinner } from '../../../ui/Spinner.tsx'
import { GoogleAccountCard } from '../../drive/GoogleAccountCard.tsx'
import { PLAYER_UI } from '../messages.ts'
import { framesLoseGoogleCookies } from './frame-cookies.ts'
import { FullscreenButton } from './FullscreenButton.tsx'
import { PSEUDO_FULLSCREEN, useContainerFullscreen } from './use-container-fullscreen.ts'
import type { NextVideo } from './HostedPlayer.tsx'
import { usePlay } from './use-play.ts'
import { Watermark } from './Watermark.tsx'

const box = 'relative aspect-video overflow-hidden rounded-card bg-slate-900 shadow-card'

// media-chrome comes only with a hosted video: Drive courses do not download it
const HostedPlayer = lazy(async () => ({ default: (await withinChunkDeadline(import('./HostedPlayer.tsx'))).HostedPlayer }))

interface ProtectedPlayerProps {
  videoId: number
  title: string
  /** hosted videos: the poster frame and the duration read at upload */
  posterUrl?: string | null
  durationSeconds?: number | null
  /** offered when a hosted video ends */
  next?: NextVideo | undefined
}

function Starting() {
  return (
    <div className={`${box} flex items-center justify-center text-white`}>
      <Spinner label={PLAYER_UI.starting} />
    </div>
  )
}

/**
 * The video inside our own container (DESIGN §16): the frame gets no `allowfullscreen`, our button
 * puts the container in fullscreen, so the watermark stays over the picture there too.
 */
export function ProtectedPlayer({ videoId, title, posterUrl = null, durationSeconds = null, next }: ProtectedPlayerProps) {
  const { state, restart, renew, reportPosition, savePosition } = usePlay(videoId)
  if (state.kind === 'starting') return <Starting />
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
  if (play.stream_url) {
    return (
      <Suspense fallback={<Starting />}>
        <HostedPlayer
          play={play}
          title={title}
          posterUrl={posterUrl}
          durationSeconds={durationSeconds}
          next={next}
          onRenew={renew}
          reportPosition={reportPosition}
          savePosition={savePosition}
        />
      </Suspense>
    )
  }
  return (
    <div className="space-y-2">
      <Frame key={play.play_id} src={play.embed_url ?? ''} title={title} watermark={play.watermark} />
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
  const fullscreen = useContainerFullscreen(container)
  return (
    <div ref={container} data-testid="player" className={cn(box, '[&:fullscreen]:rounded-none', fullscreen.pseudo && PSEUDO_FULLSCREEN)}>
      <iframe
        src={src}
        title={PLAYER_UI.frameTitle(title)}
        allow="autoplay; encrypted-media"
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 size-full border-0"
      />
      <Watermark text={watermark.text} code={watermark.code} />
      <FullscreenButton
        active={fullscreen.active}
        onToggle={fullscreen.toggle}
        className={buttonClasses('light', 'icon', 'absolute right-2 bottom-2 z-20 size-10 bg-black/40')}
        iconClassName="size-5"
      />
    </div>
  )
}

