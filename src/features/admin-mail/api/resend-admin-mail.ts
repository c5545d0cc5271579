import { adminMailResendSchema } from '../../../contract/admin-mail.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const resendMailFailed = (): string => translate('adminMoney.error.resendMail');

export function resendAdminMail(id: string) {
  return callApi(
    () => api.post(`admin/mail/${encodeURIComponent(id)}/resend`).json(adminMailResendSchema),
    resendMailFailed(),
  );
}
