// The page layout pieces are shared with the business portal.
export { Container, PageTitle, StatePanel } from '@marketplace/web-common/components/layout/page';
