export { InterfacesPage } from './components/interfaces-page';
