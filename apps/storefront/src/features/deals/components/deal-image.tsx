// The deal image is shared by both web apps; this path stays only for the checkout page's import.
export { DealImage } from '@marketplace/web-common/components/deal/deal-image';
