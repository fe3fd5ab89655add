export { DataTable, type DataTableProps } from './data-table';
export { useServerList, type ListParams, type Paged } from './use-server-list';
