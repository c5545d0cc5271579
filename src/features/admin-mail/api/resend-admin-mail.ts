import { adminMailResendSchema } from '../../../contract/admin-mail.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export const RESEND_MAIL_FAILED = 'Failed to queue the mail again';

export function resendAdminMail(id: string) {
  return callApi(
    () => api.post(`admin/mail/${encodeURIComponent(id)}/resend`).json(adminMailResendSchema),
    RESEND_MAIL_FAILED,
  );
}
