import type { BankQuestion } from '@tutorat/contracts'
import { Library, Plus } from 'lucide-react'
import { useState } from 'react'
import { cn } from '../../lib/cn.ts'
import { Button } from '../../ui/Button.tsx'
import { DataList } from '../../ui/DataList.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { FilterDisclosure } from '../../ui/FilterDisclosure.tsx'
import { NoMatch } from '../../ui/NoMatch.tsx'
import { plural } from '../courses/format.ts'
import { MathText } from '../exams/MathText.tsx'
import { BankFilters } from '../question-bank/BankFilters.tsx'
import { BankTags, bankQuestionName, TYPE_LABELS } from '../question-bank/columns.tsx'
import { PHONE_FULL_SCREEN } from '../question-bank/EditBankQuestionDialog.tsx'
import { type BankSearch, isBankFiltered } from '../question-bank/search.ts'
import { BANK_LIST_ERROR, useBankList } from '../question-bank/use-bank.ts'

/** Small pages: each card renders its statement with KaTeX. */
export const PICKER_PAGE_SIZE = 20

interface BankPickerDialogProps {
  /** the section the questions go to (« la section 2 ») */
  sectionName: string
  /** bank ids already chosen in a section of this exam: shown, not offered again */
  taken: ReadonlySet<number>
  onAdd: (questions: BankQuestion[]) => void
  onClose: () => void
}

/**
 * DESIGN §19: the admin's bank (a super admin's: every bank) with the bank page's filters, paged on
 * the server; the questions ticked on any page are added together. Full screen on a phone, the
 * button that adds within the thumb's reach at the bottom.
 */
export function BankPickerDialog({ sectionName, taken, onAdd, onClose }: BankPickerDialogProps) {
  const [search, setSearch] = useState<BankSearch>({})
  const [picked, setPicked] = useState<ReadonlyMap<number, BankQuestion>>(() => new Map())
  const { page, list } = useBankList(search, PICKER_PAGE_SIZE)
  const toggle = (question: BankQuestion) =>
    setPicked((current) => {
      const next = new Map(current)
      if (!next.delete(question.id)) next.set(question.id, question)
      return next
    })
  const active = [search.q, search.topic, search.difficulty, search.concours, search.year].filter(Boolean).length

  return (
    <Dialog
      open
      size="lg"
      className={cn(PHONE_FULL_SCREEN, 'pb-0 sm:max-w-4xl sm:pb-0')}
      onOpenChange={(open) => (open ? null : onClose())}
      title={`Ajouter depuis la banque à ${sectionName}`}
      description="Cochez les questions, sur une ou plusieurs pages : elles s’ajoutent à la fin de la section, copiées dans le concours à l’enregistrement."
    >
      <div className="space-y-4">
        <FilterDisclosure active={active}>
          <BankFilters narrow search={search} topics={page.data?.topics ?? []} apply={(change) => setSearch((current) => ({ ...current, ...change, page: undefined }))} />
        </FilterDisclosure>
        <DataList
          query={list}
          layout="cards"
          rowName={bankQuestionName}
          renderCard={(question) => <PickCard question={question} picked={picked.has(question.id)} taken={taken.has(question.id)} onToggle={() => toggle(question)} />}
          cardsClassName="gap-2"
          pages={{ page: search.page ?? 0, size: PICKER_PAGE_SIZE, onPage: (next) => setSearch((current) => ({ ...current, page: next || undefined })) }}
          label="Questions de la banque"
          caption="Questions de la banque à ajouter"
          loadingLabel="Chargement des questions…"
          errorTitle={BANK_LIST_ERROR}
          status={() => plural(page.data?.total ?? 0, 'question')}
          empty={
            isBankFiltered(search) ? (
              <NoMatch title="Aucune question ne correspond à ces filtres" onClear={() => setSearch({})}>
                Essayez un autre thème ou d’autres mots.
              </NoMatch>
            ) : (
              <EmptyState Icon={Library} title="La banque est vide">
                Importez d’abord des questions dans la banque (GIFT, Aiken ou CSV).
              </EmptyState>
            )
          }
        />
      </div>
      {/* within the thumb's reach: the count and the two buttons stay at the bottom of the screen */}
      <div className="sticky bottom-0 -mx-5 mt-4 flex items-center gap-2 border-t border-line bg-white px-5 py-3 sm:-mx-6 sm:justify-end sm:px-6">
        {/* on a phone the button says the count: one row of two buttons under the thumb */}
        <p className="sr-only text-sm font-semibold text-ink sm:not-sr-only sm:mr-auto" aria-live="polite">
          {plural(picked.size, 'question cochée', 'questions cochées')}
        </p>
        <Button variant="secondary" className="flex-1 sm:flex-none" onClick={onClose}>
          Annuler
        </Button>
        <Button
          className="flex-[2] sm:flex-none"
          disabled={picked.size === 0}
          onClick={() => {
            onAdd([...picked.values()])
            onClose()
          }}
        >
          <Plus className="size-4" aria-hidden="true" />
          {picked.size === 0 ? 'Ajouter' : `Ajouter ${plural(picked.size, 'question')}`}
        </Button>
      </div>
    </Dialog>
  )
}

/** The whole card is the checkbox's label: a thumb ticks it anywhere. */
function PickCard({ question, picked, taken, onToggle }: { question: BankQuestion; picked: boolean; taken: boolean; onToggle: () => void }) {
  return (
    <label
      className={cn(
        'flex min-h-16 gap-3 rounded-card border p-3 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
        taken ? 'cursor-default border-line bg-slate-50' : 'cursor-pointer',
        picked ? 'border-brand-700 bg-brand-50' : !taken && 'border-line bg-white hover:border-brand-300',
      )}
    >
      <input
        type="checkbox"
        className="mt-0.5 size-6 shrink-0 cursor-pointer accent-brand-800 focus-visible:outline-none disabled:cursor-default"
        aria-label={`Choisir « ${bankQuestionName(question)} »`}
        checked={picked || taken}
        disabled={taken}
        onChange={onToggle}
      />
      <span className="min-w-0 flex-1 space-y-2">
        <MathText inline className="block text-sm font-medium break-words text-ink">
          {question.statement}
        </MathText>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <span>{TYPE_LABELS[question.type]}</span>
          {taken ? <span className="font-semibold text-brand-900">Déjà dans le concours</span> : null}
          <BankTags question={question} />
        </span>
      </span>
    </label>
  )
}
