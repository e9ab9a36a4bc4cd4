import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useContainerFullscreen } from '../../src/features/student-space/player/use-container-fullscreen.ts'

// DESIGN §16: our fullscreen is the container's, so the watermark stays over the video. Where the
// browser has no element fullscreen (iPhone: only <video> may) or refuses it, the container covers
// the viewport instead (`pseudo`); Escape and the same button leave, and the page does not scroll.

function setup(api: { request?: () => Promise<void> }) {
  const element = document.createElement('div')
  if (api.request) element.requestFullscreen = vi.fn(api.request)
  else Reflect.deleteProperty(element, 'requestFullscreen')
  document.body.append(element)
  const hook = renderHook(() => useContainerFullscreen({ current: element }))
  return { element, hook }
}

afterEach(() => {
  document.body.replaceChildren()
  document.body.style.overflow = ''
})

describe('the player’s fullscreen', () => {
  it('covers the viewport where element fullscreen is missing (iPhone), locks the page, and Escape leaves', () => {
    const { hook } = setup({})
    act(() => hook.result.current.toggle())
    expect(hook.result.current).toMatchObject({ active: true, pseudo: true })
    expect(document.body.style.overflow).toBe('hidden')
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })))
    expect(hook.result.current).toMatchObject({ active: false, pseudo: false })
    expect(document.body.style.overflow).toBe('')
    // the same button leaves too
    act(() => hook.result.current.toggle())
    expect(hook.result.current.pseudo).toBe(true)
    act(() => hook.result.current.toggle())
    expect(hook.result.current.active).toBe(false)
  })

  it('falls back to covering the viewport when the browser refuses the request (disabled, not allowed)', async () => {
    const { element, hook } = setup({ request: () => Promise.reject(new TypeError('not allowed')) })
    await act(async () => hook.result.current.toggle())
    expect(element.requestFullscreen).toHaveBeenCalledOnce()
    expect(hook.result.current).toMatchObject({ active: true, pseudo: true })
  })

  it('uses the browser’s own fullscreen where it is allowed, and never covers the viewport then', async () => {
    const { element, hook } = setup({ request: () => Promise.resolve() })
    await act(async () => hook.result.current.toggle())
    expect(element.requestFullscreen).toHaveBeenCalledOnce()
    expect(hook.result.current.pseudo).toBe(false)
    expect(document.body.style.overflow).toBe('')
  })
})
