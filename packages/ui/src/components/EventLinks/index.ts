export { directionsUrl, EventLinks, whatsappUrl } from './EventLinks';
export type { CopyStatus, EventLinksProps } from './EventLinks';
