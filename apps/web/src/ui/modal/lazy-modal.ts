import { type ComponentType, lazy, type LazyExoticComponent, useState } from 'react'

/**
 * Radix's dialogs (≈ 14 KB and two files) are needed once a dialog opens, never for a page's first
 * paint: they download as soon as the browser is idle after it, so a click still opens at once.
 */
export function lazyModal<P extends object>(load: () => Promise<ComponentType<P>>): {
  Component: LazyExoticComponent<ComponentType<P>>
  warmUp: () => void
} {
  let loading: Promise<ComponentType<P>> | undefined
  const once = () => (loading ??= load())
  const warmUp = () => {
    if (loading) return
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => void once())
    else window.setTimeout(() => void once(), 1)
  }
  return { Component: lazy(async () => ({ default: await once() })), warmUp }
}

/**
 * Our dialogs open from the page's own buttons, not Radix triggers, so Radix has nowhere to send
 * the focus back on close: this handler (for `onCloseAutoFocus`) returns it to whatever had it
 * when the dialog mounted — the button that opened it.
 */
export function useReturnFocus(): (event: Event) => void {
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null))
  return (event) => {
    event.preventDefault()
    if (opener?.isConnected) opener.focus()
  }
}
