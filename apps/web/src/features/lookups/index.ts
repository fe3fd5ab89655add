export { LookupListPage } from './components/lookup-list-page';
