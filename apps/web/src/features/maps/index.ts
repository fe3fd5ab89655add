export { FacilitiesMapPage } from './components/facilities-map-page';
