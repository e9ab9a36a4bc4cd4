import 'media-chrome/dist/lang/fr.js'
import { Link } from '@tanstack/react-router'
import type { PlayStart } from '@tutorat/contracts'
import { ChevronRight, RotateCcw } from 'lucide-react'
import {
  MediaControlBar,
  MediaController,
  MediaLoadingIndicator,
  MediaMuteButton,
  MediaPlaybackRateButton,
  MediaPlayButton,
  MediaSeekBackwardButton,
  MediaSeekForwardButton,
  MediaTimeDisplay,
  MediaTimeRange,
  MediaVolumeRange,
} from 'media-chrome/react'
import { type CSSProperties, useEffect, useRef, useState } from 'react'
import { cn } from '../../../lib/cn.ts'
import { formatClock } from '../../../lib/media-time.ts'
import { Alert } from '../../../ui/Alert.tsx'
import { Button, buttonClasses } from '../../../ui/Button.tsx'
import { PLAYER_UI } from '../messages.ts'
import { FullscreenButton } from './FullscreenButton.tsx'
import { resumePoint } from './resume.ts'
import { PSEUDO_FULLSCREEN, useContainerFullscreen } from './use-container-fullscreen.ts'
import type { PositionSource } from './use-play.ts'
import { Watermark } from './Watermark.tsx'

/** DESIGN §17: speeds 0.75–2×. */
const RATES = [0.75, 1, 1.25, 1.5, 2]
/** Two refusals of the stream this close together are a real fault, not an expired address. */
const RENEW_GAP_MS = 10_000

export interface NextVideo {
  courseId: number
  id: number
  title: string
}

interface HostedPlayerProps {
  play: PlayStart
  title: string
  posterUrl: string | null
  durationSeconds: number | null
  next: NextVideo | undefined
  /** a new play when the stream's address expired or was refused; the picture stays, the time too */
  onRenew: () => Promise<void>
  reportPosition: (source: PositionSource) => void
  savePosition: () => void
}

const controlsStyle = {
  '--media-control-background': 'rgb(15 23 42 / 0.7)',
  '--media-control-hover-background': 'rgb(30 58 138 / 0.9)',
  '--media-range-track-height': '5px',
  '--media-font-family': 'inherit',
  width: '100%',
  height: '100%',
} as CSSProperties

/**
 * A video the platform hosts, in media-chrome (play, seek bar, speeds, volume, keyboard, French
 * labels) inside OUR container: the watermark lies over it and our fullscreen takes both.
 */
export function HostedPlayer({ play, title, posterUrl, durationSeconds, next, onRenew, reportPosition, savePosition }: HostedPlayerProps) {
  const container = useRef<HTMLDivElement>(null)
  const video = useRef<HTMLVideoElement>(null)
  const fullscreen = useContainerFullscreen(container)
  const [offer, setOffer] = useState(() => resumePoint(play.resume_seconds, durationSeconds))
  const [ended, setEnded] = useState(false)
  const [failed, setFailed] = useState(false)
  const stream = useStreamRenewal(video, play, onRenew, () => setFailed(true))

  // the position counts once the student chose where to start: an untouched player must not save 0 over the resume point
  const started = useRef(false)
  useEffect(() => {
    reportPosition(() => (started.current && video.current ? video.current.currentTime : undefined))
    return () => reportPosition(() => undefined)
  }, [reportPosition])

  function startAt(seconds: number) {
    const element = video.current
    setOffer(null)
    if (!element) return
    element.currentTime = seconds
    void element.play().catch(() => undefined)
  }

  return (
    <div
      ref={container}
      data-testid="player"
      className={cn('relative aspect-video overflow-hidden rounded-card bg-slate-900 shadow-card [&:fullscreen]:rounded-none', fullscreen.pseudo && PSEUDO_FULLSCREEN)}
    >
      <MediaController lang="fr" hotkeys="nof" defaultStreamType="on-demand" style={controlsStyle} aria-label={PLAYER_UI.playerLabel(title)}>
        <video
          ref={video}
          slot="media"
          src={play.stream_url ?? undefined}
          poster={posterUrl ?? undefined}
          preload="metadata"
          playsInline
          onPlaying={() => {
            started.current = true
            setOffer(null)
            setEnded(false)
          }}
          onPause={() => started.current && savePosition()}
          onEnded={() => setEnded(true)}
          onPlay={stream.beforePlay}
          onSeeking={stream.beforePlay}
          onLoadedMetadata={stream.restore}
          onError={stream.refused}
        />
        <MediaLoadingIndicator slot="centered-chrome" noAutohide />
        <MediaControlBar>
          <MediaPlayButton />
          <MediaSeekBackwardButton seekOffset={10} className="hidden sm:inline-flex" />
          <MediaSeekForwardButton seekOffset={10} className="hidden sm:inline-flex" />
          <MediaTimeRange />
          <MediaTimeDisplay showDuration />
          <MediaPlaybackRateButton rates={RATES} />
          <MediaMuteButton />
          <MediaVolumeRange className="hidden sm:inline-flex" />
          <FullscreenButton
            active={fullscreen.active}
            onToggle={fullscreen.toggle}
            className="flex cursor-pointer items-center justify-center bg-[rgb(15_23_42/0.7)] px-2.5 text-white hover:bg-[rgb(30_58_138/0.9)] focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-brand-300"
            iconClassName="size-6"
          />
        </MediaControlBar>
      </MediaController>
      <Watermark text={play.watermark.text} code={play.watermark.code} />
      {offer !== null ? <ResumeOffer seconds={offer} onResume={() => startAt(offer)} onRestart={() => startAt(0)} /> : null}
      {ended && !offer ? <EndPanel next={next} onAgain={() => startAt(0)} /> : null}
      {failed ? (
        <div className="absolute inset-x-2 top-2 z-30">
          <Alert tone="error">{PLAYER_UI.streamError}</Alert>
        </div>
      ) : null}
    </div>
  )
}

const overlay = 'absolute inset-0 z-20 flex flex-col items-center justify-center gap-3 bg-slate-950/75 p-4 text-center text-white'

function ResumeOffer({ seconds, onResume, onRestart }: { seconds: number; onResume: () => void; onRestart: () => void }) {
  const first = useRef<HTMLButtonElement>(null)
  return (
    <div className={overlay} role="group" aria-label={PLAYER_UI.resumeQuestion}>
      <p className="text-sm font-semibold sm:text-base">{PLAYER_UI.resumeQuestion}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button ref={first} variant="accent" onClick={onResume}>
          {PLAYER_UI.resumeAt(formatClock(seconds))}
        </Button>
        <Button variant="light" onClick={onRestart}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {PLAYER_UI.fromStart}
        </Button>
      </div>
    </div>
  )
}

function EndPanel({ next, onAgain }: { next: NextVideo | undefined; onAgain: () => void }) {
  return (
    <div className={overlay}>
      {next ? (
        <Link
          to="/student/course/$courseId"
          params={{ courseId: String(next.courseId) }}
          search={{ video: next.id }}
          className={buttonClasses('accent', 'md', 'max-w-full')}
        >
          <span className="truncate">{PLAYER_UI.nextVideo(next.title)}</span>
          <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
        </Link>
      ) : null}
      <Button variant="light" onClick={onAgain}>
        <RotateCcw className="size-4" aria-hidden="true" />
        {PLAYER_UI.watchAgain}
      </Button>
    </div>
  )
}

/**
 * The stream's address lives `STREAM_URL_TTL_SECONDS`: past it (or on a refusal, which the
 * `<video>` only reports as an error) a new play gives a new address, and the picture carries on
 * at the same time, playing if it was.
 */
function useStreamRenewal(video: React.RefObject<HTMLVideoElement | null>, play: PlayStart, onRenew: () => Promise<void>, onFault: () => void) {
  const carry = useRef<{ time: number; playing: boolean } | null>(null)
  const lastRenew = useRef(0)
  const renewing = useRef(false)
  const expiresAt = play.stream_expires_at ? Date.parse(play.stream_expires_at) : Number.POSITIVE_INFINITY

  function renew() {
    const element = video.current
    if (renewing.current || !element) return
    if (Date.now() - lastRenew.current < RENEW_GAP_MS) return onFault()
    renewing.current = true
    lastRenew.current = Date.now()
    carry.current = { time: element.currentTime, playing: !element.paused || element.error !== null }
    void onRenew().finally(() => {
      renewing.current = false
    })
  }

  return {
    beforePlay: () => {
      if (Date.now() >= expiresAt - 5000) renew()
    },
    refused: () => renew(),
    restore: () => {
      const element = video.current
      const saved = carry.current
      if (!element || !saved) return
      carry.current = null
      element.currentTime = saved.time
      if (saved.playing) void element.play().catch(() => undefined)
    },
  }
}
