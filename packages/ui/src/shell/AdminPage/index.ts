export { AdminPage } from './AdminPage';
export type { AdminAccess, AdminPageProps } from './AdminPage';
export { AdminListStates } from './AdminListStates';
export type { AdminListStatesProps } from './AdminListStates';
