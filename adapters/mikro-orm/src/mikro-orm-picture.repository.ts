import type { Picture } from '@marketplace/core/media/domain/picture';
import type { PictureRepository } from '@marketplace/core/media/ports/picture.repository.port';
import type { EntityManagerSource } from './entity-manager-source.js';

interface PictureRow {
  id: string;
  business_id: number;
  widths: number[];
  width: number;
  height: number;
  created_at: Date | string;
}

/** Uploaded pictures in the `pictures` table. */
export class MikroOrmPictureRepository implements PictureRepository {
  constructor(private readonly em: EntityManagerSource) {}

  async add(picture: Picture): Promise<void> {
    await this.em().execute(
      `insert into pictures (id, business_id, widths, width, height, created_at) values (?, ?, ?::int[], ?, ?, ?)
       on conflict (id, business_id) do nothing`,
      [picture.id, picture.businessId, `{${picture.widths.join(',')}}`, picture.width, picture.height, picture.createdAt.toISOString()],
    );
  }

  async findOwned(id: string, businessId: number): Promise<Picture | null> {
    const rows = await this.em().execute<PictureRow[]>('select * from pictures where id = ? and business_id = ?', [id, businessId]);
    const row = rows[0];
    if (!row) return null;
    return { id: row.id, businessId: row.business_id, widths: row.widths.map(Number), width: row.width, height: row.height, createdAt: new Date(row.created_at) };
  }
}
