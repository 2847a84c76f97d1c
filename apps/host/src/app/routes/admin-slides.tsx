export { AdminSlidesRoute as Component } from '../../features/slides/admin-slides-route';
