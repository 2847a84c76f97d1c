/*
 * What other modules may use of seating (issue #29): the seats an order asks for, checked against the map.
 */
export {
  seatsForOrder,
  orderSeatMessages,
  type OrderSeat,
  type SeatedLine,
} from './order-seats';
