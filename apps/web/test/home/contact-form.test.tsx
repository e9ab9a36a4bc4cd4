import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ContactForm } from '../../src/features/home/ContactForm.tsx'
import { WithData } from '../../src/lib/data.tsx'
import { server } from '../msw-server.ts'
import { ok, trpcHandlers } from '../trpc-mock.ts'
import { renderPublic, SETTINGS } from './helpers.tsx'

async function openForm() {
  server.use(trpcHandlers({ 'site.settings': () => ok(SETTINGS) }))
  // only the settings are answered: any other call (a backend submission) would fail the test
  const open = vi.spyOn(window, 'open').mockImplementation(() => null)
  const { user } = renderPublic(
    <WithData>
      <ContactForm />
    </WithData>,
  )
  await screen.findByRole('link', { name: /Écrire sur WhatsApp/ })
  return { user, open }
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) })

describe('contact form', () => {
  beforeEach(() => window.localStorage.clear())
  afterEach(() => vi.unstubAllGlobals())

  it('requires the four fields, in French, and opens nothing', async () => {
    const { user, open } = await openForm()
    await user.click(screen.getByRole('button', { name: 'Envoyer sur WhatsApp' }))
    expect(screen.getByText('Veuillez saisir votre prénom')).toBeInTheDocument()
    expect(screen.getByText('Veuillez saisir votre nom')).toBeInTheDocument()
    expect(screen.getByText('Veuillez saisir votre adresse email')).toBeInTheDocument()
    expect(screen.getByText('Veuillez écrire votre message')).toBeInTheDocument()
    expect(field('Prénom')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Prénom')).toHaveFocus()
    expect(open).not.toHaveBeenCalled()
  })

  it('checks the email format', async () => {
    const { user, open } = await openForm()
    await user.type(field('Prénom'), 'Imane')
    await user.type(field('Nom'), 'El Fassi')
    await user.type(field('Email'), 'imane@exemple')
    await user.type(field('Message'), 'Bonjour')
    await user.click(screen.getByRole('button', { name: 'Envoyer sur WhatsApp' }))
    expect(screen.getByText('Adresse email invalide (exemple : nom@domaine.ma)')).toBeInTheDocument()
    expect(field('Email')).toHaveFocus()
    expect(open).not.toHaveBeenCalled()
  })

  it('opens WhatsApp in a new tab with the name, the email and the message', async () => {
    const { user, open } = await openForm()
    await user.type(field('Prénom'), ' Imane ')
    await user.type(field('Nom'), 'El Fassi')
    await user.type(field('Email'), 'imane@exemple.ma')
    await user.type(field('Message'), 'Je cherche des cours d’analyse pour le S2.')
    await user.click(screen.getByRole('button', { name: 'Envoyer sur WhatsApp' }))

    const text = 'Bonjour, je m’appelle Imane El Fassi.\nEmail : imane@exemple.ma\n\nJe cherche des cours d’analyse pour le S2.'
    expect(open).toHaveBeenCalledTimes(1)
    expect(open).toHaveBeenCalledWith(`https://wa.me/212612345678?text=${encodeURIComponent(text)}`, '_blank', 'noopener,noreferrer')
    expect(screen.getByRole('status')).toHaveTextContent('WhatsApp s’ouvre dans un nouvel onglet')
  })

  it('clears a field’s error as soon as it is filled in', async () => {
    const { user } = await openForm()
    await user.click(screen.getByRole('button', { name: 'Envoyer sur WhatsApp' }))
    await user.type(field('Prénom'), 'I')
    expect(screen.queryByText('Veuillez saisir votre prénom')).not.toBeInTheDocument()
    expect(screen.getByText('Veuillez saisir votre nom')).toBeInTheDocument()
  })
})
