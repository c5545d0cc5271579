import { useState, type FormEvent } from 'react';
import { antiPhishingCodeRequestSchema } from '../../../contract/trust.ts';
import { Panel } from '../../../components/panel.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { useStepUp } from '../../../lib/use-step-up.tsx';
import {
  ANTI_PHISHING_EXPLAINED,
  ANTI_PHISHING_LOAD_FAILED,
  ANTI_PHISHING_RULE,
  antiPhishingPreview,
  getAntiPhishingCode,
} from '../api/get-anti-phishing-code.ts';
import { setAntiPhishingCode } from '../api/set-anti-phishing-code.ts';

/**
 * Security page: the anti-phishing code. Explains what it is for, shows how mails will start, and
 * sets it after the investor confirms it is them (step-up).
 */
export function AntiPhishingPanel() {
  const { data, error, reload, setData } = useResource(getAntiPhishingCode, ANTI_PHISHING_LOAD_FAILED);
  const [text, setText] = useState('');
  const stepUp = useStepUp();
  const save = useApiAction(stepUp.guard(setAntiPhishingCode), {
    fallback: 'Failed to save your anti-phishing code',
    successMessage: 'Saved.',
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = antiPhishingCodeRequestSchema.safeParse({ code: text.trim() });
    if (!checked.success) {
      save.setFieldErrors({ code: `must be ${ANTI_PHISHING_RULE}` });
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
  else if (!data) body = <p className="text-sm text-fg-muted">Loading...</p>;
  else
    body = (
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="flex max-w-md flex-col gap-3"
        aria-label="Anti-phishing code"
      >
        <p className="text-sm text-fg-muted">{ANTI_PHISHING_EXPLAINED}</p>
        <p className="text-sm text-fg">
          {data.code ? (
            <>
              Your e-mails start with: <strong>{antiPhishingPreview(data.code)}</strong>
            </>
          ) : (
            'You have not chosen a code yet.'
          )}
        </p>
        <TextField
          name="code"
          label={data.code ? 'New anti-phishing code' : 'Anti-phishing code'}
          hint={ANTI_PHISHING_RULE}
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={save.fieldErrors['code']}
        />
        <SubmitButton pending={save.pending} pendingLabel="Saving...">
          Save code
        </SubmitButton>
      </form>
    );
  return (
    <>
      {stepUp.dialog}
      <Panel title="Anti-phishing code">{body}</Panel>
    </>
  );
}
