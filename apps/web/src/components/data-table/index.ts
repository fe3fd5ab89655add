export { DataTable, type DataTableProps } from './data-table';
export { ListToolbar, type ListSearchProps } from './list-toolbar';
export {
  activeParam,
  useServerList,
  type ActiveStatus,
  type ListRequest,
  type ListState,
  type ListToolbarState,
  type Paged,
  type ServerList,
  type ServerListOptions,
} from './use-server-list';
export {
  activeColumn,
  CaseNumberText,
  ListError,
  patientColumn,
  receivedColumn,
  unsortable,
  wholeListProps,
} from './columns';
export { CaseStatusFilter, CaseTypeFilter, FacilityFilter, PriorityFilter } from './case-filters';
export { NewRecordButton } from './new-record-button';
export { DateRangeFilter } from './date-range-filter';
