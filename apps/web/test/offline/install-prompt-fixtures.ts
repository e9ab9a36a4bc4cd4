import { act, cleanup } from '@testing-library/react'
import { afterEach, beforeAll, vi } from 'vitest'
import { captureInstallPrompt } from '../../src/features/offline/install-prompt.ts'

// Chromium's `beforeinstallprompt`, sent to the real capture (main.tsx starts it in the app).

let captured = false

/** Captures the install event for the file's tests, and forgets it after each one. */
export function useInstallPrompt() {
  beforeAll(() => {
    if (captured) return
    captured = true
    captureInstallPrompt()
  })
  afterEach(() => {
    cleanup()
    // what the browser sends once installed: the kept event is dropped
    window.dispatchEvent(new Event('appinstalled'))
    vi.unstubAllGlobals()
    leaveIosSafari()
  })
}

/** The browser offers installation; `outcome` is the visitor's answer in its dialog. */
export function offerInstallation(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const prompt = vi.fn(async () => undefined)
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome }) })
  act(() => {
    window.dispatchEvent(event)
  })
  return { prompt, event }
}

/** The page as an installed app would see it (`display-mode: standalone`); jsdom has no matchMedia. */
export function runAsInstalledApp() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(display-mode: standalone)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

/** Safari on an iPhone, as a page in a tab (`standalone` false) or from the home screen (true). */
export function runInIosSafari(standalone: boolean) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  )
  Object.defineProperty(navigator, 'standalone', { configurable: true, value: standalone })
}

export function leaveIosSafari() {
  Reflect.deleteProperty(navigator, 'standalone')
}
