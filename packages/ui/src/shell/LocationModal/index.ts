export { LocationModal } from './LocationModal';
export type { LocationModalProps } from './LocationModal';
