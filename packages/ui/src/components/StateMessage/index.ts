export { LoadingState, StateMessage } from './StateMessage';
export type { LoadingStateProps, StateMessageProps } from './StateMessage';
