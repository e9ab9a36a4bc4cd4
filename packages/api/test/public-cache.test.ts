import { describe, expect, it } from 'vitest'
import { createPublicCache } from '../src/public-cache.ts'

const counting = () => {
  let calls = 0
  return { load: async () => ++calls, calls: () => calls }
}

describe('createPublicCache', () => {
  it('answers from memory within the delay, per key, and asks again after it', async () => {
    const cache = createPublicCache(40)
    const source = counting()
    expect(await cache.read('a', source.load)).toBe(1)
    expect(await cache.read('a', source.load)).toBe(1)
    expect(await cache.read('b', source.load)).toBe(2)
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(await cache.read('a', source.load)).toBe(3)
  })

  it('lets visitors arriving together share one query', async () => {
    const cache = createPublicCache(1000)
    const source = counting()
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.read('list', source.load)))
    expect(new Set(answers)).toEqual(new Set([1]))
    expect(source.calls()).toBe(1)
  })

  it('keeps no failure: the next visitor asks the database again', async () => {
    const cache = createPublicCache(1000)
    await expect(cache.read('list', () => Promise.reject(new Error('base indisponible')))).rejects.toThrow('base indisponible')
    expect(await cache.read('list', async () => 'réponse')).toBe('réponse')
  })

  it('forgets everything on clear, and caches nothing with a delay of 0', async () => {
    const cache = createPublicCache(1000)
    const source = counting()
    await cache.read('list', source.load)
    cache.clear()
    expect(await cache.read('list', source.load)).toBe(2)

    const off = createPublicCache(0)
    const direct = counting()
    await off.read('list', direct.load)
    expect(await off.read('list', direct.load)).toBe(2)
  })
})
