import { COUNTER_TARGETS } from '@tutorat/contracts'
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COUNTER_STEP_MS, Counters } from '../../src/features/home/Counters.tsx'
import { fakeIntersectionObserver, stubReducedMotion } from './helpers.tsx'

const shown = () => screen.getAllByTestId('counter').map((counter) => counter.textContent)
const steps = (count: number) => act(() => vi.advanceTimersByTime(COUNTER_STEP_MS * count))

describe('hero counters', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('wait at 0 until half of the block is on screen', () => {
    const viewport = fakeIntersectionObserver({ autoEnter: false })
    render(<Counters />)
    expect(shown()).toEqual(['0+', '0+'])
    viewport.show(0.3)
    steps(50)
    expect(shown()).toEqual(['0+', '0+'])
  })

  it('count from 0 to 5 and 1000 in 125 steps once visible', () => {
    const viewport = fakeIntersectionObserver({ autoEnter: false })
    render(<Counters />)
    viewport.show(COUNTER_TARGETS.visibilityThreshold)
    steps(1)
    expect(shown()).toEqual(['0+', '8+'])
    steps(61)
    expect(shown()).toEqual(['2+', '496+'])
    steps(62)
    expect(shown()).toEqual(['5+', '992+'])
    steps(1)
    expect(shown()).toEqual(['5+', '1000+'])
    steps(100)
    expect(shown()).toEqual(['5+', '1000+'])
  })

  it('run only once', () => {
    const viewport = fakeIntersectionObserver({ autoEnter: false })
    render(<Counters />)
    viewport.show(1)
    steps(COUNTER_TARGETS.steps)
    viewport.show(0)
    viewport.show(1)
    steps(3)
    expect(shown()).toEqual(['5+', '1000+'])
  })

  it('tell screen readers the final figures', () => {
    fakeIntersectionObserver({ autoEnter: false })
    render(<Counters />)
    expect(screen.getByText('années d’expérience').closest('div')).toHaveTextContent('5+')
    expect(screen.getByText('étudiants formés').closest('div')).toHaveTextContent('1000+')
  })

  it('show the final figures at once when the visitor prefers reduced motion', () => {
    fakeIntersectionObserver({ autoEnter: true })
    stubReducedMotion(true)
    render(<Counters />)
    expect(shown()).toEqual(['5+', '1000+'])
  })

  it('show the final figures when the browser cannot tell what is on screen', () => {
    render(<Counters />)
    expect(shown()).toEqual(['5+', '1000+'])
  })
})
