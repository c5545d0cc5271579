import { statementSchema, type Statement } from '../../../contract/statements.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

export const STATEMENT_FAILED = 'Failed to load the statement';

/** GET /api/statements: one wallet's statement for the screen. */
export function getStatement(query: Record<string, string>): Promise<Statement> {
  return callApi(async () => {
    const parsed = statementSchema.safeParse(await api.get('statements', { searchParams: query }).json());
    if (!parsed.success) throw new ApiError(STATEMENT_FAILED, { code: 'INVALID_RESPONSE' });
    return parsed.data;
  }, STATEMENT_FAILED);
}
