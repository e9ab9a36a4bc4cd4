import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { SiteSettings } from '@tutorat/contracts'
import { act, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { createDataLoader, DataLoaderContext } from '../../src/lib/data.tsx'

export const SETTINGS: SiteSettings = {
  name: 'Tutorat Maroc',
  whatsapp_number: '+212 6 12 34 56 78',
  contact_email: 'contact@tutorat.ma',
  service_hours: '7j/24',
  bank: {
    bank_name: 'Banque Populaire',
    account_holder: 'Tutorat Maroc SARL',
    rib: '190 780 21211 0000000000 00 12',
    iban: 'MA64 1907 8021 2110 0000 0000 0012',
    swift: 'BCPOMAMC',
  },
  socials: [],
  google_client_id: null,
  card_payments: false,
}

/**
 * Mounts `ui` with what the public pages have around them: a router (for `<Link>`) and the
 * lazily loaded data layer (for `<WithData>`). Links render their href; nothing navigates.
 */
export function renderPublic(ui: ReactNode, { fakeTimers = false }: { fakeTimers?: boolean } = {}) {
  const root = createRootRoute({ component: () => ui })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {})
  render(
    <DataLoaderContext value={createDataLoader()}>
      <RouterProvider router={router} />
    </DataLoaderContext>,
  )
  return { user }
}

type Callback = (entries: IntersectionObserverEntry[]) => void

/**
 * IntersectionObserver for jsdom. `autoEnter`: every observed element is reported visible at once
 * (what a tall enough screen would do); otherwise the test calls `show(ratio)`.
 */
export function fakeIntersectionObserver({ autoEnter }: { autoEnter: boolean }) {
  const observers: { callback: Callback; elements: Element[] }[] = []
  class FakeIntersectionObserver {
    readonly root = null
    readonly rootMargin = '0px'
    readonly thresholds = [0]
    private readonly entry: { callback: Callback; elements: Element[] }
    constructor(callback: Callback) {
      this.entry = { callback, elements: [] }
      observers.push(this.entry)
    }
    observe(element: Element) {
      this.entry.elements.push(element)
      if (autoEnter) this.entry.callback([entryFor(element, 1)])
    }
    unobserve() {}
    disconnect() {
      this.entry.elements = []
    }
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  return {
    /** Reports every observed element as `ratio` visible. */
    show(ratio: number) {
      act(() => {
        for (const observer of observers) for (const element of observer.elements) observer.callback([entryFor(element, ratio)])
      })
    },
  }
}

function entryFor(target: Element, ratio: number): IntersectionObserverEntry {
  const rect = target.getBoundingClientRect()
  return {
    target,
    isIntersecting: ratio > 0,
    intersectionRatio: ratio,
    boundingClientRect: rect,
    intersectionRect: rect,
    rootBounds: null,
    time: 0,
  }
}

/** What embla-carousel needs from the browser and jsdom lacks (it maps over `matchMedia`). */
export function stubCarouselApis() {
  stubReducedMotion(false)
  class FakeResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver)
}

/** Prefers-reduced-motion as the system would report it. */
export function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }))
}
