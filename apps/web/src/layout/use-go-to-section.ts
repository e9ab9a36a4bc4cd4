import { useLocation, useNavigate } from '@tanstack/react-router'
import { TIMINGS } from '@tutorat/contracts'
import { useCallback } from 'react'
import type { SectionId } from './nav.ts'

/**
 * How long the scroll follows its target while the sections above it are still arriving: on mobile
 * data their chunks and pictures can take several seconds (3 s proved too short on a busy CI box).
 */
const FOLLOW_MS = 10_000
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * The home page's sections download their bodies after the first paint: a section above the
 * target that grows meanwhile pushes the target down. Until the visitor scrolls by themselves, the
 * scroll follows (where ResizeObserver exists; elsewhere the first scroll is all there is).
 */
function followTarget(id: SectionId) {
  if (typeof ResizeObserver === 'undefined') return
  let height = document.body.scrollHeight
  const observer = new ResizeObserver(() => {
    if (document.body.scrollHeight === height) return
    height = document.body.scrollHeight
    // looked up again: the page may have rendered the section anew since (its element then replaced,
    // and the old one, detached, would scroll nowhere). Instant: a smooth scroll aims at where the
    // target was when it started, and more may arrive meanwhile.
    document.getElementById(id)?.scrollIntoView({ behavior: 'instant', block: 'start' })
  })
  const stop = () => {
    observer.disconnect()
    window.clearTimeout(timer)
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop)
  }
  const timer = window.setTimeout(stop, FOLLOW_MS)
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { passive: true })
  observer.observe(document.body)
}

function scrollToSection(id: SectionId) {
  const target = document.getElementById(id)
  if (!target) return
  target.scrollIntoView({ behavior: 'smooth', block: 'start' })
  followTarget(id)
}

/** SPEC §2: on `/` scroll at once; elsewhere go to `/` first, then scroll once it has rendered. */
export function useGoToSection() {
  const navigate = useNavigate()
  const pathname = useLocation({ select: (location) => location.pathname })
  return useCallback(
    (id: SectionId) => {
      if (pathname === '/') {
        scrollToSection(id)
        return
      }
      void navigate({ to: '/' }).then(() => {
        window.setTimeout(() => scrollToSection(id), TIMINGS.scrollToSectionDelayMs)
      })
    },
    [navigate, pathname],
  )
}
