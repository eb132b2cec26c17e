import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@marketplace/web-common/api/api-client';

/**
 * Puts the server's field issues (a 400 answer's `issues`) on the form's fields it knows, so a
 * rule only the server checks (such as an end date before the start date) shows next to its field.
 */
export function applyServerIssues<Fields extends FieldValues>(error: unknown, fields: readonly string[], setError: UseFormSetError<Fields>): void {
  if (!(error instanceof ApiError)) return;
  for (const issue of error.issues) {
    const field = issue.path.split('.')[0] ?? '';
    if (fields.includes(field)) setError(field as Path<Fields>, { type: 'server', message: issue.message });
  }
}
