import { zodResolver } from '@hookform/resolvers/zod'
import { type Coupon, COUPON_KIND_LABELS, COUPON_KINDS, couponCreateInput } from '@tutorat/contracts'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { fieldsOf } from '../../lib/form-field.ts'
import { trpc } from '../../lib/trpc.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { Options, Select } from '../../ui/Select.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { useLeaveOnRefusal } from '../admins/super-admin.ts'
import { errorText } from '../../lib/error-message.ts'

type FormInput = z.input<typeof couponCreateInput>
type FormOutput = z.output<typeof couponCreateInput>
const SAVE_ERROR = 'Erreur lors de l’enregistrement du code'

function defaultValues(coupon: Coupon | undefined): FormInput {
  return {
    code: coupon?.code ?? '',
    kind: coupon?.kind ?? 'percent',
    value: coupon ? String(coupon.value) : '',
    announcement_id: coupon?.announcement_id ? String(coupon.announcement_id) : '',
    valid_from: coupon?.valid_from ?? '',
    valid_until: coupon?.valid_until ?? '',
    max_uses: coupon?.max_uses ? String(coupon.max_uses) : '',
  }
}

/** `null`: closed; `'new'`: a new code; a code: edit it. */
export function CouponFormDialog({ target, onClose }: { target: Coupon | 'new' | null; onClose: () => void }) {
  const coupon = target === 'new' ? undefined : (target ?? undefined)
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={coupon ? 'Modifier le code' : 'Nouveau code promo'}
      description={coupon ? `« ${coupon.code} »` : 'Les étudiants le tapent au moment de s’inscrire ; les majuscules ne comptent pas.'}
      size="lg"
    >
      {target !== null ? <CouponForm key={coupon?.id ?? 'new'} coupon={coupon} onDone={onClose} /> : null}
    </Dialog>
  )
}

function CouponForm({ coupon, onDone }: { coupon: Coupon | undefined; onDone: () => void }) {
  const utils = trpc.useUtils()
  const leave = useLeaveOnRefusal()
  const formations = trpc.announcements.adminList.useQuery()
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(couponCreateInput), defaultValues: defaultValues(coupon) })
  const field = fieldsOf(form)
  const kind = form.watch('kind')
  const saved = async ({ message }: { message: string }) => {
    await utils.coupons.invalidate()
    toast.success(message)
    onDone()
  }
  const onError = (error: unknown) => void leave(error)
  const create = trpc.coupons.create.useMutation({ onSuccess: saved, onError })
  const update = trpc.coupons.update.useMutation({ onSuccess: saved, onError })
  const save = coupon ? update : create
  const onSubmit = form.handleSubmit((values) => (coupon ? update.mutate({ id: coupon.id, ...values }) : create.mutate(values)))

  return (
    <form onSubmit={onSubmit} noValidate aria-label={coupon ? 'Modifier le code' : 'Nouveau code promo'} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Code" requirement="required" autoCapitalize="characters" autoComplete="off" spellCheck={false} hint="3 à 32 lettres, chiffres ou tirets." {...field('code')} />
        <Select label="Formation" {...field('announcement_id')}>
          <option value="">Toutes les formations</option>
          {formations.data ? <Options values={formations.data.map((f) => f.id)} label={(id) => formations.data.find((f) => f.id === id)?.title ?? String(id)} /> : null}
        </Select>
        <Select label="Type de remise" requirement="required" {...field('kind')}>
          <Options values={COUPON_KINDS} label={(value) => COUPON_KIND_LABELS[value]} />
        </Select>
        <TextField label={kind === 'percent' ? 'Remise (%)' : 'Remise (DH)'} requirement="required" type="number" inputMode="numeric" min={1} max={kind === 'percent' ? 100 : undefined} {...field('value')} />
        <TextField label="Valable à partir du" requirement="optional" type="date" {...field('valid_from')} />
        <TextField label="Valable jusqu’au" requirement="optional" type="date" hint="Dernier jour inclus (heure du Maroc)." {...field('valid_until')} />
        <TextField label="Utilisations au plus" requirement="optional" type="number" inputMode="numeric" min={1} hint="Vide : sans limite. Chaque étudiant ne l’utilise qu’une fois." {...field('max_uses')} />
      </div>
      {save.error ? <Alert tone="error">{errorText(save.error, SAVE_ERROR)}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 border-t border-line pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Annuler
        </Button>
        <Button type="submit" loading={save.isPending}>
          {coupon ? 'Enregistrer' : 'Créer le code'}
        </Button>
      </div>
    </form>
  )
}
