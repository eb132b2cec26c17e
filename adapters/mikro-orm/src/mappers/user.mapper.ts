import { User, type NewUser } from '@marketplace/core/accounts/domain/user';
import type { UserRecord } from '../entities/user.entity.js';

/** Between `users` records and {@link User}. */
export const userMapper = {
  toDomain(record: UserRecord): User {
    return User.restore({
      id: record.id,
      username: record.username,
      email: record.email,
      passwordHash: record.passwordHash,
      role: record.role,
      createdAt: record.createdAt,
      disabledAt: record.disabledAt ?? null,
    });
  },

  toPersistence(user: NewUser) {
    return {
      username: user.username,
      email: user.email,
      passwordHash: user.passwordHash,
      role: user.role,
      createdAt: user.createdAt,
      disabledAt: user.disabledAt,
    };
  },
};
