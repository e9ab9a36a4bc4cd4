import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_TIMEOUT_MS, withinChunkDeadline } from '../../src/lib/chunk-deadline.ts'

describe('a page’s code within the 120-second deadline (SPEC §8)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('fails a download still hanging after 120 s, with the message the error page recognises', async () => {
    const stalled = withinChunkDeadline(new Promise<never>(() => {}))
    const outcome = expect(stalled).rejects.toThrow(/^Loading chunk failed/)
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1)
    await vi.advanceTimersByTimeAsync(1)
    await outcome
    expect(CHUNK_TIMEOUT_MS).toBe(120_000)
  })

  it('does not fail one that is merely slow, and leaves no timer behind', async () => {
    const slow = withinChunkDeadline(new Promise<string>((resolve) => setTimeout(() => resolve('page'), CHUNK_TIMEOUT_MS - 1_000)))
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1_000)
    await expect(slow).resolves.toBe('page')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('passes a failed download through as it is', async () => {
    await expect(withinChunkDeadline(Promise.reject(new Error('Failed to fetch dynamically imported module')))).rejects.toThrow(/dynamically imported/)
    expect(vi.getTimerCount()).toBe(0)
  })
})
