import { translate } from '../../../lib/i18n/i18n.ts';
import { accountClosedSchema, type AccountClosed } from '../../../contract/account-data.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ACCOUNT_DATA_DEFAULTS } from '../messages.ts';

/** Closes the account; a 409 ACCOUNT_NOT_EMPTY names in its field errors what is left. */
export function closeAccount(): Promise<AccountClosed> {
  return callApi(() => api.post('account/close').json(accountClosedSchema), translate(ACCOUNT_DATA_DEFAULTS.close));
}
