import { Play } from 'lucide-react'
import { useState } from 'react'
import { INTRO_VIDEO_ID, introVideoEmbedUrl } from './video.ts'

const TITLE = 'Vidéo de présentation de Tutorat Maroc'

/** A poster with a play button: the player (and YouTube's ~1 MB of scripts) loads on click only. */
export function IntroVideo() {
  const [playing, setPlaying] = useState(false)
  return (
    <div className="relative mx-auto aspect-video max-w-4xl overflow-hidden rounded-card bg-brand-950 shadow-raised">
      {playing ? (
        <iframe
          className="absolute inset-0 size-full"
          src={introVideoEmbedUrl(INTRO_VIDEO_ID)}
          title={TITLE}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          // the play button is gone: keyboard focus moves to the player that replaced it
          ref={(frame) => frame?.focus()}
        />
      ) : (
        <button type="button" onClick={() => setPlaying(true)} className="group absolute inset-0 size-full cursor-pointer" aria-label="Lire la vidéo de présentation">
          <img src="/video/intro-poster.svg" alt="" width={1280} height={720} loading="lazy" decoding="async" className="size-full object-cover" />
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-20 items-center justify-center rounded-full bg-accent-400 text-brand-950 shadow-raised transition-transform group-hover:scale-105 group-focus-visible:scale-105">
              <Play className="ml-1 size-9 fill-current" aria-hidden="true" />
            </span>
          </span>
        </button>
      )}
    </div>
  )
}
