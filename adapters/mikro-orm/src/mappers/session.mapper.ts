import { Session, type SessionPolicy } from '@marketplace/core/accounts/domain/session';
import type { SessionRecord } from '../entities/session.entity.js';

/** Between `sessions` records and {@link Session}; the policy is configuration, not data. */
export const sessionMapper = {
  toDomain(record: SessionRecord, policy?: SessionPolicy): Session {
    return Session.restore(
      {
        id: record.id,
        account: { type: record.accountType, id: record.accountId },
        createdAt: record.createdAt,
        lastSeenAt: record.lastSeenAt,
        expiresAt: record.expiresAt,
      },
      policy,
    );
  },

  toPersistence(session: Session) {
    const props = session.toProps();
    return {
      id: props.id,
      accountType: props.account.type,
      accountId: props.account.id,
      createdAt: props.createdAt,
      lastSeenAt: props.lastSeenAt,
      expiresAt: props.expiresAt,
    };
  },
};
