import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createOfflineStatusStore } from '../../src/features/offline/offline-status-store.ts'
import { OfflineStatus } from '../../src/features/offline/OfflineStatus.tsx'
import { useOwnOfflineNotice } from '../../src/features/offline/own-offline-notice.ts'

function PaperStandIn() {
  useOwnOfflineNotice()
  return <p>Question 1</p>
}

describe('the bar at the bottom of every page', () => {
  it('shows nothing while online with nothing new', () => {
    const store = createOfflineStatusStore({ online: true, applyUpdate: null })
    const { container } = render(<OfflineStatus store={store} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('on /hors-ligne itself, does not link to the page being read', () => {
    window.history.replaceState(null, '', '/hors-ligne')
    render(<OfflineStatus store={createOfflineStatusStore({ online: false, applyUpdate: null })} />)
    expect(screen.getByRole('status')).toHaveTextContent('Vous êtes hors ligne.')
    expect(screen.queryByRole('link')).toBeNull()
    window.history.replaceState(null, '', '/')
  })

  it('says when the connection is lost, links to what is available, and goes when it is back', () => {
    const store = createOfflineStatusStore({ online: true, applyUpdate: null })
    render(<OfflineStatus store={store} />)
    act(() => store.set({ online: false }))
    expect(screen.getByRole('status')).toHaveTextContent('Vous êtes hors ligne. Les pages déjà ouvertes et vos PDF enregistrés restent disponibles.')
    expect(screen.getByRole('link', { name: 'Voir ce qui est disponible' })).toHaveAttribute('href', '/hors-ligne')
    act(() => store.set({ online: true }))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('leaves the offline notice to a page that gives its own (the exam paper), and comes back after it', async () => {
    const store = createOfflineStatusStore({ online: false, applyUpdate: null })
    render(<OfflineStatus store={store} />)
    expect(screen.getByRole('status')).toHaveTextContent('Vous êtes hors ligne.')
    const paper = render(<PaperStandIn />)
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
    paper.unmount()
    await screen.findByRole('status')
  })

  it('offers « Mettre à jour » when a new version waits, and takes it only when asked', async () => {
    const applyUpdate = vi.fn()
    const store = createOfflineStatusStore({ online: true, applyUpdate: null })
    render(<OfflineStatus store={store} />)
    act(() => store.set({ applyUpdate }))
    const prompt = screen.getByRole('region', { name: 'Nouvelle version' })
    expect(prompt).toHaveTextContent('Une nouvelle version de Tutorat Maroc est disponible.')
    expect(applyUpdate).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour' }))
    expect(applyUpdate).toHaveBeenCalledOnce()
  })

  it('« Plus tard » puts the offer away for this visit', async () => {
    const store = createOfflineStatusStore({ online: true, applyUpdate: () => {} })
    render(<OfflineStatus store={store} />)
    await userEvent.click(screen.getByRole('button', { name: 'Plus tard' }))
    expect(screen.queryByRole('region', { name: 'Nouvelle version' })).toBeNull()
  })
})
