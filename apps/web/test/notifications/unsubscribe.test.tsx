import { NOTIFICATION_MESSAGES } from '@tutorat/contracts'
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../msw-server.ts'
import { fail, ok, type Outcome, trpcHandlers } from '../trpc-mock.ts'
import { renderAt, siteSettings } from '../students/fixtures.tsx'

const TOKEN = '42.e.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd'

/** The page of the link at the foot of a mail, signed out. */
async function openUnsubscribe(answer: () => Outcome, token = TOKEN) {
  const unsubscribe = vi.fn(answer)
  server.use(trpcHandlers({ 'site.settings': () => ok(siteSettings()), 'notifications.unsubscribe': unsubscribe }))
  const app = renderAt(`/unsubscribe/${token}`)
  await screen.findByRole('heading', { name: 'Se désabonner', level: 1 })
  return { ...app, unsubscribe }
}

describe('/unsubscribe/$token', () => {
  it('does nothing until the button is pressed (mail scanners open links), then says it is done', async () => {
    const { user, unsubscribe } = await openUnsubscribe(() => ok({ message: NOTIFICATION_MESSAGES.unsubscribed, channel: 'email' }))
    const confirm = await screen.findByRole('button', { name: 'Confirmer la désinscription' })
    expect(screen.getByText(/Vous ne souhaitez plus recevoir nos notifications par e-mail/)).toBeInTheDocument()
    expect(unsubscribe).not.toHaveBeenCalled()

    await user.click(confirm)
    expect(await screen.findByText(NOTIFICATION_MESSAGES.unsubscribed)).toBeInTheDocument()
    expect(unsubscribe).toHaveBeenCalledExactlyOnceWith({ token: TOKEN })
    expect(screen.queryByRole('button', { name: 'Confirmer la désinscription' })).not.toBeInTheDocument()
    const signIn = screen.getByRole('link', { name: 'Me connecter pour gérer mes préférences' })
    expect(signIn.getAttribute('href')).toBe('/student/login?redirect=%2Fstudent%2Fnotifications')
  })

  it('says a forged or altered link is invalid, and offers to sign in instead', async () => {
    const { user } = await openUnsubscribe(() => fail(400, NOTIFICATION_MESSAGES.unsubscribeInvalid), '42.w.falsifie')
    expect(screen.getByText(/par WhatsApp/)).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Confirmer la désinscription' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTIFICATION_MESSAGES.unsubscribeInvalid)
    expect(screen.queryByRole('button', { name: 'Confirmer la désinscription' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Me connecter pour gérer mes préférences' })).toBeInTheDocument()
  })

  it('keeps the button when too many attempts were made, with the server’s reason', async () => {
    const { user } = await openUnsubscribe(() => fail(429, 'Trop de tentatives. Réessayez dans quelques minutes.'))
    await user.click(await screen.findByRole('button', { name: 'Confirmer la désinscription' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives. Réessayez dans quelques minutes.')
    expect(screen.getByRole('button', { name: 'Confirmer la désinscription' })).toBeEnabled()
  })
})
