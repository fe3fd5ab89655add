export { SynopticProtocolsPage } from './components/protocols-page';
