import { QueryClient, QueryClientProvider, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { configure, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Pencil } from 'lucide-react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { type DataColumn, DataList, type DataListProps, editAction } from '../../src/ui/DataList.tsx'
import { server } from '../msw-server.ts'
import { isRefused, rowMenuItem } from '../row-actions.ts'

configure({ asyncUtilTimeout: 4000 })

interface Book {
  id: number
  title: string
  pages: number
}

const BOOKS: Book[] = [
  { id: 1, title: 'Zadig', pages: 120 },
  { id: 2, title: 'Émile', pages: 900 },
  { id: 3, title: 'Candide', pages: 300 },
]

const COLUMNS: DataColumn<Book>[] = [
  { id: 'title', header: 'Titre', rowHeader: true, sortValue: (book) => book.title, cell: (book) => book.title },
  { id: 'pages', header: 'Pages', sortValue: (book) => book.pages, cell: (book) => `${book.pages} p.` },
]

type Extra = Partial<Omit<DataListProps<Book>, 'query'>>

const booksFromServer = async (): Promise<Book[]> => {
  const response = await fetch('/api/books')
  if (!response.ok) throw new Error('Le serveur a refusé.')
  return (await response.json()) as Book[]
}

function Books(extra: Extra) {
  const query = useQuery({ queryKey: ['books'], queryFn: booksFromServer, retry: false })
  return (
    <DataList
      query={query}
      columns={COLUMNS}
      rowName={(book) => book.title}
      label="Liste des livres"
      caption="Livres"
      loadingLabel="Chargement des livres…"
      errorTitle="Erreur lors du chargement des livres."
      empty={<p>Aucun livre</p>}
      status={(rows) => `${rows.length} livres`}
      {...extra}
    />
  )
}

function mount(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const user = userEvent.setup()
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>)
  return { user }
}

const answer = (books: Book[]) => server.use(http.get('*/api/books', () => HttpResponse.json(books)))
const table = async () => within(await screen.findByRole('table', { name: 'Livres' }))
const titles = async () => (await table()).getAllByRole('rowheader').map((cell) => cell.textContent)

describe('DataList', () => {
  it('draws a captioned table with scoped headers and, for phones, one card per row with the same data', async () => {
    answer(BOOKS)
    mount(<Books actions={[editAction(vi.fn())]} />)
    expect(screen.getByText('Chargement des livres…')).toBeInTheDocument()
    const rows = await table()
    expect(rows.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Titre, trier', 'Pages, trier', 'Actions'])
    expect(rows.getByRole('rowheader', { name: 'Candide' })).toHaveAttribute('scope', 'row')
    expect(rows.getByRole('button', { name: /^Modifier «\sCandide\s»$/ })).toHaveTextContent('Modifier')
    expect(screen.getByRole('status')).toHaveTextContent('3 livres')

    const cards = within(screen.getByRole('list', { name: 'Livres' }))
    const candide = within(cards.getByRole('article', { name: 'Candide' }))
    expect(candide.getByText('Pages').nextSibling).toHaveTextContent('300 p.')
    expect(candide.getByRole('button', { name: /^Modifier «\sCandide\s»$/ })).toHaveTextContent('Modifier')
    expect(screen.getByRole('region', { name: 'Liste des livres' })).toBeInTheDocument()
  })

  it('keeps a refused action visible but disabled, with the reason: a tooltip in the table, a note on the card', async () => {
    answer(BOOKS)
    const lend = vi.fn()
    const refused = (book: Book) => (book.pages > 500 ? 'Trop lourd pour être prêté.' : null)
    mount(<Books actions={[{ id: 'lend', label: 'Prêter', Icon: Pencil, onClick: lend, unavailable: refused }]} />)
    const emile = within((await table()).getByRole('row', { name: /Émile/ }))
    expect(emile.getByRole('button', { name: /^Prêter «\sÉmile\s»$/ })).toBeDisabled()
    expect(emile.getByRole('button', { name: /^Prêter «\sÉmile\s»$/ })).toHaveAttribute('title', 'Trop lourd pour être prêté.')
    expect((await table()).getByRole('button', { name: /^Prêter «\sZadig\s»$/ })).toBeEnabled()

    const cards = within(screen.getByRole('list', { name: 'Livres' }))
    expect(within(cards.getByRole('article', { name: 'Émile' })).getByRole('button', { name: /^Prêter «\sÉmile\s»$/ })).toHaveAccessibleDescription('Trop lourd pour être prêté.')
  })

  it('shows the main action in words and puts the others in « Actions », the destructive ones last, apart, in red', async () => {
    answer(BOOKS)
    const reprint = vi.fn()
    const { user } = mount(
      <Books
        actions={[
          { id: 'burn', label: 'Brûler', Icon: Pencil, tone: 'danger', onClick: vi.fn() },
          editAction(vi.fn()),
          { id: 'reprint', label: 'Réimprimer', Icon: Pencil, onClick: reprint, hidden: (book) => book.id === 3 },
          { id: 'lend', label: 'Prêter', Icon: Pencil, onClick: vi.fn(), unavailable: (book) => (book.pages > 500 ? 'Trop lourd pour être prêté.' : null) },
        ]}
      />,
    )
    const zadig = (await table()).getByRole('row', { name: /Zadig/ })
    expect(within(zadig).getAllByRole('button').map((button) => button.textContent)).toEqual(['Modifier', 'Actions'])
    const item = await rowMenuItem(user, zadig, /^Réimprimer «\sZadig\s»$/)
    const menu = within(screen.getByRole('menu'))
    expect(menu.getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual(['Réimprimer', 'Prêter', 'Brûler'])
    expect(menu.getByRole('separator')).toBeInTheDocument()
    expect(menu.getByRole('menuitem', { name: /^Brûler «\sZadig\s»$/ })).toHaveClass('text-red-700')
    await user.click(item)
    expect(reprint).toHaveBeenCalledWith(BOOKS[0])
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()

    // a refused item stays, disabled, with why
    const lend = await rowMenuItem(user, (await table()).getByRole('row', { name: /Émile/ }), /^Prêter «\sÉmile\s»$/)
    expect(isRefused(lend)).toBe(true)
    expect(lend).toHaveAccessibleDescription('Trop lourd pour être prêté.')
    await user.keyboard('{Escape}')

    // by keyboard: Enter opens, the arrows move, Enter chooses
    const candide = within((await table()).getByRole('row', { name: /Candide/ })).getByRole('button', { name: /^Actions «\sCandide\s»$/ })
    candide.focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('menu')).toBeInTheDocument()
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual(['Prêter', 'Brûler'])
    await user.keyboard('{Escape}')
    await waitFor(() => expect(candide).toHaveFocus())
  })

  it('sorts by a column the French way, then the other way, on the table and the cards alike', async () => {
    answer(BOOKS)
    const { user } = mount(<Books />)
    expect(await titles()).toEqual(['Zadig', 'Émile', 'Candide'])

    const header = (await table()).getByRole('columnheader', { name: /Titre/ })
    await user.click(within(header).getByRole('button'))
    expect(await titles()).toEqual(['Candide', 'Émile', 'Zadig'])
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    const cards = within(screen.getByRole('list', { name: 'Livres' })).getAllByRole('heading')
    expect(cards.map((heading) => heading.textContent)).toEqual(['Candide', 'Émile', 'Zadig'])

    await user.click(within(header).getByRole('button'))
    expect(await titles()).toEqual(['Zadig', 'Émile', 'Candide'])
    expect(header).toHaveAttribute('aria-sort', 'descending')

    await user.click(within((await table()).getByRole('columnheader', { name: /Pages/ })).getByRole('button'))
    expect(await titles()).toEqual(['Zadig', 'Candide', 'Émile'])
  })

  it('says when the list failed, and tries again', async () => {
    let calls = 0
    server.use(
      http.get('*/api/books', () => {
        calls += 1
        return calls === 1 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(BOOKS)
      }),
    )
    const { user } = mount(<Books />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Erreur lors du chargement des livres.')
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }))
    expect(await titles()).toHaveLength(3)
  })

  it('shows the empty state when there is no row', async () => {
    answer([])
    mount(<Books />)
    expect(await screen.findByText('Aucun livre')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('deletes a row only after confirmation, and keeps the dialog open with the reason on a failure', async () => {
    answer(BOOKS)
    let refuse = true
    const run = vi.fn(async (book: Book) => {
      if (refuse) throw new Error('Livre introuvable')
      return { message: `${book.title} supprimé` }
    })
    const onDeleted = vi.fn()
    const { user } = mount(
      <Books
        remove={{
          title: 'Supprimer ce livre ?',
          description: (book) => <p>{book.title} sera supprimé.</p>,
          confirmLabel: (book) => `Supprimer « ${book.title} »`,
          run,
          onDeleted,
          errorText: (error) => `Erreur : ${(error as Error).message}`,
        }}
      />,
    )
    await user.click(await rowMenuItem(user, (await table()).getByRole('row', { name: /Émile/ }), /^Supprimer «\sÉmile\s»$/))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Supprimer ce livre ?' }))
    expect(dialog.getByText('Émile sera supprimé.')).toBeInTheDocument()
    expect(run).not.toHaveBeenCalled()

    await user.click(dialog.getByRole('button', { name: /^Supprimer «\sÉmile\s»$/ }))
    expect(await dialog.findByText('Erreur : Livre introuvable')).toBeInTheDocument()

    refuse = false
    await user.click(dialog.getByRole('button', { name: /^Supprimer «\sÉmile\s»$/ }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(onDeleted).toHaveBeenCalledWith({ message: 'Émile supprimé' }, BOOKS[1])
  })

  it('draws the rows by groups, each titled', async () => {
    answer(BOOKS)
    mount(<Books groups={(rows) => [{ id: 'courts', label: 'Courts', rows: rows.filter((book) => book.pages < 500) }, { id: 'longs', label: 'Longs', rows: rows.filter((book) => book.pages >= 500) }]} />)
    const longs = within(await screen.findByRole('region', { name: 'Longs' }))
    expect(longs.getByRole('heading', { name: 'Émile', level: 3 })).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Courts' })).getAllByRole('rowheader')).toHaveLength(2)
  })

  it('hides an action where it does not apply and spins the one running', async () => {
    answer(BOOKS)
    mount(<Books actions={[{ id: 'read', label: 'Lire', Icon: Pencil, hidden: (book) => book.pages > 500, pending: (book) => book.id === 1 }]} />)
    const rows = await table()
    expect(rows.queryByRole('button', { name: /^Lire «\sÉmile\s»$/ })).not.toBeInTheDocument()
    expect(rows.getByRole('button', { name: /^Lire «\sZadig\s»$/ })).toBeDisabled()
    expect(rows.getByRole('button', { name: /^Lire «\sCandide\s»$/ })).toBeEnabled()
  })
})

function Pages() {
  const query = useInfiniteQuery({
    queryKey: ['pages'],
    queryFn: async ({ pageParam }) => {
      const response = await fetch(`/api/books?offset=${pageParam}`)
      return (await response.json()) as Book[]
    },
    initialPageParam: 0,
    getNextPageParam: (last: Book[], pages: Book[][]) => (last.length < 2 ? undefined : pages.length * 2),
  })
  return (
    <DataList
      query={query}
      columns={COLUMNS}
      rowName={(book) => book.title}
      label="Liste des livres"
      caption="Livres"
      loadingLabel="Chargement des livres…"
      errorTitle="Erreur lors du chargement des livres."
      empty={null}
      moreLabel="Afficher plus de livres"
      status={(rows, more) => (more ? `Les ${rows.length} premiers livres` : `${rows.length} livres`)}
    />
  )
}

describe('DataList with an infinite query', () => {
  it('reads the next page on "Afficher plus" until there is none', async () => {
    server.use(
      http.get('*/api/books', ({ request }) => {
        const offset = Number(new URL(request.url).searchParams.get('offset'))
        return HttpResponse.json(BOOKS.slice(offset, offset + 2))
      }),
    )
    const { user } = mount(<Pages />)
    expect(await screen.findByText('Les 2 premiers livres')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Afficher plus de livres' }))
    expect(await screen.findByText('3 livres')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Afficher plus de livres' })).not.toBeInTheDocument()
    expect(await titles()).toEqual(['Zadig', 'Émile', 'Candide'])
  })
})
