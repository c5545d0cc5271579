import { statementSchema, type Statement } from '../../../contract/statements.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

export const USER_STATEMENT_FAILED = "Failed to load the user's statement";

/** GET /api/admin/users/{id}/statements. */
export function getUserStatement(userId: string, query: Record<string, string>): Promise<Statement> {
  return callApi(async () => {
    const parsed = statementSchema.safeParse(
      await api.get(`admin/users/${encodeURIComponent(userId)}/statements`, { searchParams: query }).json(),
    );
    if (!parsed.success) throw new ApiError(USER_STATEMENT_FAILED, { code: 'INVALID_RESPONSE' });
    return parsed.data;
  }, USER_STATEMENT_FAILED);
}
