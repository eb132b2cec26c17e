import { ADMIN_ACCOUNT_ID, type Actor } from './actor.js';

export type UserRole = 'user' | 'admin';

export interface UserProps {
  id: number;
  username: string;
  email: string;
  passwordHash: string;
  role: UserRole;
  createdAt: Date;
  /** Set while the account may not sign in (a demo account when demo mode is off); null otherwise. */
  disabledAt: Date | null;
}

export type NewUser = Omit<UserProps, 'id'>;

/** A customer ("discounter"), or the special admin (id 999, role admin). */
export class User {
  private constructor(private props: UserProps) {}

  static restore(props: UserProps): User {
    return new User({ ...props });
  }

  static register(input: { username: string; email: string; passwordHash: string; now: Date }): NewUser {
    return {
      username: input.username.trim(),
      email: normaliseEmail(input.email),
      passwordHash: input.passwordHash,
      role: 'user',
      createdAt: input.now,
      disabledAt: null,
    };
  }

  get id(): number {
    return this.props.id;
  }
  get username(): string {
    return this.props.username;
  }
  get email(): string {
    return this.props.email;
  }
  get passwordHash(): string {
    return this.props.passwordHash;
  }
  get role(): UserRole {
    return this.props.role;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }
  /** A disabled account cannot sign in, and its open sessions are refused. */
  get disabled(): boolean {
    return this.props.disabledAt !== null;
  }

  /** @returns false when it was disabled already. */
  disable(now: Date): boolean {
    if (this.props.disabledAt !== null) return false;
    this.props.disabledAt = now;
    return true;
  }

  /** @returns false when it was not disabled. */
  enable(): boolean {
    if (this.props.disabledAt === null) return false;
    this.props.disabledAt = null;
    return true;
  }

  /** The special admin is recognised by its id and role together. */
  get isAdmin(): boolean {
    return this.props.id === ADMIN_ACCOUNT_ID && this.props.role === 'admin';
  }

  get isCustomer(): boolean {
    return this.props.role === 'user' && !this.isAdmin;
  }

  toActor(): Actor {
    if (this.isAdmin) return { kind: 'admin', userId: this.props.id };
    return { kind: 'customer', userId: this.props.id };
  }

  updateProfile(changes: { username?: string | undefined; email?: string | undefined }): void {
    if (changes.username !== undefined) this.props.username = changes.username.trim();
    if (changes.email !== undefined) this.props.email = normaliseEmail(changes.email);
  }

  changePasswordHash(passwordHash: string): void {
    this.props.passwordHash = passwordHash;
  }

  toProps(): UserProps {
    return { ...this.props };
  }
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
