import type { PlayStart } from '@tutorat/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { serverMessage } from '../../../lib/error-message.ts'
import { errorStatus, trpc } from '../../../lib/trpc.ts'
import { PLAYER_UI } from '../messages.ts'

export type PlayState =
  | { kind: 'starting' }
  | { kind: 'playing'; play: PlayStart }
  /** the server ended this play (another device took the stream, or it went silent): the frame goes */
  | { kind: 'stopped'; message: string }
  | { kind: 'refused'; message: string }

const isVisible = () => document.visibilityState !== 'hidden'

/**
 * Starts a play of the video (the frame's address comes only from here), then says « still here »
 * every `heartbeat_seconds` while the page is visible. A 409 or 404 answer stops the player;
 * `restart` (« Reprendre ici ») starts a new play, which ends the one on the other device.
 */
export function usePlay(videoId: number) {
  const [state, setState] = useState<PlayState>({ kind: 'starting' })
  const [attempt, setAttempt] = useState(0)
  const start = trpc.plays.start.useMutation()
  const beat = trpc.plays.heartbeat.useMutation()
  const calls = useRef({ start: start.mutateAsync, beat: beat.mutateAsync })
  calls.current = { start: start.mutateAsync, beat: beat.mutateAsync }

  useEffect(() => {
    let live = true
    setState({ kind: 'starting' })
    calls.current.start({ id: videoId }).then(
      (play) => live && setState({ kind: 'playing', play }),
      (error: unknown) => live && errorStatus(error) !== 401 && setState({ kind: 'refused', message: serverMessage(error, PLAYER_UI.startError) }),
    )
    return () => {
      live = false
    }
  }, [videoId, attempt])

  const playing = state.kind === 'playing' ? state.play : null
  useEffect(() => {
    if (!playing) return
    let live = true
    const send = () => {
      if (!isVisible()) return
      calls.current.beat({ play_id: playing.play_id }).catch((error: unknown) => {
        const status = errorStatus(error)
        if (live && status !== undefined && status !== 401 && status < 500) setState({ kind: 'stopped', message: serverMessage(error, PLAYER_UI.startError) })
      })
    }
    const timer = window.setInterval(send, playing.heartbeat_seconds * 1000)
    // back on the page: say so at once rather than at the next tick
    const onVisible = () => isVisible() && send()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      live = false
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [playing])

  const restart = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, restart }
}
