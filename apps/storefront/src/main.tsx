import { bootInStages } from '@marketplace/web-common/boot';
import { warmUpIntl } from './app/warm-up-intl.js';

warmUpIntl();
void bootInStages([
  () => import('react-dom/client'),
  () => import('@marketplace/web-common/framework'),
  () => import('./app/start.js').then(({ start }) => start()),
]);
