export { AdminPage } from './AdminPage';
export type { AdminAccess, AdminPageProps } from './AdminPage';
