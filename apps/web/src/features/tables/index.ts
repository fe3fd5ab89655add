export { DataTablesPage } from './components/data-tables-page';
export { ReactstrapTablesPage } from './components/reactstrap-tables-page';
export { ReactTablesPage } from './components/react-tables-page';
