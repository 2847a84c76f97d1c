export { CheckoutUsersScreen } from './CheckoutUsersScreen';
export type { AttendeeEntry, AttendeeField, CheckoutUsersScreenProps } from './CheckoutUsersScreen';
