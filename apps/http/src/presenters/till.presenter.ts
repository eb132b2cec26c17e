import { stringify } from 'csv-stringify/sync';
import { REDEMPTIONS_CSV_COLUMNS, redemptionsCsvRows, tillPersonName } from '@marketplace/core/purchases/application/redemptions-csv';
import type { RedemptionsList, RedemptionsListLine, UndoneRedemption } from '@marketplace/core/purchases/application/till-redemptions.use-case';
import { undoableUntil } from '@marketplace/core/purchases/domain/redemption';
import type { TillPerson } from '@marketplace/core/purchases/ports/redemption.repository.port';
import type { RedemptionLineResponse, RedemptionsPageResponse, UndoneRedemptionResponse } from '@marketplace/core/purchases/schemas/till.response';
import { centsToDollars } from '@marketplace/core/shared/domain/money';
import type { AccountRef } from '@marketplace/core/accounts/domain/account-ref';

function presentPerson(person: TillPerson) {
  const kinds: Record<AccountRef['type'], 'owner' | 'staff' | 'customer'> = { business: 'owner', staff: 'staff', user: 'customer' };
  return { kind: kinds[person.account.type], staffId: person.account.type === 'staff' ? person.account.id : null, name: tillPersonName(person) };
}

function presentLine(line: RedemptionsListLine): RedemptionLineResponse {
  return {
    id: line.id,
    time: line.redeemedAt.toISOString(),
    purchaseId: line.purchaseId,
    dealId: line.dealId,
    deal: line.dealTitle,
    customer: line.customerName,
    channel: line.channel,
    location: line.location ? { id: line.location.id, name: line.location.name } : null,
    staff: presentPerson(line.redeemedBy),
    bill: line.billCents === null ? null : centsToDollars(line.billCents),
    savings: line.savingsCents === null ? null : centsToDollars(line.savingsCents),
    undoable: line.undoable,
    undoableUntil: line.undo ? null : undoableUntil(line.redeemedAt).toISOString(),
    undo: line.undo ? { id: line.undo.id, time: line.undo.at.toISOString(), by: presentPerson(line.undo.by), reason: line.undo.reason } : null,
  };
}

export function presentRedemptions(list: RedemptionsList): RedemptionsPageResponse {
  return { day: list.day, timeZone: list.timeZone, page: list.page, pageSize: list.pageSize, total: list.total, lines: list.lines.map(presentLine) };
}

/** @param byName the staff member's name when one undid it (the owner and the admin are named by kind). */
export function presentUndone(undone: UndoneRedemption, byName: string | null): UndoneRedemptionResponse {
  const line = undone.undo;
  const now = line.redeemedAt;
  return {
    undoId: line.id,
    redemptionId: line.undoesId ?? 0,
    time: line.redeemedAt.toISOString(),
    by: presentPerson({ account: line.redeemedBy, name: byName }),
    reason: line.reason ?? '',
    purchase: {
      id: undone.purchase.id,
      status: undone.purchase.displayStatus(now),
      usesLeft: undone.purchase.usesLeft,
      redemptions: undone.purchase.redemptions,
    },
  };
}

export function redemptionsCsv(list: RedemptionsList): string {
  return stringify(redemptionsCsvRows(list), {
    header: true,
    columns: [...REDEMPTIONS_CSV_COLUMNS],
    record_delimiter: 'windows',
    // csv-stringify quotes a line break only when it is the record delimiter; quote CR and LF alone too.
    quoted_match: /[\r\n]/,
  });
}
