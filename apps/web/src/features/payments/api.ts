import { useMutation } from '@tanstack/react-query'
import { paymentMessageOutput, studentPaymentUrl } from '@tutorat/contracts'
import { useCallback } from 'react'
import { toast } from 'sonner'
import { attachmentName, fetchPrivateFile, saveBlob } from '../../lib/download.ts'
import { trpc } from '../../lib/trpc.ts'
import { sendForm } from '../../lib/upload.ts'
import type { Payment } from './format.ts'

/** What a student's change answers: the server's sentence and the request as it now is. */
interface Changed {
  message: string
  payment: Payment
}

/** After a change: the request's page shows the answer as it is, the list is asked again. */
export function useApplyChange() {
  const utils = trpc.useUtils()
  return useCallback(
    ({ message, payment }: Changed) => {
      toast.success(message)
      utils.payments.get.setData({ id: payment.id }, payment)
      void utils.payments.mine.invalidate()
    },
    [utils],
  )
}

export function useReopen() {
  return trpc.payments.reopen.useMutation({ onSuccess: useApplyChange() })
}

export function useCancel() {
  return trpc.payments.cancel.useMutation({ onSuccess: useApplyChange() })
}

export interface ProofDraft {
  /** with the first proof only: later ones keep the first's */
  payer_name?: string | undefined
  transfer_date?: string | undefined
  file: File
}

/**
 * POST /api/student/payments/{id}/proofs as form-data (JSON cannot carry the photo): the text
 * fields, then the file field `file`, with the student's token.
 */
async function sendProof(id: number, { file, ...fields }: ProofDraft): Promise<Changed> {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) if (value) body.append(name, value)
  body.append('file', file)
  return paymentMessageOutput.parse(await sendForm('POST', `${studentPaymentUrl(id)}/proofs`, body, 'student'))
}

export function useSendProof(id: number) {
  return useMutation({ mutationFn: (draft: ProofDraft) => sendProof(id, draft), onSuccess: useApplyChange() })
}

const fetchMine = (url: string) => fetchPrivateFile(url, 'student')

/** The PDF « Reçu de paiement », saved under the name the server gives. */
export async function downloadReceipt(payment: Pick<Payment, 'receipt_url' | 'reference'>): Promise<string> {
  if (!payment.receipt_url) throw new Error('no receipt yet')
  const response = await fetchMine(payment.receipt_url)
  return saveBlob(await response.blob(), attachmentName(response.headers.get('content-disposition'), `recu-${payment.reference}.pdf`))
}

/** How long the opened proof's object URL lives: the new tab has read it long before. */
const REVOKE_AFTER_MS = 60_000

/**
 * Shows a proof in a new tab. The tab is opened before the download: one opened after an await
 * is a pop-up the browser blocks. Where no tab could be opened, the file is saved instead.
 */
export async function openProof(url: string, name: string): Promise<void> {
  const tab = window.open('', '_blank')
  if (tab) tab.opener = null
  try {
    const blob = await (await fetchMine(url)).blob()
    if (!tab) {
      saveBlob(blob, name)
      return
    }
    const objectUrl = URL.createObjectURL(blob)
    tab.location.href = objectUrl
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), REVOKE_AFTER_MS)
  } catch (error) {
    tab?.close()
    throw error
  }
}
