import { type ComponentType, lazy, type LazyExoticComponent } from 'react'

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
