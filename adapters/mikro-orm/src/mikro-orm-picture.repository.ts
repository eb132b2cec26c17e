import type { Picture } from '@marketplace/core/media/domain/picture';
import type { LinkedDealPicture, PictureRepository } from '@marketplace/core/media/ports/picture.repository.port';
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

  async listLinkedDeals(afterDealId: number, limit: number): Promise<LinkedDealPicture[]> {
    const rows = await this.em().execute<{ id: number; business_id: number; image_url: string }[]>(
      `select id, business_id, image_url from deals where id > ? and (image_url ilike 'http://%' or image_url ilike 'https://%') order by id limit ?`,
      [afterDealId, limit],
    );
    return rows.map((row) => ({ dealId: Number(row.id), businessId: Number(row.business_id), url: row.image_url }));
  }

  async replaceDealLink(dealId: number, from: string, to: string): Promise<boolean> {
    const rows = await this.em().execute<object[]>('update deals set image_url = ? where id = ? and image_url = ? returning id', [to, dealId, from]);
    return rows.length > 0;
  }
}
