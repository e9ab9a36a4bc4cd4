import { keepPreviousData } from '@tanstack/react-query'
import { toast } from 'sonner'
import { trpc } from '../../lib/trpc.ts'
import { useLeaveOnRefusal } from '../admins/super-admin.ts'

export const SERIES_ERROR = 'Erreur lors du chargement des séries.'
export const STANDINGS_ERROR = 'Erreur lors du chargement du classement.'
export const STANDINGS_PAGE_SIZE = 50

export const useSeriesList = () => trpc.exams.seriesList.useQuery()

export const useSeriesStandings = (id: number | undefined, page: number) =>
  trpc.exams.seriesStandings.useQuery(
    { id: id ?? 0, limit: STANDINGS_PAGE_SIZE, offset: page * STANDINGS_PAGE_SIZE },
    { enabled: id !== undefined, placeholderData: keepPreviousData },
  )

export function useCreateSeries(done: (id: number) => void) {
  const utils = trpc.useUtils()
  const leave = useLeaveOnRefusal()
  return trpc.exams.seriesCreate.useMutation({
    onSuccess: async ({ message, series }) => {
      toast.success(message)
      done(series.id)
      await utils.exams.seriesList.invalidate()
    },
    onError: (error) => void leave(error),
  })
}
