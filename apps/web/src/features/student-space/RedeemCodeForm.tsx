import { Link } from '@tanstack/react-router'
import { type redeemCodeInput, STUDENT_SPACE_MESSAGES } from '@tutorat/contracts'
import { KeyRound } from 'lucide-react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { serverMessage } from '../../lib/error-message.ts'
import { lazyResolver } from '../../lib/lazy-resolver.ts'
import { loginErrorMessage } from '../../lib/login-error.ts'
import { errorStatus, trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { Input } from '../../ui/Input.tsx'

const resolver = lazyResolver(() => import('./redeem-code-resolver.ts').then((module) => module.redeemCodeResolver))

/** DESIGN §5: the course's access code, typed by the student, grants a 30-day access (or extends it). */
export function RedeemCodeForm() {
  const utils = trpc.useUtils()
  const form = useForm<z.input<typeof redeemCodeInput>, unknown, z.output<typeof redeemCodeInput>>({
    resolver,
    defaultValues: { code: '' },
  })
  const redeem = trpc.student.redeemCode.useMutation({
    onSuccess: async () => {
      form.reset({ code: '' })
      await utils.student.myCourses.invalidate()
    },
  })
  const fieldError = form.formState.errors.code?.message
  const failure = redeem.error
    ? errorStatus(redeem.error) === undefined
      ? loginErrorMessage(redeem.error)
      : serverMessage(redeem.error, STUDENT_SPACE_MESSAGES.invalidCode)
    : undefined

  const onSubmit = form.handleSubmit(
    (values) => redeem.mutate(values),
    () => redeem.reset(),
  )

  return (
    <Card className="p-5">
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-labelledby="redeem-title">
        <h2 id="redeem-title" className="flex items-center gap-2 font-bold text-brand-950">
          <KeyRound className="size-5 text-brand-700" aria-hidden="true" />
          Vous avez un code d’accès ?
        </h2>
        <div className="flex flex-col gap-3 sm:max-w-xl sm:flex-row sm:items-start">
          <Input
            label="Code d’accès du cours"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="Ex. : MATH2024"
            className="flex-1"
            error={fieldError}
            {...form.register('code')}
          />
          <Button type="submit" className="sm:mt-7" loading={redeem.isPending}>
            Activer le code
          </Button>
        </div>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {redeem.data ? (
          <Alert tone="success">
            {redeem.data.message}{' '}
            <Link
              to="/student/course/$courseId"
              params={{ courseId: String(redeem.data.course_id) }}
              className="font-semibold underline underline-offset-2"
            >
              Ouvrir le cours
            </Link>
          </Alert>
        ) : null}
      </form>
    </Card>
  )
}
