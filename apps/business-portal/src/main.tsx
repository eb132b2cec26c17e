import { bootInStages } from '@marketplace/web-common/boot';

void bootInStages([
  () => import('react-dom/client'),
  () => import('@marketplace/web-common/framework'),
  () => import('./app/start.js').then(({ start }) => start()),
]);
