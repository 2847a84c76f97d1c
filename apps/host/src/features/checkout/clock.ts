// The Pix countdown's clock is shared with the embedded checkout (@bilheteria/client-core).
export { useNow } from '@bilheteria/client-core/clock';
