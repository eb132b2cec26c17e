import { dealImage, pictureUrl, type Picture } from '@marketplace/core/media/domain/picture';

/** An uploaded picture: the URL a deal's imageUrl takes, and what an `<img>` needs to show it. */
export function presentPicture(picture: Picture) {
  const url = pictureUrl(picture);
  return {
    id: picture.id,
    url,
    srcSet: dealImage(url)?.srcSet ?? '',
    widths: [...picture.widths],
    width: picture.width,
    height: picture.height,
    createdAt: picture.createdAt.toISOString(),
  };
}
