import { keepPreviousData } from '@tanstack/react-query'
import type { AdminExamDetail } from '@tutorat/contracts'
import { toast } from 'sonner'
import { trpc } from '../../lib/trpc.ts'
import { useLeaveOnRefusal } from '../admins/super-admin.ts'
import { type ExamFilter, listInput } from './exam-filter.ts'

export const LIST_ERROR = 'Erreur lors du chargement des concours.'
export const DETAIL_ERROR = 'Erreur lors du chargement du concours.'
export const SAVE_ERROR = 'Erreur lors de l’enregistrement du concours'
export const QUESTIONS_ERROR = 'Erreur lors de l’enregistrement des questions'
export const DELETE_ERROR = 'Erreur lors de la suppression du concours'
export const RESULTS_ERROR = 'Erreur lors du chargement des résultats.'

/** The page the URL names, its total, and `list` for the list kit (the rows). */
export function useExamList(filter: ExamFilter) {
  const page = trpc.exams.list.useQuery(listInput(filter), { placeholderData: keepPreviousData })
  return { page, list: { ...page, data: page.data?.items } }
}

export const useExam = (id: number) => trpc.exams.get.useQuery({ id }, { enabled: id > 0 })

export const RESULTS_PAGE_SIZE = 50

/** One page of ranked copies (the server never sends every copy), found by name or email with `q`. */
export const useExamResults = (id: number, page: number, q: string) =>
  trpc.exams.results.useQuery({ id, limit: RESULTS_PAGE_SIZE, offset: page * RESULTS_PAGE_SIZE, ...(q ? { q } : {}) }, { enabled: id > 0, placeholderData: keepPreviousData })

/**
 * After a change the server answers with the exam as it now is: the editor shows it at once, the
 * lists and the results (counts, question statements) are asked again.
 */
function useExamSaved() {
  const utils = trpc.useUtils()
  return async (exam: AdminExamDetail) => {
    utils.exams.get.setData({ id: exam.id }, exam)
    await Promise.all([utils.exams.list.invalidate(), utils.exams.results.invalidate({ id: exam.id })])
  }
}

/** The server's sentence in a toast; `done` gets the exam as saved. A 401 ends the session. */
function useExamOptions(done: (exam: AdminExamDetail) => void) {
  const saved = useExamSaved()
  const leave = useLeaveOnRefusal()
  return {
    onSuccess: async ({ message, exam }: { message: string; exam: AdminExamDetail }) => {
      toast.success(message)
      done(exam)
      await saved(exam)
    },
    onError: (error: unknown) => void leave(error),
  }
}

export const useCreateExam = (done: (exam: AdminExamDetail) => void) => trpc.exams.create.useMutation(useExamOptions(done))
export const useUpdateExam = (done: (exam: AdminExamDetail) => void) => trpc.exams.update.useMutation(useExamOptions(done))
export const useSaveQuestions = (done: (exam: AdminExamDetail) => void) => trpc.exams.saveQuestions.useMutation(useExamOptions(done))

export function useDeleteExam(done: () => void) {
  const utils = trpc.useUtils()
  const leave = useLeaveOnRefusal()
  return trpc.exams.delete.useMutation({
    onSuccess: async ({ message }) => {
      toast.success(message)
      done()
      await utils.exams.list.invalidate()
    },
    onError: (error) => void leave(error),
  })
}

export function useImportCsv() {
  const leave = useLeaveOnRefusal()
  return trpc.exams.importCsv.useMutation({ onError: (error) => void leave(error) })
}

/** DESIGN §19: the sections; a draw larger than its filter comes back as the server's French sentence. */
export const useSaveSections = (done: (exam: AdminExamDetail) => void) => trpc.exams.saveSections.useMutation(useExamOptions(done))
