import type { FormEvent } from 'react';
import { formatMoney } from '../../../contract/cents.ts';
import type { Wallet } from '../../../contract/wallet-shape.ts';
import type { WalletType } from '../../../contract/wallet-types.ts';
import { FormError } from '../../../components/form/form-error.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { ChargePreview } from '../../../components/money/charge-preview.tsx';
import type { QuoteWait } from '../../../lib/use-charge-quote.ts';
import type { DetailRow } from '../../../components/money/detail-list.tsx';
import { walletNameId } from '../../../components/money/wallet-name.ts';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';

export type ExchangeWallets = Record<WalletType, Wallet | null>;

export const walletName = (t: Translate, type: WalletType): string => t(walletNameId(type));

export function walletLabel(t: Translate, wallets: ExchangeWallets, type: WalletType): string {
  const wallet = wallets[type];
  return wallet
    ? t('exchange.walletWithBalance', {
        wallet: walletName(t, type),
        balance: formatMoney(wallet.balance, wallet.currency),
      })
    : walletName(t, type);
}

export function opposite(type: WalletType): WalletType {
  return type === 'main' ? 'profit' : 'main';
}

type ExchangeFieldsProps = {
  wallets: ExchangeWallets;
  from: WalletType;
  onFromChange: (from: WalletType) => void;
  amount: string;
  onAmountChange: (amount: string) => void;
  onAmountBlur: () => void;
  errors: { from?: string | undefined; to?: string | undefined; amount?: string | undefined };
  formError: string | null;
  /** A state, not an error (e.g. the wallets are still loading). */
  notice: string | null;
  preview: {
    rows: DetailRow[] | null;
    loading: boolean;
    error: string | null;
    wait?: QuoteWait /** What the box says before it has figures (src/lib/charge-idle-text.ts). */;
    idleText: string;
  };
  reviewing: boolean;
  disabled: boolean;
  onReview: () => void;
};

/** The exchange's edit step: from and to wallet (always opposite), amount, live charge preview. */
export function ExchangeFields(props: ExchangeFieldsProps) {
  const { wallets, from, onFromChange, amount, onAmountChange, onAmountBlur, errors, formError, preview } = props;
  const t = useT();
  const options = (['main', 'profit'] as const).map((type) => ({ value: type, label: walletLabel(t, wallets, type) }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onReview();
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
      <SelectField
        label={t('exchange.from')}
        name="from_wallet"
        value={from}
        options={options}
        error={errors.from}
        onChange={(event) => onFromChange(event.target.value === 'profit' ? 'profit' : 'main')}
      />
      <SelectField
        label={t('exchange.to')}
        name="to_wallet"
        value={opposite(from)}
        options={options}
        error={errors.to}
        onChange={(event) => onFromChange(opposite(event.target.value === 'profit' ? 'profit' : 'main'))}
      />
      <TextField
        name="amount"
        label={t('exchange.amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        required
        value={amount}
        onChange={(event) => onAmountChange(event.target.value)}
        onBlur={onAmountBlur}
        error={errors.amount}
      />
      <ChargePreview {...preview} />
      <FormError message={formError} />
      {props.notice ? (
        <p role="status" className="text-sm text-fg-muted">
          {props.notice}
        </p>
      ) : null}
      <SubmitButton pending={props.reviewing} pendingLabel={t('exchange.calculating')} disabled={props.disabled}>
        {t('exchange.review')}
      </SubmitButton>
    </form>
  );
}
