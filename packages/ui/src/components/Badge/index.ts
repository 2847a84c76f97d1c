export { Badge, badgeVariants, OrderStatusBadge, orderStatusLabel } from './Badge';
export type { BadgeProps, OrderStatusBadgeProps } from './Badge';
