// The checkout draft's pure rules live with the embedded checkout, which shares them (@bilheteria/client-core).
export * from '@bilheteria/client-core/draft';
