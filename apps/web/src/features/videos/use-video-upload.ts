import { useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import { postFile } from '../../lib/upload.ts'
import { useSignOut } from '../courses/feedback.ts'
import { createUpload, type UploadRequest } from './tus-upload.ts'
import { keepRecent, type ProgressSample, secondsLeft, UPLOAD_UI } from './upload-rules.ts'
import { useVideoCache } from './use-video-cache.ts'

export type UploadState =
  | { kind: 'idle' }
  | { kind: 'sending'; sent: number; total: number; secondsLeft: number | undefined; paused: boolean; resumed: boolean }
  /** the retries are spent (or the server refused): « Reprendre » tries again from the server's offset */
  | { kind: 'failed'; sent: number; total: number; message: string; retryable: boolean }
  | { kind: 'finishing' }

type Current = ReturnType<typeof createUpload>

/**
 * One resumable upload at a time (tus, DESIGN §17): progress with the time left at the recent
 * speed, pause, resume (also by itself when the connection comes back), cancel (the server's
 * part is deleted). At the end the poster frame follows and the list is refreshed.
 */
export function useVideoUpload(courseId: number) {
  const [state, setState] = useState<UploadState>({ kind: 'idle' })
  const current = useRef<Current | null>(null)
  const samples = useRef<ProgressSample[]>([])
  const cache = useVideoCache(courseId)
  const signOut = useSignOut()

  const progress = (sent: number, total: number) => {
    samples.current = keepRecent(samples.current, { at: performance.now(), bytes: sent })
    setState((previous) => ({
      kind: 'sending',
      sent,
      total,
      secondsLeft: secondsLeft(samples.current, total),
      paused: false,
      resumed: previous.kind === 'sending' && previous.resumed,
    }))
  }

  async function finish(videoId: number | null, poster: File | null) {
    setState({ kind: 'finishing' })
    if (videoId !== null && poster) {
      await postFile(`/api/admin/videos/${videoId}/poster`, 'file', poster).catch(() => toast.warning(UPLOAD_UI.posterFailed))
    }
    await cache.refreshed()
    current.current = null
    setState({ kind: 'idle' })
    toast.success(UPLOAD_UI.done)
  }

  async function start(request: UploadRequest, poster: File | null) {
    samples.current = []
    setState({ kind: 'sending', sent: 0, total: request.file.size, secondsLeft: undefined, paused: false, resumed: false })
    const created = createUpload(request, {
      onProgress: progress,
      onSuccess: (videoId) => void finish(videoId, poster),
      onError: (message, status) => {
        if (status === 401) return signOut()
        // a refusal (4xx) will not pass on a second try; a network or server fault may
        const retryable = status === undefined || status >= 500
        setState((previous) => ({ kind: 'failed', message, retryable, sent: 'sent' in previous ? previous.sent : 0, total: request.file.size }))
      },
    })
    current.current = created
    const resumed = await created.begin()
    if (resumed) setState((previous) => (previous.kind === 'sending' ? { ...previous, resumed } : previous))
  }

  function pause() {
    void current.current?.upload.abort(false)
    samples.current = []
    setState((previous) => (previous.kind === 'sending' ? { ...previous, paused: true, secondsLeft: undefined } : previous))
  }

  function resume() {
    if (!current.current) return
    samples.current = []
    setState((previous) => (previous.kind === 'idle' || previous.kind === 'finishing' ? previous : { kind: 'sending', sent: previous.sent, total: previous.total, secondsLeft: undefined, paused: false, resumed: true }))
    current.current.upload.start()
  }

  async function cancel() {
    const upload = current.current?.upload
    current.current = null
    setState({ kind: 'idle' })
    // terminate: the server deletes the part it holds, the browser forgets the resume point
    await upload?.abort(true).catch(() => undefined)
  }

  // back online after the retries gave up: carry on without waiting for a click
  const failed = state.kind === 'failed' && state.retryable
  const resumeRef = useRef(resume)
  resumeRef.current = resume
  useEffect(() => {
    if (!failed) return
    const onOnline = () => resumeRef.current()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [failed])

  // leaving the page stops sending (the resume point stays in localStorage)
  useEffect(() => () => void current.current?.upload.abort(false), [])

  return { state, start, pause, resume, cancel }
}
