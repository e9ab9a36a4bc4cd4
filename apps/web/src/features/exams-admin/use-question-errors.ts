import { type RefObject, useCallback, useEffect, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { checkQuestions, faultyQuestions, hasErrors, type ListErrors, type QuestionErrors, type QuestionsDraft, questionInputOf, serverListErrors } from './questions-form.ts'

interface ServerErrors {
  list?: string | undefined
  /** by the list's key of each question: they stay on it if it moves */
  byKey: Record<string, QuestionErrors>
}

const NONE: QuestionErrors = {}
const same = (a: ListErrors | null, b: ListErrors) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The refusals shown on each question. The contract checks the whole list when « Enregistrer » is
 * pressed, then again after every change until the list is saved (a fixed input loses its red at
 * once); the server's refusals of a sent list stay until the next save. The focus goes to the first
 * input at fault.
 */
export function useQuestionErrors(form: UseFormReturn<QuestionsDraft>, fields: readonly { id: string }[], root: RefObject<HTMLElement | null>) {
  const [live, setLive] = useState<ListErrors | null>(null)
  const [server, setServer] = useState<ServerErrors | null>(null)
  const [focusRequest, setFocusRequest] = useState(0)
  const checking = live !== null

  const recheck = useCallback(() => {
    setLive((current) => {
      if (current === null) return current
      const next = checkQuestions(form.getValues('questions'))
      return same(current, next) ? current : next
    })
  }, [form])

  useEffect(() => {
    if (!checking) return
    const subscription = form.watch(recheck)
    return () => subscription.unsubscribe()
  }, [checking, form, recheck])

  useEffect(() => {
    if (focusRequest === 0) return
    root.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-question-error]')?.focus()
  }, [focusRequest, root])

  /** The list for `exams.saveQuestions`, or null when the contract refuses it (shown, focused). */
  function checkBeforeSave() {
    const drafts = form.getValues('questions')
    const found = checkQuestions(drafts)
    setServer(null)
    if (!hasErrors(found)) return drafts.map(questionInputOf)
    setLive(found)
    setFocusRequest((count) => count + 1)
    return null
  }

  function showServerErrors(error: unknown) {
    showListErrors(serverListErrors(error))
  }

  /** Refusals already put under their inputs (the bank's, whose paths name no list); false when there are none. */
  function showListErrors(mapped: ListErrors | null) {
    if (!mapped) return false
    const byKey: Record<string, QuestionErrors> = {}
    for (const [index, errors] of Object.entries(mapped.byIndex)) {
      const key = fields[Number(index)]?.id
      if (key) byKey[key] = errors
    }
    setServer({ list: mapped.list, byKey })
    setFocusRequest((count) => count + 1)
    return true
  }

  function of(index: number): QuestionErrors {
    const key = fields[index]?.id
    const fromServer = key ? server?.byKey[key] : undefined
    const fromCheck = live?.byIndex[index]
    if (!fromServer && !fromCheck) return NONE
    return { ...fromServer, ...fromCheck, option: { ...fromServer?.option, ...fromCheck?.option }, weight: { ...fromServer?.weight, ...fromCheck?.weight } }
  }

  const faulty: ListErrors = {
    ...(live?.list || server?.list ? { list: live?.list ?? server?.list } : {}),
    byIndex: { ...Object.fromEntries(fields.flatMap((field, index) => (server?.byKey[field.id] ? [[index, server.byKey[field.id]]] : []))), ...live?.byIndex },
  }
  const summary = hasErrors(faulty) ? (faulty.list ?? `À corriger avant d’enregistrer : ${faultyQuestions(faulty)}.`) : null

  function clear() {
    setLive(null)
    setServer(null)
  }

  return { of, summary, recheck, checkBeforeSave, showServerErrors, showListErrors, clear }
}
