import { useLocation, useNavigate } from '@tanstack/react-router'
import { TIMINGS } from '@tutorat/contracts'
import { useCallback } from 'react'
import type { SectionId } from './nav.ts'

function scrollToSection(id: SectionId) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
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
