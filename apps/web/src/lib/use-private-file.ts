import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { fetchPrivateFile } from './download.ts'
import { usePreviewUrl } from './use-preview-url.ts'

export interface PrivateFile {
  url: string
  name: string
  mime: string
}

/**
 * A private file (a proof, a CV) fetched with the admin's token, as a local address for `<img>`,
 * `<iframe>` and the links. Nothing is kept once the viewer closes (`gcTime: 0`), and the address
 * is released with it.
 */
export function usePrivateFile({ url, name, mime }: PrivateFile) {
  const query = useQuery({
    queryKey: ['private-file', url],
    queryFn: async ({ signal }) => (await fetchPrivateFile(url, 'admin', signal)).blob(),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  })
  const file = useMemo(() => (query.data ? new File([query.data], name, { type: mime }) : null), [query.data, name, mime])
  return { query, objectUrl: usePreviewUrl(file) }
}
