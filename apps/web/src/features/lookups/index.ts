export { LookupListPage } from './components/lookup-list-page';
export { LookupForm } from './components/lookup-form';
