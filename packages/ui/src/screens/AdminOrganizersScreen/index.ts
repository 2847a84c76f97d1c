export { AdminOrganizersScreen } from './AdminOrganizersScreen';
export type {
  AdminOrganizersScreenProps,
  OrganizerAccountStatus,
  OrganizerItem,
} from './AdminOrganizersScreen';
