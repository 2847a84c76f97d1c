export { TopBar } from './TopBar';
export type { TopBarProps, TopBarUser } from './TopBar';
