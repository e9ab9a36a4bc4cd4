import type { PlayStart } from '@tutorat/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { serverMessage } from '../../../lib/error-message.ts'
import { readStudentToken } from '../../../lib/session.ts'
import { errorStatus, trpc } from '../../../lib/trpc.ts'
import { PLAYER_UI } from '../messages.ts'

export type PlayState =
  | { kind: 'starting' }
  | { kind: 'playing'; play: PlayStart }
  /** the server ended this play (another device took the stream, or it went silent): the frame goes */
  | { kind: 'stopped'; message: string }
  | { kind: 'refused'; message: string }

const isVisible = () => document.visibilityState !== 'hidden'

/** DESIGN §17: a hosted video's position is saved at least this often. */
export const HOSTED_SAVE_SECONDS = 15

/** The current position of the player, when it has one (hosted videos; a Drive frame tells us nothing). */
export type PositionSource = () => number | undefined

/** The last word of a leaving page: `keepalive` outlives the page, and unlike a beacon it carries the token. */
function beatOnLeave(playId: string, position: number) {
  const token = readStudentToken()
  void fetch(`/api/student/plays/${encodeURIComponent(playId)}/heartbeat`, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ position_seconds: Math.floor(position) }),
  }).catch(() => undefined)
}

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
  const position = useRef<PositionSource>(() => undefined)
  /** the freshest address of the hosted stream: every heartbeat renews it for the same play */
  const freshStream = useRef<Pick<PlayStart, 'stream_url' | 'stream_expires_at'> | null>(null)
  const sendNow = useRef<() => void>(() => undefined)

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
      const seconds = position.current()
      const at = seconds === undefined ? {} : { position_seconds: Math.floor(seconds) }
      calls.current.beat({ play_id: playing.play_id, ...at }).then((answer) => {
        if (answer.stream_url) freshStream.current = { stream_url: answer.stream_url, stream_expires_at: answer.stream_expires_at ?? null }
      }, (error: unknown) => {
        const status = errorStatus(error)
        if (live && status !== undefined && status !== 401 && status < 500) setState({ kind: 'stopped', message: serverMessage(error, PLAYER_UI.startError) })
      })
    }
    sendNow.current = send
    const every = playing.stream_url ? Math.min(playing.heartbeat_seconds, HOSTED_SAVE_SECONDS) : playing.heartbeat_seconds
    const timer = window.setInterval(send, every * 1000)
    // back on the page: say so at once rather than at the next tick
    const onVisible = () => isVisible() && send()
    const onLeave = () => {
      const seconds = position.current()
      if (seconds !== undefined) beatOnLeave(playing.play_id, seconds)
    }
    document.addEventListener('visibilitychange', onVisible)
    window.addEventListener('pagehide', onLeave)
    return () => {
      live = false
      sendNow.current = () => undefined
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('pagehide', onLeave)
    }
  }, [playing])

  const restart = useCallback(() => setAttempt((n) => n + 1), [])
  /**
   * A hosted stream's address expired (or was refused): the address a heartbeat renewed for this
   * same play when it still has time, else a new play; the picture stays either way.
   */
  const renew = useCallback(async () => {
    const fresh = freshStream.current
    freshStream.current = null
    if (playing && fresh?.stream_url && fresh.stream_url !== playing.stream_url && Date.parse(fresh.stream_expires_at ?? '') > Date.now() + 5000) {
      setState({ kind: 'playing', play: { ...playing, ...fresh } })
      return
    }
    try {
      const play = await calls.current.start({ id: videoId })
      setState({ kind: 'playing', play })
    } catch (error) {
      if (errorStatus(error) !== 401) setState({ kind: 'refused', message: serverMessage(error, PLAYER_UI.startError) })
    }
  }, [videoId, playing])
  const reportPosition = useCallback((source: PositionSource) => {
    position.current = source
  }, [])
  /** Saves the position at once (a pause), besides the regular heartbeat. */
  const savePosition = useCallback(() => sendNow.current(), [])
  return { state, restart, renew, reportPosition, savePosition }
}
