export { MainSearch } from './components/main-search';
export { SearchResultsPage } from './components/search-results-page';
