import { getRouteApi, Link } from '@tanstack/react-router'
import type { BankQuestion } from '@tutorat/contracts'
import { FileUp, Library, Pencil, Tags } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { errorText } from '../../lib/error-message.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { BackLink } from '../../ui/BackLink.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { DataList, type RowAction } from '../../ui/DataList.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { FilterDisclosure } from '../../ui/FilterDisclosure.tsx'
import { NoMatch } from '../../ui/NoMatch.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { plural } from '../courses/format.ts'
import { useSignOutOnUnauthorized } from '../courses/feedback.ts'
import { BankFilters } from './BankFilters.tsx'
import { BulkTagDialog } from './BulkTagDialog.tsx'
import { bankColumns, bankQuestionName } from './columns.tsx'
import { EditBankQuestionDialog } from './EditBankQuestionDialog.tsx'
import { BANK_PAGE_SIZE, isBankFiltered } from './search.ts'
import { BANK_LIST_ERROR, useBankList } from './use-bank.ts'

const route = getRouteApi('/admin/questions')

const importLink = (
  <Link to="/admin/questions/import" className={buttonClasses('primary')}>
    <FileUp className="size-4" aria-hidden="true" />
    Importer des questions
  </Link>
)

/** DESIGN §19: the admin's bank of questions, tagged by topic, difficulty, concours and year; sections of concours draw from it. */
export function QuestionBankPage() {
  useDocumentTitle('Banque de questions')
  const navigate = route.useNavigate()
  const search = route.useSearch()
  const { page, list } = useBankList(search)
  useSignOutOnUnauthorized(page.error)
  const utils = trpc.useUtils()
  const remove = trpc.questionBank.delete.useMutation()
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set())
  const [tagging, setTagging] = useState(false)
  const [editing, setEditing] = useState<BankQuestion | null>(null)
  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (checked) next.add(id)
      else next.delete(id)
      return next
    })
  const actions: RowAction<BankQuestion>[] = [{ id: 'edit', label: 'Modifier', Icon: Pencil, onClick: setEditing }]

  return (
    <div className="space-y-6 pb-24">
      <PageHeader
        eyebrow={<BackLink to="/admin/exams" look="text">Retour aux concours</BackLink>}
        title="Banque de questions"
        description="Vos questions étiquetées par thème, difficulté, concours et année : les sections d’un concours les choisissent ou les tirent au hasard."
        actions={importLink}
      />
      <FilterDisclosure active={[search.q, search.topic, search.difficulty, search.concours, search.year].filter(Boolean).length}>
        <BankFilters
          search={search}
          topics={page.data?.topics ?? []}
          apply={(change) => void navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }), replace: true })}
        />
      </FilterDisclosure>
      <DataList
        query={list}
        columns={bankColumns(selected, toggle)}
        rowName={bankQuestionName}
        actions={actions}
        remove={{
          title: 'Retirer cette question de la banque ?',
          description: () => 'Les concours qui l’utilisent déjà gardent leur copie de la question.',
          confirmLabel: 'Retirer',
          run: (question) => remove.mutateAsync({ id: question.id }),
          onDeleted: async ({ message }) => {
            toast.success(message)
            await utils.questionBank.list.invalidate()
          },
          errorText: (error) => errorText(error, 'Erreur lors du retrait de la question'),
        }}
        pages={{ page: search.page ?? 0, size: BANK_PAGE_SIZE, onPage: (next) => void navigate({ search: (previous) => ({ ...previous, page: next || undefined }) }) }}
        label="Questions de la banque"
        caption="Banque de questions"
        loadingLabel="Chargement des questions…"
        errorTitle={BANK_LIST_ERROR}
        breakpoint="lg"
        status={() => plural(page.data?.total ?? 0, 'question')}
        empty={
          isBankFiltered(search) ? (
            <NoMatch title="Aucune question ne correspond à ces filtres" clearTo="/admin/questions">
              Essayez un autre thème ou d’autres mots.
            </NoMatch>
          ) : (
            <EmptyState Icon={Library} title="La banque est vide" action={importLink}>
              Importez un fichier GIFT, Aiken ou CSV : chaque question y garde ses étiquettes.
            </EmptyState>
          )
        }
      />
      {selected.size > 0 ? (
        // the thumb's reach: the bulk action waits at the bottom of the screen while questions are picked
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 px-4 py-3 shadow-lg backdrop-blur">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
            <p className="text-sm font-semibold text-ink">{plural(selected.size, 'question sélectionnée', 'questions sélectionnées')}</p>
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => setSelected(new Set())}>
                Désélectionner
              </Button>
              <Button onClick={() => setTagging(true)}>
                <Tags className="size-4" aria-hidden="true" />
                Étiqueter
              </Button>
            </div>
          </div>
        </div>
      ) : null}
      {tagging ? <BulkTagDialog ids={[...selected]} onClose={() => setTagging(false)} onDone={() => setSelected(new Set())} /> : null}
      {editing ? <EditBankQuestionDialog question={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  )
}
