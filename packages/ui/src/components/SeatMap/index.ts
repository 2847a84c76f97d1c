export { SeatPicker, type SeatPick, type SeatPickerLot, type SeatPickerProps } from './SeatPicker';
export { SeatMapSvg, SeatLegend } from './SeatMapSvg';
export { indexSeats, seatAt, seatPaths, type MapRow, type MapSeat, type MapSection } from './seat-geometry';
export { SoldSeatsMap, soldSeatsTexts, type SoldSeatsMapProps } from './SoldSeatsMap';
