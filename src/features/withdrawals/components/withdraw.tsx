import { useRef, useState } from 'react';
import type { PasskeyAssertion } from '../../../contract/passkey-assertion.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { screenFormat } from '../../../contract/locale-format.ts';
import type { Wallet } from '../../../contract/wallet-shape.ts';
import type {
  WithdrawalAccount,
  WithdrawQuote,
  WithdrawRequest,
  WithdrawResult,
} from '../../../contract/withdrawals.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { ConfirmPanel } from '../../../components/money/confirm-panel.tsx';
import type { DetailRow } from '../../../components/money/detail-list.tsx';
import { OfflineNotice } from '../../../components/money/offline-notice.tsx';
import { ResultPanel } from '../../../components/money/result-panel.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { checkAmountInput, namesAField } from '../../../lib/amount-input.ts';
import { useChargeQuote } from '../../../lib/use-charge-quote.ts';
import { useMoneyAction } from '../../../lib/use-money-action.ts';
import { useMoneyFlow } from '../../../lib/use-money-flow.ts';
import { useMoneyOpen } from '../../../lib/maintenance.ts';
import { calculateWithdrawCharge } from '../api/calculate-withdraw-charge.ts';
import { withdrawNow } from '../api/withdraw-now.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';
import { withdrawIdleText } from '../withdraw-idle-text.ts';
import { WithdrawFields, type WithdrawValues } from './withdraw-fields.tsx';
import { CodeField } from '../../../components/form/code-field.tsx';
import { PasskeyInsteadButton } from '../../../components/form/passkey-instead-button.tsx';

const FIELDS = ['account_id', 'amount'] as const;
// Answers about the code that keep the confirm step open (the lock included: its panel counts down there).
const FACTOR_CODES = new Set(['TOTP_REQUIRED', 'TOTP_INVALID', 'PASSKEY_INVALID', 'SECOND_FACTOR_LOCKED']);

export function quoteRows(t: Translate, q: WithdrawQuote): DetailRow[] {
  const money = (n: number) => formatMoney(n, q.currency);
  return [
    { label: t('withdraw.row.amount'), value: money(q.amount) },
    { label: t('withdraw.row.charge'), value: money(q.charge) },
    {
      label: t('withdraw.row.receive'),
      value: t('withdraw.row.receivePaidIn', { amount: money(q.receive_amount), currency: q.payout_currency }),
      strong: true,
    },
    { label: t('withdraw.row.processingTime'), value: q.processing_time || t('withdraw.row.processingByAdmin') },
  ];
}

/** The account's wait as a sentence in the reader's local time, with what to do about it. */
function coolingText(t: Translate, usableFrom: string): string {
  return t('withdraw.cooling.field', { at: screenFormat().dateTime(usableFrom) });
}

type WithdrawProps = {
  main: Wallet | null;
  accounts: WithdrawalAccount[];
  onWallets: (wallets: Wallet[]) => void;
  /** Withdrawals are paused after a security change (said above the form): no charge is asked, Review waits. */
  paused?: boolean;
};

/** Withdraw from the Main wallet: edit (live charge), confirm, result. One Idempotency-Key per confirmed action. */
export function Withdraw({ main, accounts, onWallets, paused = false }: WithdrawProps) {
  const t = useT();
  // Paused offline and during maintenance alike (src/lib/maintenance.ts).
  const online = useMoneyOpen();
  // The first account that can receive money now; a cooling one only when there is no other.
  const [values, setValues] = useState<WithdrawValues>({
    accountId: (accounts.find((a) => !a.usableFrom) ?? accounts[0])?.id ?? '',
    amount: '',
  });
  const [touched, setTouched] = useState(false);
  // Read once per visit: a language switch must not ask for a new quote (the calls translate their own errors).
  const [fallbacks] = useState(() => ({
    withdraw: WITHDRAW_DEFAULTS.withdraw,
    quote: WITHDRAW_DEFAULTS.calculateCharge,
  }));
  const action = useMoneyAction(withdrawNow, fallbacks.withdraw);
  // The server asks for the code (403 TOTP_REQUIRED) when the user has two-factor on; from then on
  // the confirm step shows the field and sends the code with the request.
  const [codeNeeded, setCodeNeeded] = useState(false);
  const [code, setCode] = useState('');
  // A passkey's answer, set just before a confirm that sends it in place of the code (read once).
  const passkeyRef = useRef<PasskeyAssertion | null>(null);
  const flow = useMoneyFlow<WithdrawRequest, WithdrawQuote, WithdrawResult>(action, {
    prepare: (request) => {
      const passkey = passkeyRef.current;
      passkeyRef.current = null;
      if (passkey) return { ...request, passkey };
      return codeNeeded ? { ...request, totp: code } : request;
    },
    onDone: (result) => {
      setCode('');
      onWallets(result.wallets);
    },
    // Stay on the confirm step: confirming again with the code is a new action (a new key).
    handled: (error) => {
      if (!FACTOR_CODES.has(error.code ?? '')) return false;
      setCodeNeeded(true);
      setCode('');
      return true;
    },
  });
  const { step, refusal } = flow;

  const amount = checkAmountInput(values.amount);
  // An account still cooling off (the server sends usableFrom only then) cannot receive money yet:
  // no quote is asked, and Review says why it is disabled.
  const usableFrom = accounts.find((a) => a.id === values.accountId)?.usableFrom ?? null;
  const cooling = usableFrom ? coolingText(t, usableFrom) : null;
  const request =
    values.accountId && amount.ok && !cooling ? { account_id: values.accountId, amount: amount.amount } : null;
  const preview = useChargeQuote(
    online && !paused && step.name === 'edit' ? request : null,
    calculateWithdrawCharge,
    fallbacks.quote,
  );
  const server = { ...preview.error?.fieldErrors, ...refusal?.fieldErrors };
  const kycCode =
    refusal?.code === 'KYC_REQUIRED'
      ? refusal.message
      : preview.error?.code === 'KYC_REQUIRED'
        ? preview.error.message
        : null;
  const previewError =
    preview.error && !namesAField(preview.error.fieldErrors, FIELDS) && preview.error.code !== 'KYC_REQUIRED'
      ? preview.error.message
      : null;
  const formError =
    refusal && !namesAField(refusal.fieldErrors, FIELDS) && refusal.code !== 'KYC_REQUIRED' ? refusal.message : null;
  // Why Review is disabled, in words (as on Send Money and Invest): the account's wait, or what the preview was refused for.
  // The pause is said once, above the form, with its end: here only that it is the reason.
  const blocked = !online
    ? null
    : paused
      ? t('withdraw.blocked.paused')
      : usableFrom
        ? t('withdraw.cooling.blocked', { at: screenFormat().dateTime(usableFrom) })
        : preview.error && !refusal
          ? preview.error.message
          : null;

  function onReview() {
    setTouched(true);
    void flow.review(request, preview.quoteNow);
  }

  let body;
  if (step.name === 'done') {
    const w = step.result.withdrawal;
    body = (
      <ResultPanel
        title={t('withdraw.done.title')}
        message={t('withdraw.done.message')}
        rows={[
          { label: t('withdraw.row.reference'), value: w.reference },
          { label: t('withdraw.row.account'), value: `${w.accountName} · ${w.methodName}` },
          { label: t('withdraw.row.amount'), value: formatMoney(w.amount) },
          { label: t('withdraw.row.charge'), value: formatMoney(w.charge) },
          { label: t('withdraw.row.receive'), value: formatMoney(w.receiveAmount), strong: true },
          { label: t('withdraw.row.processingTime'), value: w.processingTime || t('withdraw.row.processingByAdmin') },
        ]}
      >
        <SecondaryButton
          onClick={() => {
            flow.startOver();
            setValues({ accountId: values.accountId, amount: '' });
            setTouched(false);
          }}
        >
          {t('withdraw.done.new')}
        </SecondaryButton>
        <TextLink standalone to="/user/withdraw/log">
          {t('withdraw.done.viewLog')}
        </TextLink>
      </ResultPanel>
    );
  } else if (step.name === 'confirm') {
    const account = accounts.find((a) => a.id === step.request.account_id);
    body = (
      <ConfirmPanel
        title={t('withdraw.confirm.title')}
        rows={[
          { label: t('withdraw.row.account'), value: account ? `${account.name} · ${account.methodName}` : '' },
          ...quoteRows(t, step.quote),
        ]}
        confirmLabel={t('withdraw.confirm.submit')}
        pendingLabel={t('withdraw.confirm.pending')}
        action={action}
        paused={!online}
        run={flow.run}
        onBack={flow.back}
      >
        {codeNeeded ? (
          <>
            <CodeField
              name="totp"
              autoFocus
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={action.fieldErrors['totp']}
            />
            <PasskeyInsteadButton
              disabled={action.pending}
              onPasskey={async (passkey) => {
                passkeyRef.current = passkey;
                await flow.run('submit');
              }}
            />
          </>
        ) : null}
      </ConfirmPanel>
    );
  } else {
    body = (
      <WithdrawFields
        fromLabel={
          main
            ? t('withdraw.from.mainWithBalance', { balance: formatMoney(main.balance, main.currency) })
            : t('withdraw.from.main')
        }
        accounts={accounts}
        values={values}
        onChange={(next) => {
          setValues(next);
          flow.clearRefusal();
        }}
        onBlurAmount={() => values.amount.trim() && setTouched(true)}
        errors={{
          account_id: cooling ?? server['account_id'],
          amount: touched && !amount.ok ? amount.message : server['amount'],
        }}
        formError={formError}
        kycMessage={kycCode}
        preview={{
          wait: preview.wait,
          loading: preview.loading,
          error: previewError,
          rows: preview.quote ? quoteRows(t, preview.quote) : null,
          idleText: withdrawIdleText(t, {
            amountText: values.amount,
            amountOk: amount.ok,
            accountChosen: Boolean(values.accountId),
            blocked: !online
              ? t('withdraw.idle.offline')
              : paused
                ? t('withdraw.idle.paused')
                : cooling
                  ? t('withdraw.idle.cooling')
                  : null,
          }),
        }}
        reviewing={flow.reviewing}
        disabled={!online || blocked !== null}
        blockedReason={blocked}
        onReview={onReview}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <OfflineNotice money />
      {body}
    </div>
  );
}
