import { Link } from '@tanstack/react-router'
import { TIMINGS } from '@tutorat/contracts'
import { ChevronLeft, ChevronRight, MessageCircle, Pause, Play } from 'lucide-react'
import { type PointerEvent, useEffect, useRef, useState } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Loading } from '../../lib/picture.ts'
import { useReducedMotion } from '../../lib/motion.ts'
import { useWhatsappUrl } from '../../lib/site.ts'
import { trpc } from '../../lib/trpc.ts'
import { Badge } from '../../ui/Badge.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import { EnrolLink } from '../payments/EnrolLink.tsx'
import { AnnouncementImage } from './AnnouncementImage.tsx'
import { AnnouncementsLoading } from './AnnouncementsLoading.tsx'
import { CAROUSEL_HEIGHT } from './carousel-size.ts'
import { type Announcement, formationMessage, previewText } from './format.ts'

/** The picture's width: the whole slide on a phone, its left 2/5 from 640 px (within max-w-5xl). */
const CAROUSEL_IMAGE_SIZES = '(min-width: 640px) min(410px, calc((100vw - 48px) * 0.4)), calc(100vw - 32px)'

/**
 * The first slide is what the visitor sees: fetched at once, first. The one shown next is fetched
 * before its turn (a lazy picture in a slide clipped off to the side would wait until shown); the
 * others wait, sparing mobile data for slides never reached.
 */
function slideLoading(position: number, current: number, count: number): Loading {
  if (position === 0) return 'priority'
  return position === current || position === (current + 1) % count ? 'eager' : 'lazy'
}

/** A swipe shorter than this is a tap. */
const SWIPE_PX = 40

/**
 * The home page's announcements (SPEC §4): shown only when there are some; every 4 s the next
 * one, wrapping around, when there are several. A failed load is only logged: the home page
 * simply has no carousel then.
 */
export default function AnnouncementsCarousel() {
  const list = trpc.announcements.list.useQuery({ active_only: true })

  useEffect(() => {
    // console.warn, not console.error: nothing is broken for the visitor, the block just stays hidden.
    if (list.error) console.warn('Annonces indisponibles :', list.error.message)
  }, [list.error])

  if (list.isPending) return <AnnouncementsLoading />
  if (list.isError || list.data.length === 0) return null
  return <Carousel items={list.data} />
}

function Carousel({ items }: { items: Announcement[] }) {
  const count = items.length
  const reduced = useReducedMotion()
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const swipeStart = useRef<number | null>(null)
  const whatsapp = useWhatsappUrl()

  const current = Math.min(index, count - 1)
  const go = (next: number) => setIndex(((next % count) + count) % count)
  // WAI carousel pattern: no movement under the pointer or the keyboard focus, nor after "pause".
  const playing = count > 1 && !reduced && !paused && !hovered && !focused

  useEffect(() => {
    if (!playing) return
    // re-armed at each change: a click on an arrow gives the visitor a full 4 s
    const timer = window.setTimeout(() => setIndex((value) => (value + 1) % count), TIMINGS.announcementsRotationMs)
    return () => window.clearTimeout(timer)
  }, [playing, current, count])

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return
    const distance = event.clientX - swipeStart.current
    swipeStart.current = null
    if (Math.abs(distance) >= SWIPE_PX) go(current + (distance < 0 ? 1 : -1))
  }

  return (
    <div
      role="region"
      aria-roledescription="carrousel"
      aria-label="Formations à la une"
      className="mx-auto max-w-5xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div className="relative overflow-hidden rounded-card border border-line bg-white shadow-card" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <div
          aria-live={playing ? 'off' : 'polite'}
          className={cn('flex touch-pan-y', reduced ? undefined : 'transition-transform duration-500 ease-out')}
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {items.map((item, position) => (
            <div
              key={item.id}
              role="group"
              aria-roledescription="diapositive"
              aria-label={`${position + 1} sur ${count}`}
              aria-hidden={position !== current}
              inert={position !== current}
              className={cn('grid w-full shrink-0 grid-rows-[13rem_1fr] sm:grid-cols-[2fr_3fr] sm:grid-rows-1', CAROUSEL_HEIGHT)}
            >
              <AnnouncementImage picture={item} sizes={CAROUSEL_IMAGE_SIZES} loading={slideLoading(position, current, count)} className="h-full" />
              <div className="flex min-h-0 flex-col gap-3 p-5 sm:p-7">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="line-clamp-2 text-xl font-bold text-brand-950">{item.title}</h3>
                  {item.price ? <Badge tone="accent" className="text-sm">{item.price}</Badge> : null}
                </div>
                <p className="line-clamp-4 text-sm leading-relaxed text-muted sm:line-clamp-5">{previewText(item.description)}</p>
                {/* sold online: its page and « S’inscrire », the way to pay with a reference (issue 29) */}
                <div className="mt-auto flex flex-wrap gap-2">
                  {item.sellable ? (
                    <Link to="/formations/$id" params={{ id: String(item.id) }} className={buttonClasses('secondary', 'md')}>
                      Voir les détails
                    </Link>
                  ) : (
                    <Link to="/courses" className={buttonClasses('primary', 'md')}>
                      Voir les détails
                    </Link>
                  )}
                  {item.sellable ? (
                    <EnrolLink formation={item} />
                  ) : whatsapp ? (
                    <a href={whatsapp(formationMessage(item))} target="_blank" rel="noopener noreferrer" className={buttonClasses('accent', 'md')}>
                      <MessageCircle className="size-4" aria-hidden="true" />
                      Réserver
                    </a>
                  ) : null}
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>

      {count > 1 ? (
        <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
          <button type="button" className={buttonClasses('secondary', 'icon')} onClick={() => go(current - 1)} aria-label="Annonce précédente">
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <ul className="flex items-center" aria-label="Choisir une annonce">
            {items.map((item, position) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => go(position)}
                  aria-label={`Annonce ${position + 1} : ${item.title}`}
                  aria-current={position === current ? 'true' : undefined}
                  className="group flex size-8 cursor-pointer items-center justify-center"
                >
                  <span
                    className={cn(
                      'block h-2.5 rounded-full transition-all',
                      position === current ? 'w-6 bg-brand-900' : 'w-2.5 bg-slate-400 group-hover:bg-slate-500',
                    )}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={buttonClasses('secondary', 'icon')} onClick={() => go(current + 1)} aria-label="Annonce suivante">
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
          <span data-testid="carousel-counter" className="min-w-12 text-center text-sm font-semibold text-muted tabular-nums">
            {current + 1} / {count}
          </span>
          {reduced ? null : (
            <button
              type="button"
              className={buttonClasses('ghost', 'icon')}
              onClick={() => setPaused((value) => !value)}
              aria-label={paused ? 'Reprendre le défilement' : 'Mettre en pause le défilement'}
            >
              {paused ? <Play className="size-5" aria-hidden="true" /> : <Pause className="size-5" aria-hidden="true" />}
            </button>
          )}
        </div>
      ) : null}
    </div>
  )
}
