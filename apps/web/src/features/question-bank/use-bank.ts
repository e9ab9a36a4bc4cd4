import { keepPreviousData } from '@tanstack/react-query'
import { toast } from 'sonner'
import { trpc } from '../../lib/trpc.ts'
import { useLeaveOnRefusal } from '../admins/super-admin.ts'
import { type BankSearch, bankListInput } from './search.ts'

export const BANK_LIST_ERROR = 'Erreur lors du chargement de la banque de questions.'

/** The page the search names, its total and topics, and `list` for the list kit (the rows). */
export function useBankList(search: BankSearch, size?: number) {
  const page = trpc.questionBank.list.useQuery(bankListInput(search, size), { placeholderData: keepPreviousData })
  return { page, list: { ...page, data: page.data?.items } }
}

/** A change to the bank: the server's sentence in a toast, the lists asked again; a 401 ends the session. */
function useBankChanged(done: () => void) {
  const utils = trpc.useUtils()
  const leave = useLeaveOnRefusal()
  return {
    onSuccess: async ({ message }: { message: string }) => {
      toast.success(message)
      done()
      await utils.questionBank.list.invalidate()
    },
    onError: (error: unknown) => void leave(error),
  }
}

export const useBulkTag = (done: () => void) => trpc.questionBank.bulkTag.useMutation(useBankChanged(done))
export const useUpdateBankQuestion = (done: () => void) => trpc.questionBank.update.useMutation(useBankChanged(done))

export function useImportQuestions() {
  const leave = useLeaveOnRefusal()
  return trpc.questionBank.import.useMutation({ onError: (error) => void leave(error) })
}
