import { Migration } from '@mikro-orm/migrations';

/**
 * Deal pictures (DESIGN.md 10.7): which business uploaded which picture. The id is a digest of the
 * re-encoded content, so two businesses uploading the same picture get one file and a row each;
 * a deal may store a picture's path only when its business has a row for it.
 */
export class Migration20251222000000DealPictures extends Migration {
  override up(): void {
    this.addSql(`
      create table if not exists "pictures" (
        "id" text not null,
        "business_id" int not null references "businesses" ("id") on delete cascade,
        "widths" int[] not null,
        "width" int not null,
        "height" int not null,
        "created_at" timestamptz not null,
        primary key ("id", "business_id")
      )`);
    this.addSql('create index if not exists "pictures_business_id_idx" on "pictures" ("business_id")');
  }

  override down(): void {
    this.addSql('drop table if exists "pictures"');
  }
}
