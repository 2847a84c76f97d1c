export { OnSalesScreen } from './OnSalesScreen';
export type { OnSaleItem, OnSalesScreenProps } from './OnSalesScreen';
