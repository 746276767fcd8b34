import type { Dayjs } from 'dayjs';
import type { UserInput } from '@bestellwerk/api-client';
import { ROLES, ROLE_LABELS } from '@bestellwerk/domain';

export { ROLE_LABELS };

/** The role choice, named as libs/domain's permission table names the roles. */
export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export interface UserFormValues {
  username: string;
  email?: string | null;
  firstName?: string;
  lastName?: string;
  password?: string;
  roles: UserInput['roles'];
  branchIds?: number[];
  isEnabled?: boolean;
  isLocked?: boolean;
  /** Valid until (date and time); empty = no expiry. */
  expiresAt?: Dayjs | null;
}

/**
 * The form's values as the API takes them: branches by reference, no empty password, the
 * expiry as an ISO date-time (null removes it).
 */
export function userPayload(values: UserFormValues): UserInput {
  const { branchIds, password, expiresAt, ...rest } = values;
  return {
    ...rest,
    email: rest.email?.trim() ? rest.email.trim() : null,
    ...(password ? { password } : {}),
    branches: (branchIds ?? []).map((id) => ({ id })),
    ...(expiresAt !== undefined ? { expiresAt: expiresAt ? expiresAt.toISOString() : null } : {}),
  };
}
