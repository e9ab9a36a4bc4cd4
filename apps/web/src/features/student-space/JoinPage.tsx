import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { MESSAGES, STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { toast } from 'sonner'
import { serverMessage } from '../../lib/error-message.ts'
import { errorStatus, trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { useRunOnce } from '../../ui/use-run-once.ts'

const route = getRouteApi('/student/join/$token')

/** A generated course link (DESIGN §5): redeemed once the student is signed in, then the course opens. */
export function JoinPage() {
  useDocumentTitle('Accès au cours')
  const { token } = route.useParams()
  const navigate = useNavigate()
  const utils = trpc.useUtils()
  const join = trpc.student.join.useMutation({
    onSuccess: async ({ course_id, message }) => {
      await utils.student.myCourses.invalidate()
      toast.success(message)
      await navigate({ to: '/student/course/$courseId', params: { courseId: String(course_id) }, replace: true })
    },
  })
  // One redemption per visit, even when React runs effects twice in development.
  const { mutate } = join
  useRunOnce(() => mutate({ token }))

  const offline = join.error !== null && errorStatus(join.error) === undefined
  if (join.error) {
    return (
      <div className="mx-auto max-w-lg space-y-4 py-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-950">Accès au cours</h1>
        <Alert tone="error">{offline ? MESSAGES.cannotConnect : serverMessage(join.error, STUDENT_SPACE_MESSAGES.invalidLink)}</Alert>
        <div className="flex flex-wrap gap-2">
          {offline ? <Button onClick={() => mutate({ token })}>Réessayer</Button> : null}
          <Link to="/student/dashboard" className={buttonClasses('secondary')}>
            Retour à mes cours
          </Link>
        </div>
      </div>
    )
  }
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-4 text-center text-brand-900">
      <h1 className="text-xl font-bold">Activation de votre accès au cours…</h1>
      <Spinner size="lg" />
    </div>
  )
}
