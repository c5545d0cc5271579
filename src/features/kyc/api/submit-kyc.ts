import { partialErrorBodySchema } from '../../../contract/errors.ts';
import { KYC_FILE_FIELD, type KycSubmitFields } from '../../../contract/kyc.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/**
 * `POST /api/kyc/submit` as multipart (the KYC field names, the file as idDocument). Success is
 * exactly status 200. A refusal shows the server's message, else "Submission failed.";
 * another 2xx is "KYC submission failed. Please try again."; an unreadable answer the call default.
 */
export function submitKyc(fields: KycSubmitFields, file: File): Promise<void> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  body.set(KYC_FILE_FIELD, file);
  return callApi(async () => {
    const response = await api.post('kyc/submit', { body, throwHttpErrors: false });
    if (response.status === 200) return;
    if (response.ok) throw new ApiError(translate('kyc.toast.non200'), { status: response.status });
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      throw new ApiError(translate('kyc.toast.submitDefault'), { status: response.status });
    }
    const parsed = partialErrorBodySchema.safeParse(data);
    const message =
      parsed.success && parsed.data.message?.trim() ? parsed.data.message : translate('kyc.toast.submissionFailed');
    throw new ApiError(message, {
      status: response.status,
      code: parsed.success ? (parsed.data.code ?? null) : null,
      fieldErrors: parsed.success ? (parsed.data.errors ?? {}) : {},
    });
  }, translate('kyc.toast.submitDefault'));
}
