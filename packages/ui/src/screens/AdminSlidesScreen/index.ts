export { AdminSlidesScreen, newSlideFormValues } from './AdminSlidesScreen';
export type {
  AdminSlide,
  AdminSlidesScreenProps,
  SlideFormErrors,
  SlideFormValues,
} from './AdminSlidesScreen';
