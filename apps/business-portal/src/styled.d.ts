import 'styled-components';
import type { Theme } from '@marketplace/web-common/theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the augmentation must be an interface
  export interface DefaultTheme extends Theme {}
}
