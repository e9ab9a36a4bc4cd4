import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { listSavedPdfs, removeSavedPdf, savePdf } from './saved-pdfs.ts'

const SAVED_PDFS_KEY = ['saved-pdfs'] as const

/**
 * The PDFs kept on this phone; read from the phone itself, so asked even without a connection.
 * `enabled` false: not yet (a server-rendered page being hydrated, or the server itself).
 */
export function useSavedPdfs(enabled = true) {
  return useQuery({ queryKey: SAVED_PDFS_KEY, queryFn: listSavedPdfs, networkMode: 'always', enabled })
}

/**
 * A change to the saved PDFs; settles once the list is read again, so a button never shows the
 * old state after its change succeeded. 'always': offline, a save fails at once with its message
 * (React Query would otherwise hold it until the connection returns) and a removal needs no network.
 */
function useSavedPdfsChange<Input>(mutationFn: (input: Input) => Promise<void>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_PDFS_KEY }),
  })
}

export const useSavePdf = () => useSavedPdfsChange(savePdf)
export const useRemoveSavedPdf = () => useSavedPdfsChange(removeSavedPdf)
