// The Pix countdown's clock is shared with the embedded checkout (packages/embed/src/shared).
export { useNow } from '../../../../../packages/embed/src/shared/clock';
