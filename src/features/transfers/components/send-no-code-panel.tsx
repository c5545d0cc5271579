import { useState, type FormEvent } from 'react';
import { formatMoney } from '../../../contract/cents.ts';
import { sendNoCodeRequestSchema } from '../../../contract/step-up.ts';
import { Panel } from '../../../components/panel.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { useStepUp } from '../../../lib/use-step-up.tsx';
import { getSendNoCode, noCodeLoadFailed } from '../api/get-send-no-code.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { updateSendNoCode } from '../api/update-send-no-code.ts';

/**
 * Security page: with two-factor on, sending money asks for the code for anyone not paid before,
 * and once the day's sends pass this amount. The user may lower it (0: always ask); raising it
 * back asks them to confirm it is them first.
 */
export function SendNoCodePanel() {
  const t = useT();
  // Read once per visit: a language switch must not reload the page's data (the calls translate their own errors).
  const [fallback] = useState(noCodeLoadFailed);
  const { data, error, reload, setData } = useResource(getSendNoCode, fallback);
  const [text, setText] = useState<string | null>(null);
  const stepUp = useStepUp();
  const save = useApiAction(stepUp.guard(updateSendNoCode), {
    fallback: t('send.error.saveNoCode'),
    successMessage: t('send.noCode.saved'),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = sendNoCodeRequestSchema.safeParse({ amount: Number(text ?? data?.amount ?? '') });
    if (!checked.success || text?.trim() === '') {
      save.setFieldErrors({
        amount:
          checked.error?.issues[0]?.message ??
          t('send.noCode.required', { field: t('send.noCode.field', { currency: data?.currency ?? '' }) }),
      });
      return;
    }
    const result = await save.run(checked.data.amount);
    if (result.ok) {
      setData(result.data);
      setText(null);
    }
  }

  let body;
  if (error) body = <LoadError message={error} onRetry={() => void reload()} />;
  else if (!data) body = <p className="text-sm text-fg-muted">{t('send.noCode.loading')}</p>;
  else
    body = (
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="flex max-w-md flex-col gap-3"
        aria-label={t('send.noCode.formLabel')}
      >
        <p className="text-sm text-fg-muted">
          {t('send.noCode.explain', { max: formatMoney(data.max, data.currency) })}
        </p>
        <TextField
          name="amount"
          label={t('send.noCode.field', { currency: data.currency })}
          inputMode="decimal"
          value={text ?? String(data.amount)}
          onChange={(e) => setText(e.target.value)}
          error={save.fieldErrors['amount']}
        />
        <SubmitButton pending={save.pending} pendingLabel={t('send.noCode.saving')}>
          {t('send.noCode.save')}
        </SubmitButton>
      </form>
    );
  return (
    <>
      {stepUp.dialog}
      <Panel title={t('send.noCode.title')}>{body}</Panel>
    </>
  );
}
