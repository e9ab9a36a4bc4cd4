import { TIMINGS } from '@tutorat/contracts'
import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { cn } from '../../lib/cn.ts'
import { useReducedMotion } from '../../lib/motion.ts'
import { buttonClasses } from '../../ui/Button.tsx'
import { TestimonialCard } from './TestimonialCard.tsx'
import type { ShownTestimonial } from './types.ts'

/**
 * SPEC §4: autoplay every 5000 ms; 1 card per view under 900 px, 2 from 900, 3 from 1200; 20 px
 * between cards, 30 px from 1200. The widths live in CSS (embla reads them), so no media query
 * runs in script.
 */
export function TestimonialsCarousel({ items }: { items: readonly ShownTestimonial[] }) {
  const reduced = useReducedMotion()
  const plugins = useMemo(
    () => (reduced ? [] : [Autoplay({ delay: TIMINGS.testimonialsAutoplayMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })]),
    [reduced],
  )
  const [viewport, embla] = useEmblaCarousel({ loop: true, align: 'start' }, plugins)
  const [paused, setPaused] = useState(false)
  // all the cards may fit on a wide screen: then there is nothing to scroll
  const [scrollable, setScrollable] = useState(false)
  const firstId = items[0]?.id

  useEffect(() => {
    if (!embla) return
    const measure = () => setScrollable(embla.scrollSnapList().length > 1)
    measure()
    embla.on('reInit', measure)
    return () => {
      embla.off('reInit', measure)
    }
  }, [embla])

  // A testimonial just written goes first: bring it into view.
  useEffect(() => {
    embla?.scrollTo(0)
  }, [embla, firstId])

  useEffect(() => {
    const autoplay = embla?.plugins().autoplay
    if (!autoplay) return
    if (paused) autoplay.stop()
    // (the plugin is inert, and must not be started, when there is a single position)
    else if (scrollable) autoplay.play()
  }, [embla, paused, scrollable])

  return (
    // min-w-0: as a grid or flex item its min-content is every slide side by side, which would
    // widen the page on a phone (issue 29)
    <div role="region" aria-roledescription="carrousel" aria-label="Témoignages d’étudiants" className="min-w-0">
      <div ref={viewport} className="overflow-hidden">
        <ul className={cn('-ml-5 flex touch-pan-y min-[1200px]:-ml-[30px]', scrollable ? undefined : 'justify-center')}>
          {items.map((testimonial) => (
            <li key={testimonial.id} data-testimonial-id={testimonial.id} className="min-w-0 shrink-0 grow-0 basis-full pl-5 min-[900px]:basis-1/2 min-[1200px]:basis-1/3 min-[1200px]:pl-[30px]">
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
      {scrollable ? (
        <div className="mt-5 flex items-center justify-center gap-3">
          <button type="button" className={buttonClasses('secondary', 'icon')} onClick={() => embla?.scrollPrev()} aria-label="Témoignage précédent">
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          {reduced ? null : (
            <button
              type="button"
              className={buttonClasses('ghost', 'icon')}
              onClick={() => setPaused((value) => !value)}
              aria-label={paused ? 'Reprendre le défilement des témoignages' : 'Mettre en pause le défilement des témoignages'}
            >
              {paused ? <Play className="size-5" aria-hidden="true" /> : <Pause className="size-5" aria-hidden="true" />}
            </button>
          )}
          <button type="button" className={buttonClasses('secondary', 'icon')} onClick={() => embla?.scrollNext()} aria-label="Témoignage suivant">
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </div>
  )
}
