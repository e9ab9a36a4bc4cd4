import { searchText, searchWhole, searchWord } from '../../lib/search-params.ts'


/**
 * The log's filters as the URL holds them. The page checks each against the contracts' lists
 * (log-filter.ts): importing those here would bring zod into the first bundle.
 */
export interface NotificationLogSearch {
  status?: string | undefined
  channel?: string | undefined
  template?: string | undefined
  recipient?: string | undefined
  /** 0-based; absent on the first page */
  page?: number | undefined
}

/**
 * Every key is returned, `undefined` when the URL's value is not usable: the router lays the
 * validated search over the raw one, so a key left out would come through unchecked.
 */
export function parseLogSearch(raw: Record<string, unknown>): NotificationLogSearch {
  const recipient = searchText(raw.recipient, 254)
  return {
    status: searchWord(raw.status),
    channel: searchWord(raw.channel),
    template: searchWord(raw.template),
    recipient: recipient || undefined,
    page: searchWhole(raw.page, 10_000),
  }
}
