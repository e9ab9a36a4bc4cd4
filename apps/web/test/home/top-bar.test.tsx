import { TIMINGS } from '@tutorat/contracts'
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TopBar } from '../../src/features/home/TopBar.tsx'
import { TRACKS } from '../../src/features/home/schools.ts'
import { stubReducedMotion } from './helpers.tsx'

const LABELS = ['ENSA', 'FST', 'FS', 'EST', 'ENS', 'ENSAM', 'BTS', 'DTS', 'PREPARATION AUX CONCOURS']
const label = () => screen.getByTestId('rotating-label')

describe('top bar', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('cycles through the nine labels every 2 s, one colour each, and wraps around', () => {
    render(<TopBar />)
    const seen: { text: string | null; className: string }[] = []
    for (let step = 0; step <= LABELS.length; step += 1) {
      seen.push({ text: label().textContent, className: label().className })
      act(() => vi.advanceTimersByTime(TIMINGS.headerLabelRotationMs))
    }
    expect(seen.map((entry) => entry.text)).toEqual([...LABELS, 'ENSA'])
    const colours = seen.slice(0, LABELS.length).map((entry) => entry.className.match(/text-[a-z]+-300/)?.[0])
    expect(new Set(colours).size).toBe(LABELS.length)
  })

  it('does not change before 2 s', () => {
    render(<TopBar />)
    act(() => vi.advanceTimersByTime(TIMINGS.headerLabelRotationMs - 1))
    expect(label()).toHaveTextContent('ENSA')
    act(() => vi.advanceTimersByTime(1))
    expect(label()).toHaveTextContent('FST')
  })

  it('gives screen readers the whole list once, not a label changing every 2 s', () => {
    render(<TopBar />)
    expect(label()).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText(LABELS.join(', '))).toHaveClass('sr-only')
  })

  it('shows the service hours and the free first session', () => {
    render(<TopBar />)
    expect(screen.getByText('7j/24')).toBeInTheDocument()
    expect(screen.getByText(/Première séance gratuite/)).toBeInTheDocument()
  })

  it('stands still, listing every label, when the visitor prefers reduced motion', () => {
    stubReducedMotion(true)
    render(<TopBar />)
    expect(screen.queryByTestId('rotating-label')).not.toBeInTheDocument()
    expect(screen.getByText(LABELS.join(', '))).toBeVisible()
    act(() => vi.advanceTimersByTime(TIMINGS.headerLabelRotationMs * 3))
    expect(screen.getByText(LABELS.join(', '))).toBeVisible()
  })

  it('uses exactly the labels of SPEC §2', () => {
    expect(TRACKS.map((track) => track.label)).toEqual(LABELS)
  })
})
