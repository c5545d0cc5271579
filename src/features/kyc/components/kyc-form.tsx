import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { KYC_ID_TYPES, type KycIdType } from '../../../contract/kyc.ts';
import { FileDropField } from '../../../components/form/file-drop-field.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { getSession } from '../../../lib/session-store.ts';
import { submitKyc } from '../api/submit-kyc.ts';
import { useKycStatusStore } from '../kyc-status-store.ts';
import { notify } from '../../../lib/toast.tsx';
import { Trans } from '@lingui/react';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

const ID_TYPE_LABELS: Record<KycIdType, MessageId> = {
  passport: 'kyc.idType.passport',
  driver_license: 'kyc.idType.driverLicense',
  national_id: 'kyc.idType.nationalId',
};
const TEXT_FIELDS: ReadonlyArray<{
  name: Exclude<keyof Values, 'idType' | 'idNumber'>;
  label: MessageId;
  autoComplete: string;
}> = [
  { name: 'address', label: 'kyc.field.address', autoComplete: 'street-address' },
  { name: 'city', label: 'kyc.field.city', autoComplete: 'address-level2' },
  { name: 'state', label: 'kyc.field.state', autoComplete: 'address-level1' },
  { name: 'zipCode', label: 'kyc.field.zipCode', autoComplete: 'postal-code' },
  { name: 'country', label: 'kyc.field.country', autoComplete: 'country-name' },
];
type Values = {
  idType: string;
  idNumber: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
};
const EMPTY: Values = { idType: '', idNumber: '', address: '', city: '', state: '', zipCode: '', country: '' };

/** "A real file": an image or a PDF by its declared type (the server checks the bytes again). */
const isImageOrPdf = (file: File) =>
  file.size > 0 && (file.type.startsWith('image/') || file.type === 'application/pdf');

/** What still keeps Submit Now disabled, in the order of the form (Document Number once a type is chosen). */
function missingFields(values: Values, file: File | null): MessageId[] {
  const missing: MessageId[] = [];
  if (!values.idType) missing.push('kyc.field.type');
  if (!values.idNumber.trim()) missing.push('kyc.field.number');
  for (const f of TEXT_FIELDS) if (!values[f.name].trim()) missing.push(f.label);
  if (!file) missing.push('kyc.field.upload');
  return missing;
}

/** The KYC form, checked in the order of docs/product.md, "Validation rules", before it is sent. */
export function KycForm() {
  const navigate = useNavigate();
  const t = useT();
  const missingId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const filled = Object.values(values).every((v) => v.trim() !== '') && file !== null;
  const missing = missingFields(values, file);
  const set = (name: keyof Values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!filled || !file) return void notify.error(translate('kyc.toast.fillAll'));
    const { token, user } = getSession();
    if (!token || !user) return void notify.error(translate('kyc.toast.authError'));
    if (![user.firstName, user.lastName, user.phone, user.country].every((v) => v?.trim()))
      return void notify.error(translate('kyc.toast.incompleteProfile'));
    if (!isImageOrPdf(file)) return void notify.error(translate('kyc.toast.invalidFile'));
    setPending(true);
    try {
      await submitKyc(
        {
          idType: values.idType as KycIdType,
          idNumber: values.idNumber.trim(),
          address: values.address.trim(),
          city: values.city.trim(),
          state: values.state.trim(),
          zipCode: values.zipCode.trim(),
          kycAddressCountry: values.country.trim(),
          firstName: user.firstName,
          lastName: user.lastName,
          phone: user.phone,
          country: user.country,
        },
        file,
      );
      notify.success(translate('kyc.toast.submitted'));
      // The pending page shows only a submitted, pending KYC: say so before going there.
      useKycStatusStore.setState({ data: { status: 'pending', reason: null, submittedAt: new Date().toISOString() } });
      void useKycStatusStore.getState().refresh();
      await navigate({ to: '/user/kyc/pending' });
    } catch (caught) {
      const error = toApiError(caught, translate('kyc.toast.submitDefault'));
      // A 401 is handled (and toasted) by the session-expired handler.
      if (!(error.isUnauthorized && !getSession().token)) notify.error(error.message);
      setPending(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex max-w-xl flex-col gap-4">
      <p className="text-label text-fg-muted">
        <Trans id="kyc.requiredNote" components={{ 0: <span className="text-danger" /> }} />
      </p>
      <SelectField
        label={t('kyc.field.type')}
        name="idType"
        required
        value={values.idType}
        options={[
          { value: '', label: t('kyc.selectType') },
          ...KYC_ID_TYPES.map((type) => ({ value: type, label: t(ID_TYPE_LABELS[type]) })),
        ]}
        onChange={(e) => set('idType')(e.target.value)}
      />
      {values.idType ? (
        <TextField
          name="idNumber"
          label={t('kyc.field.number')}
          required
          value={values.idNumber}
          onChange={(e) => set('idNumber')(e.target.value)}
          autoComplete="off"
        />
      ) : null}
      {TEXT_FIELDS.map((f) => (
        <TextField
          key={f.name}
          name={f.name}
          label={t(f.label)}
          required
          autoComplete={f.autoComplete}
          value={values[f.name]}
          onChange={(e) => set(f.name)(e.target.value)}
        />
      ))}
      <FileDropField
        label={t('kyc.field.upload')}
        file={file}
        onFile={setFile}
        accept="image/*,application/pdf"
        hint={t('kyc.uploadHint')}
        required
      />
      {missing.length > 0 ? (
        <p id={missingId} className="text-label text-fg-muted">
          {t('kyc.stillNeeded', { fields: missing.map((id) => t(id)).join(', ') })}
        </p>
      ) : null}
      <SubmitButton
        pending={pending}
        pendingLabel={t('kyc.submitting')}
        disabled={!filled}
        describedBy={missing.length > 0 ? missingId : undefined}
      >
        {t('kyc.submit')}
      </SubmitButton>
    </form>
  );
}
