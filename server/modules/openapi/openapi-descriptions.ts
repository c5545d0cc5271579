/**
 * Longer descriptions, keyed "method path", for operations whose summary cannot say enough: what
 * moves money and when, how paging and retries work, and what a form must carry.
 */
const IDEMPOTENT =
  'Send an `Idempotency-Key` (any unique text per intended operation): a retry with the same key and body answers ' +
  'the first result, success or refusal, with `Idempotent-Replayed: true`, and moves nothing again. The same key ' +
  'with another body is 422 `IDEMPOTENCY_MISMATCH`; one still being processed is 409 `IDEMPOTENCY_IN_FLIGHT`.';

export const DESCRIPTIONS: Record<string, string> = {
  'post /api/auth/login':
    'Answers a session token (send it as `Authorization: Bearer <token>`) and the user. A wrong e-mail or password is 401 ' +
    '`INVALID_CREDENTIALS`; with two-factor on, a missing or wrong `totp` is 401 `TOTP_REQUIRED` / `TOTP_INVALID` (a `passkey`, one of the ' +
    "account's passkeys answering `POST /api/passkeys/authentication-options`, may stand in for the code; a bad one is 401 `PASSKEY_INVALID`); a banned " +
    'account is 403; too many attempts per account or address are 429.',
  'post /api/send-money-now':
    "Debits the amount plus the charge from the sender's Main wallet and credits the recipient's Main wallet in one ledger " +
    `transaction; the answer has the sender's transaction and both own wallets as they now stand. ${IDEMPOTENT}`,
  'post /api/wallet/wallet-exchange-now': `Moves the amount between the caller's own wallets less the exchange charge, in one ledger transaction. ${IDEMPOTENT}`,
  'post /api/withdrawals':
    'Takes the amount from the Main wallet at once (pending review); an admin then marks it paid or rejects it, which refunds ' +
    `it. Needs approved KYC when the setting says so (422 \`KYC_REQUIRED\`) and a \`totp\` (or a \`passkey\` assertion in its place) when two-factor is on (403 \`TOTP_REQUIRED\` / \`TOTP_INVALID\` / \`PASSKEY_INVALID\`). ${IDEMPOTENT}`,
  'post /api/investments': `Debits the chosen wallet and starts the schema's profit schedule with the terms of today. ${IDEMPOTENT}`,
  'post /api/admin/users/{id}/balance': `Adds to or subtracts from a user's wallet through the ledger, with the reason in the audit log. ${IDEMPOTENT}`,
  'get /api/transactions/user':
    'An array, newest first. When there is more, the `X-Next-Cursor` header carries the cursor ' +
    'for the next page: send it back as `cursor`.',
  'post /api/deposits':
    'multipart/form-data. Moves no money: the deposit waits, pending, until an admin approves it, which credits the Main ' +
    'wallet with the amount less the charge. The proof can also come later through `POST /api/deposits/{id}/proof`.',
  'post /api/kyc/submit':
    'multipart/form-data with every text field and the `idDocument` file (a real image or PDF, checked by its bytes; up to 10 MB). ' +
    'One pending or approved submission per user (409 otherwise); a rejected one may be submitted again.',
  'post /api/tickets':
    'JSON, or multipart/form-data with the same fields and an optional `attachment` (image or PDF up to 10 MB).',
};
