import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { INSTALL_OFFER_FLAG, InstallOffer } from '../../src/features/offline/InstallOffer.tsx'
import { offerInstallation, runAsInstalledApp, runInIosSafari, useInstallPrompt } from './install-prompt-fixtures.ts'

useInstallPrompt()

const offer = () => screen.queryByRole('region', { name: 'Installer l’application' })
const flag = () => window.localStorage.getItem(INSTALL_OFFER_FLAG)

describe('the install offer', () => {
  it('opens the browser’s dialog from « Installer », then goes', async () => {
    const { prompt, event } = offerInstallation()
    expect(event.defaultPrevented).toBe(true)
    render(<InstallOffer />)
    expect(offer()).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Installer l’application' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Installer' }))
    expect(prompt).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(offer()).not.toBeInTheDocument())
  })

  it('is made once: shown, then never again, even if left unanswered', async () => {
    offerInstallation()
    const first = render(<InstallOffer />)
    expect(offer()).toBeInTheDocument()
    expect(flag()).not.toBeNull()
    first.unmount()

    render(<InstallOffer />)
    expect(offer()).not.toBeInTheDocument()
  })

  it('goes with « Plus tard », for good', async () => {
    offerInstallation()
    const first = render(<InstallOffer />)
    await userEvent.click(screen.getByRole('button', { name: 'Plus tard' }))
    expect(offer()).not.toBeInTheDocument()
    first.unmount()
    render(<InstallOffer />)
    expect(offer()).not.toBeInTheDocument()
  })

  it('waits for the browser to allow installation, and only then counts as shown', () => {
    render(<InstallOffer />)
    expect(offer()).not.toBeInTheDocument()
    expect(flag()).toBeNull()
    offerInstallation()
    expect(offer()).toBeInTheDocument()
    expect(flag()).not.toBeNull()
  })

  it('is never shown in the installed app, and does not count as shown there', () => {
    runAsInstalledApp()
    offerInstallation()
    render(<InstallOffer />)
    expect(offer()).not.toBeInTheDocument()
    expect(flag()).toBeNull()
  })

  it('tells Safari on an iPhone how to add it to the home screen', async () => {
    runInIosSafari(false)
    render(<InstallOffer headingLevel="h4" />)
    expect(screen.getByRole('heading', { level: 4, name: 'Installer l’application' })).toBeInTheDocument()
    expect(offer()).toHaveTextContent('Touchez Partager puis « Sur l’écran d’accueil »')
    expect(screen.queryByRole('button', { name: 'Installer' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Plus tard' }))
    expect(offer()).not.toBeInTheDocument()
  })

  it('says nothing on an iPhone where it already runs from the home screen', () => {
    runInIosSafari(true)
    render(<InstallOffer />)
    expect(offer()).not.toBeInTheDocument()
  })

  it('is not made where the browser keeps no flag (it would come back at every visit)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refusé', 'SecurityError')
    })
    offerInstallation()
    render(<InstallOffer />)
    expect(offer()).not.toBeInTheDocument()
  })
})
