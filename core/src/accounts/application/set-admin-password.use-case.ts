import { ADMIN_ACCOUNT_ID, requireAdmin, type Actor } from '../domain/actor.js';
import { NotFoundError, ValidationError } from '../../shared/domain/domain-error.js';
import { PASSWORD_MAX_LENGTH } from '../schemas/customer-auth.schema.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { SessionRepository } from '../ports/session.repository.port.js';
import type { UserRepository } from '../ports/user.repository.port.js';

/** The admin's password is at least this long, as ADMIN_PASSWORD must be. */
export const ADMIN_PASSWORD_MIN_LENGTH = 8;

/** In production the admin guards every business's data: a longer password is required. */
export const PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH = 12;

/**
 * The operator sets the admin's (id 999) password: hashed, stored, and every session the admin
 * had is closed, so a leaked old password or cookie stops working at once.
 */
export class SetAdminPassword {
  constructor(private readonly deps: { users: UserRepository; sessions: SessionRepository; hasher: PasswordHasher; production?: boolean }) {}

  async execute(actor: Actor, password: string): Promise<{ sessionsClosed: number }> {
    requireAdmin(actor);
    const minLength = this.deps.production ? PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH : ADMIN_PASSWORD_MIN_LENGTH;
    if (password.length < minLength || password.length > PASSWORD_MAX_LENGTH) {
      const message = `The admin password must be ${minLength} to ${PASSWORD_MAX_LENGTH} characters long`;
      throw new ValidationError(message, [{ path: 'password', message }], 'admin.password_length');
    }
    const admin = await this.deps.users.findById(ADMIN_ACCOUNT_ID);
    if (!admin?.isAdmin) throw new NotFoundError('admin.not_found', 'There is no admin account yet: seed the database first');
    admin.changePasswordHash(await this.deps.hasher.hash(password));
    await this.deps.users.save(admin);
    const sessionsClosed = await this.deps.sessions.deleteAllFor({ type: 'user', id: ADMIN_ACCOUNT_ID });
    return { sessionsClosed };
  }
}
