import { statementSchema, type Statement } from '../../../contract/statements.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const userStatementFailed = (): string => translate('admin.reports.error.userStatement');

/** GET /api/admin/users/{id}/statements. */
export function getUserStatement(userId: string, query: Record<string, string>): Promise<Statement> {
  return callApi(async () => {
    const parsed = statementSchema.safeParse(
      await api.get(`admin/users/${encodeURIComponent(userId)}/statements`, { searchParams: query }).json(),
    );
    if (!parsed.success) throw new ApiError(userStatementFailed(), { code: 'INVALID_RESPONSE' });
    return parsed.data;
  }, userStatementFailed());
}
