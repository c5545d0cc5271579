import { conformanceProblems } from '../../setup/openapi-conformance.ts';
import type { server as mswServer } from './server.ts';

/**
 * Every answer the client tests' msw handlers give is checked against the OpenAPI document the
 * server publishes (status documented, body matching its closed schema, declared headers), the
 * same check the server tests run on the real answers. A contract change therefore fails the
 * client test whose mock no longer matches. A handler that answers off-contract on purpose (a
 * broken proxy, a malformed body the client must survive) says so with `offContract()`.
 */
export const OFF_CONTRACT_HEADER = 'x-test-off-contract';

/** Headers for a mocked answer that deliberately breaks the contract: `HttpResponse.json(body, { headers: offContract() })`. */
export const offContract = (headers: Record<string, string> = {}): Record<string, string> => ({
  ...headers,
  [OFF_CONTRACT_HEADER]: '1',
});

const pending = new Set<Promise<void>>();
const problems: string[] = [];

export function checkMockedAnswers(server: typeof mswServer): void {
  server.events.on('response:mocked', ({ request, response }) => {
    if (response.headers.get(OFF_CONTRACT_HEADER) || response.type === 'error') return;
    const headers = new Headers(response.headers);
    const check = response
      .clone()
      .text()
      .then(
        (text) =>
          void problems.push(...conformanceProblems(request.method, request.url, response.status, headers, text)),
      )
      .catch(() => undefined);
    pending.add(check);
    void check.finally(() => pending.delete(check));
  });
}

/** The problems found since the last call (after the checks still running have finished). */
export async function takeContractProblems(): Promise<string[]> {
  await Promise.all(pending);
  return problems.splice(0);
}
