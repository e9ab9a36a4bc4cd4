import { type InfiniteData, keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { getQueryKey } from '@trpc/react-query'
import { type Application, APPLICATION_STATUS_LABELS, RECRUITMENT_MESSAGES } from '@tutorat/contracts'
import { useState } from 'react'
import { toast } from 'sonner'
import { downloadWithAdminToken } from '../../lib/download.ts'
import { trpc } from '../../lib/trpc.ts'
import { errorDetail, errorText, statusOf, useSignOut } from './feedback.ts'
import type { ApplicationsSearch } from './search.ts'

export const APPLICATIONS_PAGE_SIZE = 50
export const STATUS_ERROR = 'Erreur lors de la modification du statut'

/** The route's filters as the API names them. */
export function applicationFilter({ offer, status, search }: ApplicationsSearch) {
  return { ...(offer ? { job_offer_id: offer } : {}), ...(status ? { status } : {}), ...(search ? { search } : {}) }
}

/** The applications, a page at a time ("Afficher plus"); keyed under `applications.list`. */
export function useApplicationList(filter: ApplicationsSearch) {
  const utils = trpc.useUtils()
  const input = applicationFilter(filter)
  return useInfiniteQuery({
    queryKey: getQueryKey(trpc.applications.list, input, 'infinite'),
    queryFn: ({ pageParam, signal }) => utils.client.applications.list.query({ ...input, limit: APPLICATIONS_PAGE_SIZE, offset: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last: Application[], pages: Application[][]) => (last.length < APPLICATIONS_PAGE_SIZE ? undefined : pages.length * APPLICATIONS_PAGE_SIZE),
    placeholderData: keepPreviousData,
  })
}

const everyList = { queryKey: getQueryKey(trpc.applications.list, undefined, 'infinite') }

/** Status change, shown at once in every loaded list; a refusal puts the server's truth back. */
export function useChangeStatus() {
  const utils = trpc.useUtils()
  const queryClient = useQueryClient()
  const signOut = useSignOut()
  const patch = (id: number, change: Partial<Application>) =>
    queryClient.setQueriesData<InfiniteData<Application[]>>(everyList, (data) =>
      data ? { ...data, pages: data.pages.map((page) => page.map((row) => (row.id === id ? { ...row, ...change } : row))) } : data,
    )

  return trpc.applications.update.useMutation({
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries(everyList)
      patch(Number(id), { status })
    },
    onSuccess: (updated) => {
      patch(updated.id, updated)
      toast.success(RECRUITMENT_MESSAGES.applicationUpdated, { description: `${updated.full_name} : ${APPLICATION_STATUS_LABELS[updated.status]}` })
    },
    onError: (error) => {
      if (statusOf(error) === 401) return signOut()
      toast.error(errorText(error, STATUS_ERROR))
    },
    // a row may leave a status filter, and the counts move
    onSettled: () => Promise.all([queryClient.invalidateQueries(everyList), utils.recruitment.stats.invalidate(), utils.dashboard.pendingWork.invalidate()]),
  })
}

/** A private download (CV, CSV) with its French failure message (SPEC §8); `pending` names the one running. */
export function useAdminDownload() {
  const signOut = useSignOut()
  const [pending, setPending] = useState<string | null>(null)
  async function download(key: string, url: string, fallbackName: string, failure: string, success?: string) {
    setPending(key)
    try {
      await downloadWithAdminToken(url, fallbackName)
      if (success) toast.success(success)
    } catch (error) {
      if (statusOf(error) === 401) return signOut()
      const detail = errorDetail(error, failure)
      toast.error(failure, detail ? { description: detail } : undefined)
    } finally {
      setPending(null)
    }
  }
  return { pending, download }
}

/** `GET /api/admin/applications/export`, with the filters the table shows (`job_offer_id=` empty: every offer). */
export function exportUrl(filter: ApplicationsSearch): string {
  const params = new URLSearchParams({ job_offer_id: filter.offer ? String(filter.offer) : '' })
  if (filter.status) params.set('status', filter.status)
  if (filter.search) params.set('search', filter.search)
  return `/api/admin/applications/export?${params}`
}

export const CV_ERROR = RECRUITMENT_MESSAGES.cvDownloadError
export const EXPORT_ERROR = RECRUITMENT_MESSAGES.exportError
