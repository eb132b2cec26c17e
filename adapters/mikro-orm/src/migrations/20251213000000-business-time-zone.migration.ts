import { Migration } from '@mikro-orm/migrations';
import { DEFAULT_TIME_ZONE, STATE_TIME_ZONE_TABLE } from '@marketplace/core/accounts/domain/time-zone';

const quoted = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/**
 * `businesses.time_zone`: the IANA zone a business's weekly statement runs in (Monday 00:00 to
 * Monday 00:00 there). Existing businesses get the zone of their state (most of it, for a state
 * split across zones), else the platform's default; each can change it in its settings.
 */
export class Migration20251213000000BusinessTimeZone extends Migration {
  override up(): void {
    this.addSql(`alter table "businesses" add column if not exists "time_zone" text not null default ${quoted(DEFAULT_TIME_ZONE)}`);
    const cases = STATE_TIME_ZONE_TABLE.map(([state, zone]) => `when ${quoted(state)} then ${quoted(zone)}`).join(' ');
    this.addSql(`update "businesses" set "time_zone" = case upper(trim("state")) ${cases} else "time_zone" end where "state" is not null`);
  }

  override down(): void {
    this.addSql('alter table "businesses" drop column if exists "time_zone"');
  }
}
