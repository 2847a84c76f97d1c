export { usersLoader as loader } from '../../features/checkout/loaders';
export { CheckoutUsersRoute as Component } from '../../features/checkout/users-route';
