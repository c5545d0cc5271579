import { useState, type FormEvent } from 'react';
import { antiPhishingCodeRequestSchema } from '../../../contract/trust.ts';
import { Panel } from '../../../components/panel.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { useStepUp } from '../../../lib/use-step-up.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { getAntiPhishingCode } from '../api/get-anti-phishing-code.ts';
import { setAntiPhishingCode } from '../api/set-anti-phishing-code.ts';

/**
 * Security page: the anti-phishing code. Explains what it is for, shows how mails will start, and
 * sets it after the investor confirms it is them (step-up).
 */
export function AntiPhishingPanel() {
  const t = useT();
  // Read once: a new text per language would make the page load again on every switch.
  const [failed] = useState(() => t('antiPhishing.error.load'));
  const { data, error, reload, setData } = useResource(getAntiPhishingCode, failed);
  const [text, setText] = useState('');
  const stepUp = useStepUp();
  const save = useApiAction(stepUp.guard(setAntiPhishingCode), {
    fallback: t('antiPhishing.error.save'),
    successMessage: t('antiPhishing.saved'),
  });
  // Letters and digits only, 4 to 20: the same rule the server applies, said before sending.
  const rule = t('antiPhishing.rule', { min: 4, max: 20 });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = antiPhishingCodeRequestSchema.safeParse({ code: text.trim() });
    if (!checked.success) {
      save.setFieldErrors({ code: t('antiPhishing.ruleError', { rule }) });
      return;
    }
    const result = await save.run(checked.data.code);
    if (result.ok) {
      setData(result.data);
      setText('');
    }
  }

  let body;
  if (error) body = <LoadError message={error} onRetry={() => void reload()} />;
  else if (!data) body = <p className="text-sm text-fg-muted">{t('antiPhishing.loading')}</p>;
  else
    body = (
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="flex max-w-md flex-col gap-3"
        aria-label={t('antiPhishing.title')}
      >
        <p className="text-sm text-fg-muted">{t('antiPhishing.explained')}</p>
        <p className="text-sm text-fg">
          {data.code ? (
            <>
              {t('antiPhishing.mailsStartWith')} <strong>{t('antiPhishing.preview', { code: data.code })}</strong>
            </>
          ) : (
            t('antiPhishing.noCode')
          )}
        </p>
        <TextField
          name="code"
          label={data.code ? t('antiPhishing.newCode') : t('antiPhishing.title')}
          hint={rule}
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={save.fieldErrors['code']}
        />
        <SubmitButton pending={save.pending} pendingLabel={t('antiPhishing.saving')}>
          {t('antiPhishing.save')}
        </SubmitButton>
      </form>
    );
  return (
    <>
      {stepUp.dialog}
      <Panel title={t('antiPhishing.title')}>{body}</Panel>
    </>
  );
}
