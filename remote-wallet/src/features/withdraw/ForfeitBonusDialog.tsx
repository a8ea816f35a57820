import { ConfirmDialog, formatBRL, useTranslation } from '@palpite/shared';

interface ForfeitBonusDialogProps {
  /** The bonus balance the withdrawal would remove; null while the dialog is closed. */
  bonusBalance: number | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Withdrawing while a bonus is active forfeits it: the player confirms knowing the amount. */
export function ForfeitBonusDialog({ bonusBalance, busy, onConfirm, onCancel }: ForfeitBonusDialogProps) {
  const { t } = useTranslation('wallet');
  return (
    <ConfirmDialog
      open={bonusBalance !== null}
      title={t('bonus.forfeit.title')}
      confirmLabel={t('bonus.forfeit.confirm')}
      busyLabel={t('withdraw.submitting')}
      cancelLabel={t('bonus.forfeit.keep')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{t('bonus.forfeit.message', { amount: formatBRL(bonusBalance ?? 0) })}</p>
    </ConfirmDialog>
  );
}
