import { statementSchema, type Statement } from '../../../contract/statements.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const statementFailed = (): string => translate('statements.error.load');

/** GET /api/statements: one wallet's statement for the screen. */
export function getStatement(query: Record<string, string>): Promise<Statement> {
  return callApi(async () => {
    const parsed = statementSchema.safeParse(await api.get('statements', { searchParams: query }).json());
    if (!parsed.success) throw new ApiError(statementFailed(), { code: 'INVALID_RESPONSE' });
    return parsed.data;
  }, statementFailed());
}
