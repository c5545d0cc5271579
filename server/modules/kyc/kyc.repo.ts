import { eq, sql } from 'drizzle-orm';
import type { AdminKycDetail, AdminKycItem } from '../../../src/contract/kyc.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { kycSubmissions } from '../../db/schema-kyc.ts';
import { beforeKeyset, encodeCursor, isoMicros, type Keyset } from '../ledger/ledger.cursor.ts';

type Row = {
  id: string;
  ts: string;
  user_id: string;
  username: string;
  email: string;
  status: AdminKycItem['status'];
  id_type: AdminKycItem['idType'];
  first_name: string;
  last_name: string;
};

export async function kycRow(q: Queryable, id: string) {
  const [row] = await q.select().from(kycSubmissions).where(eq(kycSubmissions.id, id)).limit(1);
  return row ?? null;
}

const item = (r: Row): AdminKycItem => ({
  id: r.id,
  userId: r.user_id,
  username: r.username,
  email: r.email,
  status: r.status,
  idType: r.id_type,
  firstName: r.first_name,
  lastName: r.last_name,
  createdAt: new Date(r.ts).toISOString(),
});

/** Submissions for the admin review list, newest first, optionally of one status. */
export async function kycPage(
  q: Queryable,
  status: AdminKycItem['status'] | 'all',
  limit: number,
  after: Keyset | undefined,
) {
  const rows = await queryRows<Row>(
    q,
    sql`SELECT k.id, ${isoMicros('k.created_at')} AS ts, k.user_id, u.username, u.email, k.status, k.id_type, k.first_name, k.last_name
      FROM kyc_submissions k JOIN users u ON u.id = k.user_id
      WHERE ${status === 'all' ? sql`TRUE` : sql`k.status = ${status}`} AND ${beforeKeyset('k.created_at', 'k.id', after)}
      ORDER BY k.created_at DESC, k.id DESC
      LIMIT ${limit + 1}`,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(item),
    nextCursor: rows.length > limit && last ? encodeCursor({ ts: last.ts, id: last.id }) : null,
  };
}

export async function kycDetail(q: Queryable, id: string): Promise<AdminKycDetail | null> {
  const rows = await queryRows<Row & Record<string, unknown>>(
    q,
    sql`SELECT k.*, ${isoMicros('k.created_at')} AS ts, u.username, u.email FROM kyc_submissions k JOIN users u ON u.id = k.user_id WHERE k.id = ${id}`,
  );
  const r = rows[0];
  if (!r) return null;
  const str = (key: string) => String(r[key] ?? '');
  const reviewedAt = r['reviewed_at'];
  return {
    ...item(r),
    idNumber: str('id_number'),
    address: str('address'),
    city: str('city'),
    state: str('state'),
    zipCode: str('zip_code'),
    kycAddressCountry: str('address_country'),
    phone: str('phone'),
    country: str('country'),
    document: {
      url: `/api/admin/kyc/${r.id}/document`,
      mime: str('document_mime'),
      name: str('document_name'),
      size: Number(r['document_size']),
    },
    rejectionReason: r['rejection_reason'] == null ? null : str('rejection_reason'),
    reviewedAt: reviewedAt == null ? null : new Date(reviewedAt as string | Date).toISOString(),
  };
}
