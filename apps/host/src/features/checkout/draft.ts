// The checkout draft's pure rules live with the embedded checkout, which shares them (packages/embed/src/shared).
export * from '../../../../../packages/embed/src/shared/draft';
