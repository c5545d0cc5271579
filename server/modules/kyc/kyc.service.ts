import { and, eq } from 'drizzle-orm';
import type { AdminKycDetail, KycSubmitFields } from '../../../src/contract/kyc.ts';
import { kycSubmissions } from '../../db/schema-kyc.ts';
import { audit } from '../../lib/audit.ts';
import type { AuthUser, Deps } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { fileResponse } from '../../lib/upload-files.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { notify } from '../notifications/notify.ts';
import { kycDetail, kycRow } from './kyc.repo.ts';
import { kycStateOf } from './kyc.status.ts';
// Withdrawals ask whether a user is verified through this service.
export { isKycApproved } from './kyc.status.ts';
// Pages the routes read unchanged; exporting them here keeps the routes off the repo.
export { kycPage } from './kyc.repo.ts';

export const KYC_SUBMITTED = 'KYC submitted successfully!';
const ALREADY = { pending: 'Your KYC is already under review.', approved: 'Your KYC is already approved.' } as const;

export function createKycService(deps: Deps) {
  /** Refuses while a pending or approved submission exists (the partial unique index is the last word). */
  async function assertCanSubmit(userId: string): Promise<void> {
    const state = await kycStateOf(deps.db, userId);
    if (state.status === 'pending' || state.status === 'approved') throw conflict(ALREADY[state.status], 'CONFLICT');
  }

  async function detail(id: string): Promise<AdminKycDetail> {
    const found = isUuid(id) ? await kycDetail(deps.db, id) : null;
    if (!found) throw notFound('KYC submission not found');
    return found;
  }

  return {
    assertCanSubmit,

    /** Fields are already validated; the file is stored only now, and removed again if the insert fails. */
    async submit(user: AuthUser, fields: KycSubmitFields, file: File) {
      await assertCanSubmit(user.id);
      const stored = await deps.storage.save(file);
      try {
        await deps.db.insert(kycSubmissions).values({
          userId: user.id,
          idType: fields.idType,
          idNumber: fields.idNumber,
          address: fields.address,
          city: fields.city,
          state: fields.state,
          zipCode: fields.zipCode,
          addressCountry: fields.kycAddressCountry,
          firstName: fields.firstName,
          lastName: fields.lastName,
          phone: fields.phone,
          country: fields.country,
          documentKey: stored.key,
          documentMime: stored.mime,
          documentName: stored.originalName || `document.${stored.key.split('.').pop() ?? 'bin'}`,
          documentSize: stored.size,
          createdAt: deps.now(),
        });
      } catch (err) {
        await deps.storage.remove(stored.key).catch(() => undefined);
        if (isUniqueViolation(err, 'kyc_one_open_per_user')) throw conflict(ALREADY.pending);
        throw err;
      }
      return { message: KYC_SUBMITTED, status: 'pending' as const };
    },

    detail,

    async document(id: string): Promise<Response> {
      const row = isUuid(id) ? await kycRow(deps.db, id) : null;
      if (!row) throw notFound('KYC submission not found');
      return fileResponse(await deps.storage.read(row.documentKey), row.documentMime, row.documentName);
    },

    /** Approve or reject once: the UPDATE only matches a pending row, so a second click is a 409. */
    async decide(admin: AuthUser, id: string, decision: 'approved' | 'rejected', reason: string | null) {
      if (!isUuid(id)) throw notFound('KYC submission not found');
      const at = deps.now();
      await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(kycSubmissions)
          .set({ status: decision, rejectionReason: reason, reviewedBy: admin.id, reviewedAt: at })
          .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.status, 'pending')))
          .returning({ userId: kycSubmissions.userId });
        if (!row) {
          const exists = await kycRow(tx, id);
          if (!exists) throw notFound('KYC submission not found');
          throw conflict(`This KYC submission was already ${exists.status}.`);
        }
        const notice =
          decision === 'approved'
            ? { name: 'kyc_approved' as const, values: {} }
            : {
                name: 'kyc_rejected' as const,
                values: { hasReason: reason?.trim() ? 'yes' : 'no', reason: reason?.trim() ?? '' },
              };
        await notify(
          tx,
          {
            userId: row.userId,
            notice,
            link: decision === 'approved' ? '/user/dashboard' : '/user/kyc/form',
            event: decision === 'approved' ? 'kyc_approved' : 'kyc_rejected',
          },
          at,
        );
        if (decision === 'approved') await mailUser(tx, row.userId, 'kyc_approved', {}, at);
        else await mailUser(tx, row.userId, 'kyc_rejected', { reason: reason ?? '' }, at);
        await audit(
          tx,
          {
            actorId: admin.id,
            action: decision === 'approved' ? 'kyc.approve' : 'kyc.reject',
            targetType: 'kyc',
            targetId: id,
            before: { status: 'pending' },
            after: { status: decision },
            reason,
          },
          at,
        );
      });
      const kyc = await detail(id);
      return { message: decision === 'approved' ? 'KYC approved' : 'KYC rejected', kyc };
    },
  };
}
