export { MainSearch } from './components/main-search';
