import { type RefObject, useLayoutEffect, useState } from 'react'

/** What a visitor can tap: a floating button must never sit on one of these (issue 29). */
export const INTERACTIVE_SELECTOR = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  'label',
  'iframe',
  'video[controls]',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="slider"]',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(', ')

export interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

/** Room kept around the floating button: a control just touching it is still hard to tap. */
export const CLEARANCE_PX = 4

/** Whether `box`, widened by `margin` on every side, meets any of `others` (touching edges do not count). */
export function overlapsAny(box: Box, others: Iterable<Box>, margin: number = CLEARANCE_PX): boolean {
  for (const other of others) {
    if (other.right <= other.left || other.bottom <= other.top) continue
    const apart =
      other.right <= box.left - margin || other.left >= box.right + margin || other.bottom <= box.top - margin || other.top >= box.bottom + margin
    if (!apart) return true
  }
  return false
}

// (Safari before 17.4 has no checkVisibility: there every box counts, which only hides the button more often)
const isShown = (element: Element) => !('checkVisibility' in element) || element.checkVisibility({ visibilityProperty: true })

function* interactiveBoxes(floating: Element): Generator<Box> {
  for (const element of document.querySelectorAll(INTERACTIVE_SELECTOR)) {
    if (!floating.contains(element) && isShown(element)) yield element.getBoundingClientRect()
  }
}

/** Whether the floating element currently sits on something a visitor can tap. */
export function coversInteractive(floating: Element): boolean {
  return overlapsAny(floating.getBoundingClientRect(), interactiveBoxes(floating))
}

/**
 * True while the element at `ref` (fixed on the screen) would cover a link, a button or a field:
 * checked once per frame while the page scrolls, resizes or changes height. The caller hides it
 * meanwhile (`visibility: hidden` keeps its box, so it is still measured).
 */
export function useCoversInteractive(ref: RefObject<HTMLElement | null>): boolean {
  const [covers, setCovers] = useState(false)
  // a layout effect: the first check happens before the first paint, so the button never flashes on a control
  useLayoutEffect(() => {
    let frame = 0
    const check = () => {
      frame = 0
      if (ref.current) setCovers(coversInteractive(ref.current))
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check)
    }
    check()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    // an accordion opening or « Voir plus » moves controls without a scroll
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule)
    resized?.observe(document.body)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      resized?.disconnect()
    }
  }, [ref])
  return covers
}
