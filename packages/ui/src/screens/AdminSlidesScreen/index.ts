export { AdminSlidesScreen, newSlideFormValues, slideFormValues } from './AdminSlidesScreen';
export type {
  AdminSlide,
  AdminSlidesScreenProps,
  SlideFormErrors,
  SlideFormValues,
} from './AdminSlidesScreen';
