export { SeatMapEditorScreen, seatPlaceKey, type SeatMapEditorScreenProps } from './SeatMapEditorScreen';
