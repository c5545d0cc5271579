import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { settingsUpdateSchema, type Settings } from '../../../contract/settings.ts';
import { Panel } from '../../../components/panel.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { fetchSettingsFailed, getSettings } from '../api/get-settings.ts';
import { saveSettingsFailed, saveSettings } from '../api/save-settings.ts';
import { metaFor, type SettingMeta } from '../settings-meta.ts';
import { fromDraft, sameValue, toDraft } from '../settings-values.ts';
import { SettingField } from './setting-field.tsx';
import { notify } from '../../../lib/toast.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

type Drafts = Record<string, string | boolean>;
const draftsOf = (s: Settings): Drafts => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, toDraft(v)]));
/** "referralDepositLevels.1" -> "referralDepositLevels": errors show under the whole field. */
const byKey = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.split('.')[0] ?? k, v]));

/** Every setting the server knows, grouped, validated with the contract before saving; only changed keys are sent. */
export function SettingsForm() {
  const t = useT();
  const [saved, setSaved] = useState<Settings | null>(null);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [loadError, setLoadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useApiAction(saveSettings, { fallback: saveSettingsFailed() });

  const load = useCallback(async () => {
    try {
      const data = await getSettings();
      setSaved(data);
      setDrafts(draftsOf(data));
      setLoadError(null);
    } catch (caught) {
      setLoadError(toApiError(caught, fetchSettingsFailed()).message);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  if (!saved)
    return loadError ? (
      <LoadError message={loadError} onRetry={() => void load()} />
    ) : (
      <p role="status">{t('admin.settings.loading')}</p>
    );

  const metas: Array<[string, SettingMeta]> = Object.entries(saved).map(([k, v]) => [k, metaFor(k, v)]);
  const groups = [...new Set(metas.map(([, m]) => m.group))];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const patch: Record<string, unknown> = {};
    const problems: Record<string, string> = {};
    for (const [key, meta] of metas) {
      const parsed = fromDraft(meta.unit, drafts[key] ?? '');
      if (!parsed.ok) problems[key] = parsed.problem;
      else if (!sameValue(parsed.value, saved[key as keyof Settings])) patch[key] = parsed.value;
    }
    const checked = settingsUpdateSchema.safeParse(patch);
    if (!checked.success)
      for (const issue of checked.error.issues) problems[String(issue.path[0] ?? 'form')] ??= issue.message;
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !checked.success) return;
    if (Object.keys(patch).length === 0) {
      notify.success(t('admin.settings.noChanges'));
      return;
    }
    const result = await save.run(checked.data);
    if (result.ok) {
      setSaved(result.data.data);
      setDrafts(draftsOf(result.data.data));
      notify.success(result.data.pending ?? t('admin.settings.saved'));
    } else setErrors(byKey(result.error.fieldErrors));
  };

  return (
    <form
      aria-label={t('admin.settings.form')}
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-4"
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {groups.map((group) => (
          <Panel key={group} title={group}>
            {metas
              .filter(([, m]) => m.group === group)
              .map(([key, meta]) => (
                <SettingField
                  key={key}
                  name={key}
                  meta={meta}
                  draft={drafts[key] ?? ''}
                  error={errors[key]}
                  onChange={(next) => setDrafts((d) => ({ ...d, [key]: next }))}
                />
              ))}
          </Panel>
        ))}
      </div>
      <div className="sm:w-56">
        <SubmitButton pending={save.pending} pendingLabel={t('admin.settings.saving')}>
          {t('admin.settings.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
