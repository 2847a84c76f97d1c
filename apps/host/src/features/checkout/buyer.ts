// The Pix buyer's rules live with the embedded checkout, which shares them (packages/embed/src/shared).
export * from '../../../../../packages/embed/src/shared/buyer';
